/**
 * Hardening, through Payload's own routes: who runs the job queue, and GraphQL documents that are abusive or broken
 * (refused before execution, cheaply, with a 4xx; no field suggestions).
 */
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeTestPayload, testPayload } from './payload'

const BASE = 'http://localhost:3212'
let payload: Payload
let config: Promise<import('payload').SanitizedConfig>
let graphqlPOST: (request: Request) => Promise<Response>
let visitor = 0
let seq = 0

const headersOf = () => ({
  'content-type': 'application/json',
  'x-forwarded-for': `198.20.${Math.floor(++visitor / 250)}.${visitor % 250}`,
})

async function staffToken(role: 'admin' | 'editor' | 'translator'): Promise<string> {
  const email = `${role}-${Date.now().toString(36)}${(++seq).toString(36)}@hardening.test`
  await payload.create({
    collection: 'users',
    data: { email, password: 'a-long-password-1', role },
    overrideAccess: true,
  })
  const { token } = await payload.login({ collection: 'users', data: { email, password: 'a-long-password-1' } })
  return token!
}

const graphql = (query: string) =>
  graphqlPOST(
    new Request(`${BASE}/api/graphql`, { method: 'POST', headers: headersOf(), body: JSON.stringify({ query }) }),
  )

beforeAll(async () => {
  payload = await testPayload()
  config = (await import('@payload-config')).default
  ;({ POST: graphqlPOST } = await import('@/app/(payload)/api/graphql/route'))
}, 300_000)
afterAll(closeTestPayload)

describe('the job queue', () => {
  it('is run by administrators only: translators and editors are refused from run and handle-schedules', async () => {
    const tokens = {
      translator: await staffToken('translator'),
      editor: await staffToken('editor'),
      admin: await staffToken('admin'),
    }
    for (const path of ['/api/payload-jobs/run', '/api/payload-jobs/handle-schedules']) {
      for (const [role, token] of Object.entries(tokens)) {
        const request = new Request(`${BASE}${path}?queue=none-${seq}`, {
          method: 'GET',
          headers: { ...headersOf(), authorization: `JWT ${token}` },
        })
        const response = await handleEndpoints({ config, path, request })
        if (role === 'admin') expect(response.status, `${role} ${path}`).toBe(200)
        else expect([401, 403], `${role} ${path}`).toContain(response.status)
      }
    }
  })
})

describe('GraphQL documents', () => {
  it('names no field the visitor did not write ("Did you mean …")', async () => {
    const response = await graphql('{ Pagez { docs { id } } }')
    const text = await response.text()
    expect(text).toMatch(/Cannot query field/)
    expect(text).not.toMatch(/Did you mean/)
  })

  it('refuses 20 nested doubling fragments quickly and without stalling, and a fragment cycle, with 400', async () => {
    const fragments = [`fragment F0 on Page { id }`]
    for (let i = 1; i <= 20; i++) fragments.push(`fragment F${i} on Page { ...F${i - 1} ...F${i - 1} }`)
    const doubling = `{ Pages { docs { ...F20 } } } ${fragments.join(' ')}`
    const started = performance.now()
    const response = await graphql(doubling)
    const ms = performance.now() - started
    expect(response.status).toBe(400)
    expect(((await response.json()) as { code: number }).code).toBe(10001)
    expect(ms).toBeLessThan(50)

    const cycle = await graphql('{ Pages { docs { ...A } } } fragment A on Page { ...B } fragment B on Page { ...A }')
    expect(cycle.status).toBe(400)
    for (const broken of [
      '{ Pages { docs { id }',
      '{ Pages { docs { ...Missing } } }',
      'fragment A on Page { id } fragment A on Page { id } { Pages { docs { ...A } } }',
    ]) {
      expect((await graphql(broken)).status, broken).toBeLessThan(500)
    }
    const aliases = Array.from({ length: 40 }, (_, i) => `a${i}: Pages { totalDocs }`).join(' ')
    expect((await graphql(`{ ${aliases} }`)).status).toBe(400)
    expect((await graphql('{ Pages { docs { id } } }')).status).toBe(200)
  })
})
