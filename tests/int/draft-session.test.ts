/**
 * Draft mode belongs to one staff session (src/data/draft.ts): Next's draft cookie is one value per build,
 * so it alone shows nothing; a live staff session must come with it, and a deleted account or a member gets none.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { closeTestPayload, testPayload } from './payload'

const request = vi.hoisted(() => ({ draftCookie: true, headers: new Headers() }))
vi.mock('next/headers', () => ({
  draftMode: async () => ({ isEnabled: request.draftCookie }),
  headers: async () => request.headers,
}))

let payload: Payload
let staffDraftMode: () => Promise<boolean>

beforeAll(async () => {
  payload = await testPayload()
  ;({ staffDraftMode } = await import('@/data/draft'))
}, 300_000)
afterAll(closeTestPayload)

describe('draft mode', () => {
  it('shows drafts only with a live staff session: not with the draft cookie alone, a member’s, or a deleted account’s', async () => {
    const email = `draft-${Date.now().toString(36)}@hardening.test`
    const user = await payload.create({
      collection: 'users',
      data: { email, password: 'a-long-password-1', role: 'translator' },
      overrideAccess: true,
    })
    const { token } = await payload.login({ collection: 'users', data: { email, password: 'a-long-password-1' } })

    request.headers = new Headers({ cookie: `ts-staff-token=${token}` })
    expect(await staffDraftMode()).toBe(true)
    request.draftCookie = false
    expect(await staffDraftMode()).toBe(false)
    request.draftCookie = true

    // The draft cookie with no session, or with a member's session.
    request.headers = new Headers()
    expect(await staffDraftMode()).toBe(false)
    const memberEmail = `draft-member-${Date.now().toString(36)}@hardening.test`
    await payload.create({
      collection: 'members',
      data: { email: memberEmail, password: 'secret-123' },
      overrideAccess: true,
    })
    const member = await payload.login({ collection: 'members', data: { email: memberEmail, password: 'secret-123' } })
    request.headers = new Headers({ cookie: `ts-token=${member.token}` })
    expect(await staffDraftMode()).toBe(false)

    // The account that got the cookie is deleted: its token shows no more drafts.
    await payload.delete({ collection: 'users', id: user.id, overrideAccess: true })
    request.headers = new Headers({ cookie: `ts-staff-token=${token}` })
    expect(await staffDraftMode()).toBe(false)
  })
})
