/**
 * The translators' glossary: who may read and write glossary terms over the REST API (guests refused,
 * members refused, translators read only, editors maintain it), and the seed's terms (idempotent).
 */
import { handleEndpoints, type Payload, type SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GLOSSARY, seedGlossary } from '@/seed/glossary'
import { closeTestPayload, testPayload } from './payload'

let payload: Payload
let config: Promise<SanitizedConfig>
const tokens: Record<string, string> = {}
const stamp = Date.now().toString(36)

async function call(
  role: string | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    ...(role ? { authorization: `JWT ${tokens[role]}` } : {}),
  }
  const request = new Request(`http://localhost:3210${url}`, {
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
  })
  const response = await handleEndpoints({ config, path: url.split('?')[0]!, request })
  const text = await response.text()
  return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} }
}

let termId = 0

beforeAll(async () => {
  payload = await testPayload()
  config = (await import('@payload-config')).default
  for (const role of ['translator', 'editor'] as const) {
    const email = `${role}-${stamp}@glossary.test`
    await payload.create({
      collection: 'users',
      data: { email, password: 'a-long-password-1', role },
      overrideAccess: true,
    })
    tokens[role] = (await payload.login({ collection: 'users', data: { email, password: 'a-long-password-1' } })).token!
  }
  const email = `member-${stamp}@glossary.test`
  await payload.create({ collection: 'members', data: { email, password: 'secret-123' }, overrideAccess: true })
  tokens.member = (await payload.login({ collection: 'members', data: { email, password: 'secret-123' } })).token!
  termId = (
    await payload.create({
      collection: 'glossary-terms',
      data: { zh: `样品${stamp}`, en: 'sample', ru: 'образец' },
      overrideAccess: true,
    })
  ).id
}, 120_000)

afterAll(async () => {
  await closeTestPayload()
})

describe('glossary terms: access', () => {
  it('a guest and a member may not read or write the glossary', async () => {
    for (const who of [null, 'member']) {
      expect([401, 403]).toContain((await call(who, 'GET', '/api/glossary-terms')).status)
      expect([401, 403]).toContain((await call(who, 'GET', `/api/glossary-terms/${termId}`)).status)
      expect([401, 403]).toContain((await call(who, 'POST', '/api/glossary-terms', { zh: `访客${stamp}` })).status)
    }
  })

  it('a translator reads the glossary but may not create, change or delete a term', async () => {
    const list = await call('translator', 'GET', '/api/glossary-terms?limit=1000')
    expect(list.status).toBe(200)
    expect((list.json.docs as { zh: string }[]).map((doc) => doc.zh)).toContain(`样品${stamp}`)
    expect((await call('translator', 'POST', '/api/glossary-terms', { zh: `译员${stamp}`, en: 'x' })).status).toBe(403)
    expect((await call('translator', 'PATCH', `/api/glossary-terms/${termId}`, { en: 'specimen' })).status).toBe(403)
    expect((await call('translator', 'DELETE', `/api/glossary-terms/${termId}`)).status).toBe(403)
    const kept = await payload.findByID({ collection: 'glossary-terms', id: termId, overrideAccess: true })
    expect(kept.en).toBe('sample')
  })

  it('an editor creates, changes and deletes a term; the Chinese term is required and unique', async () => {
    const created = await call('editor', 'POST', '/api/glossary-terms', {
      zh: `编辑${stamp}`,
      en: 'edited',
      ru: 'изменён',
      note: 'test',
    })
    expect(created.status).toBe(201)
    const id = (created.json.doc as { id: number }).id
    expect((await call('editor', 'PATCH', `/api/glossary-terms/${id}`, { en: 'edited term' })).status).toBe(200)
    expect((await call('editor', 'POST', '/api/glossary-terms', { zh: `编辑${stamp}` })).status).toBe(400)
    expect((await call('editor', 'POST', '/api/glossary-terms', { en: 'no chinese' })).status).toBe(400)
    expect((await call('editor', 'DELETE', `/api/glossary-terms/${id}`)).status).toBe(200)
  })
})

describe('glossary terms: seed', () => {
  it('seeds the product vocabulary once, keeping an editor’s change', async () => {
    await seedGlossary(payload)
    const lading = await payload.find({
      collection: 'glossary-terms',
      where: { zh: { equals: '提单' } },
      overrideAccess: true,
    })
    expect(lading.docs[0]).toMatchObject({ en: 'bill of lading', ru: 'коносамент' })
    await payload.update({
      collection: 'glossary-terms',
      id: lading.docs[0]!.id,
      data: { note: 'edited' },
      overrideAccess: true,
    })
    await seedGlossary(payload)
    const all = await payload.find({
      collection: 'glossary-terms',
      where: { zh: { in: GLOSSARY.map((term) => term.zh) } },
      limit: 100,
      overrideAccess: true,
    })
    expect(all.totalDocs).toBe(GLOSSARY.length)
    expect(all.docs.find((doc) => doc.zh === '提单')?.note).toBe('edited')
  })
})
