/**
 * Payload's afterError hook in the shape production gives it: the bundle's second copy of Payload's error classes
 * fails `formatErrors`' `instanceof`, so the result holds only "An unknown error occurred.". The refusal keeps its
 * message, and a validation error keeps the field list the admin marks its fields from.
 */
import { describe, expect, it } from 'vitest'

import { payloadErrorAnswer } from '@/http/payload-api'

type HookArgs = Parameters<typeof payloadErrorAnswer>[0]

function run(
  error: unknown,
  result: { errors: Array<Record<string, unknown>> } = { errors: [{ message: 'An unknown error occurred.' }] },
) {
  const req = { url: 'http://127.0.0.1/api/pages?locale=zh', headers: new Headers({ 'accept-language': 'en' }) }
  return payloadErrorAnswer({ error, req, result } as unknown as HookArgs) as
    { status: number; response: { errors: Array<Record<string, unknown>> } } | undefined
}

describe('a refusal seen through a renamed class (production)', () => {
  it('keeps the message and the field list of a validation error', () => {
    const error = Object.assign(new Error('The following field is invalid: Title'), {
      name: '',
      status: 400,
      isPublic: true,
      data: { collection: 'pages', errors: [{ path: 'title', label: 'Title', message: 'This field is required.' }] },
    })
    const answer = run(error)
    expect(answer?.status).toBe(400)
    expect(answer?.response.errors[0]).toMatchObject({
      message: 'The following field is invalid: Title',
      data: { errors: [{ path: 'title' }] },
    })
  })

  it('puts back the field list when the name survived but the instanceof did not (message kept, data lost)', () => {
    const error = Object.assign(new Error('The following field is invalid: Title'), {
      name: 'o',
      status: 400,
      data: { collection: 'pages', errors: [{ path: 'title', message: 'This field is required.' }] },
    })
    const answer = run(error, { errors: [{ message: 'The following field is invalid: Title' }] })
    expect(answer?.status).toBe(400)
    expect(answer?.response.errors[0]).toMatchObject({
      message: 'The following field is invalid: Title',
      data: { errors: [{ path: 'title' }] },
    })
    // An answer that has its data already is left as it is.
    expect(run(error, { errors: [{ message: 'x', data: { errors: [] } }] })).toBeUndefined()
  })

  it('keeps a 403 message and leaves an internal failure hidden', () => {
    const refused = run(
      Object.assign(new Error('Translators edit the English and Russian text only'), { name: '', status: 403 }),
    )
    expect(refused?.status).toBe(403)
    expect(refused?.response.errors[0]?.message).toMatch(/Translators/)
    expect(refused?.response.errors[0]).not.toHaveProperty('data')
    expect(run(Object.assign(new Error('relation "x" does not exist'), { name: '', status: 500 }))).toBeUndefined()
  })
})
