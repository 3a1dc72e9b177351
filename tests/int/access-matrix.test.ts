/**
 * The access matrix: one table of who may do what — guest, two members, translator, editor, admin ×
 * every collection, global and their versions × read / create / update / delete / publish — from which every case
 * is generated, over Payload's REST handler and its GraphQL route, in process (no server).
 *
 * A case "allowed" must succeed and leave its mark in the database; a case "refused" must leave the database as it
 * was and answer 401/403/404 (GraphQL: an error), never a 5xx. Member A owns the member-owned fixtures (their own
 * account, their order); member B is the other member.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { handleEndpoints, type CollectionSlug, type GlobalSlug, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeTestPayload, testPayload } from './payload'

process.env.MEDIA_DIR ||= mkdtempSync(path.join(tmpdir(), 'access-matrix-media-'))

const ROLES = ['guest', 'memberA', 'memberB', 'translator', 'editor', 'admin'] as const
type Role = (typeof ROLES)[number]
const ALL: Role[] = [...ROLES]
const STAFF: Role[] = ['translator', 'editor', 'admin']
const EDITORS: Role[] = ['editor', 'admin']
const ADMIN: Role[] = ['admin']
const NONE: Role[] = []
const OWNER_AND_EDITORS: Role[] = ['memberA', 'editor', 'admin']

/** read: the document; readDraft: a never-published draft; update/publish in English; …Source: in Chinese. */
type Op =
  'read' | 'readDraft' | 'readVersions' | 'create' | 'update' | 'updateSource' | 'publish' | 'publishSource' | 'delete'

type Data = Record<string, unknown>

interface CollectionRow {
  slug: string
  /** GraphQL names: the single-document query (`Page`), and the versions query when the collection has versions. */
  gql?: { single: string; versions?: string }
  /** A new valid document (unique values fresh on every call). */
  sample?: () => Data
  /** The fixture the cases act on; `sample` through the local API when absent. */
  fixture?: () => Promise<number>
  /** A localized (or, without localized fields, a plain) field changed by update and publish. */
  change?: string
  /** What a GraphQL update must carry besides the field (the schema makes some groups required). */
  gqlExtra?: Data
  /** English values the fixtures get, where English fields are required. */
  english?: Data
  allowed: Partial<Record<Op, Role[]>>
}

interface GlobalRow {
  slug: string
  gql?: { single: string }
  /** The update sent (in English or Chinese) and where the value lands. */
  change?: { data: (value: string) => Data; read: (doc: Data) => unknown }
  allowed: Partial<Record<'read' | 'readVersions' | 'update' | 'updateSource', Role[]>>
}

let stamp = 0
const uniq = () => `${Date.now().toString(36)}${(++stamp).toString(36)}`

let payload: Payload
let config: Promise<import('payload').SanitizedConfig>
let graphqlPOST: (request: Request) => Promise<Response>
const tokens: Partial<Record<Role, string>> = {}
const ids: Partial<Record<Role, number>> = {}
let pageForLocks = 0

const DRAFT_CONTENT = {
  read: ALL,
  readDraft: STAFF,
  readVersions: STAFF,
  create: EDITORS,
  update: STAFF,
  updateSource: EDITORS,
  publish: STAFF,
  publishSource: EDITORS,
  delete: EDITORS,
}
const PLAIN_CONTENT = {
  read: ALL,
  readVersions: NONE,
  create: EDITORS,
  update: STAFF,
  updateSource: EDITORS,
  delete: EDITORS,
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

const COLLECTIONS: CollectionRow[] = [
  {
    slug: 'pages',
    gql: { single: 'Page', versions: 'versionsPages' },
    change: 'title',
    sample: () => ({ title: '页面', path: `m${uniq()}`, sites: ['en'] }),
    allowed: DRAFT_CONTENT,
  },
  {
    slug: 'news',
    gql: { single: 'News', versions: 'versionsallNews' },
    change: 'title',
    sample: () => ({ title: '新闻', slug: `m${uniq()}`, date: '2026-01-01', category: 'company', sites: ['cn'] }),
    allowed: DRAFT_CONTENT,
  },
  {
    slug: 'case-studies',
    gql: { single: 'CaseStudy', versions: 'versionsCaseStudies' },
    change: 'headline',
    gqlExtra: { quote: { text: 'Quote', role: 'Director' } },
    english: {
      customer: 'Customer',
      industry: 'Machinery',
      headline: 'Result',
      problem: 'Problem',
      quote: { text: 'Quote', role: 'Director' },
    },
    sample: () => ({
      customer: '客户',
      slug: `m${uniq()}`,
      industry: '机械',
      headline: '成果',
      problem: '问题',
      quote: { text: '引语', role: '总监' },
      sites: ['cn'],
    }),
    allowed: DRAFT_CONTENT,
  },
  {
    slug: 'solutions',
    gql: { single: 'Solution', versions: 'versionsSolutions' },
    change: 'title',
    sample: () => ({ title: '方案', contId: 700000 + stamp++ + Math.floor(Math.random() * 1e5), slug: `m${uniq()}` }),
    allowed: DRAFT_CONTENT,
  },
  {
    slug: 'services',
    gql: { single: 'Service', versions: 'versionsServices' },
    change: 'name',
    sample: () => ({ name: '服务', slug: `m${uniq()}`, category: 'data', form: 'none', sites: ['cn'] }),
    allowed: DRAFT_CONTENT,
  },
  {
    slug: 'legal-documents',
    gql: { single: 'LegalDocument', versions: 'versionsLegalDocuments' },
    change: 'title',
    // `kind` is unique with three values: every case removes what it made, so the three never run out.
    sample: () => ({ title: '条款', kind: freeLegalKind(), version: '1', effectiveDate: '2026-01-01' }),
    allowed: DRAFT_CONTENT,
  },
  {
    slug: 'package-tiers',
    gql: { single: 'PackageTier' },
    change: 'name',
    sample: () => ({
      name: '套餐',
      code: freeTierCode(),
      priceUsd: 1,
      memberLevel: 4,
      importCountries: 1,
      exportCountries: 0,
    }),
    allowed: PLAIN_CONTENT,
  },
  {
    slug: 'countries',
    gql: { single: 'Country' },
    change: 'name',
    sample: () => ({ name: '国家', iso2: `Q${uniq()}`, continent: 'Asia' }),
    allowed: PLAIN_CONTENT,
  },
  {
    slug: 'datasets',
    gql: { single: 'Dataset' },
    change: 'name',
    sample: () => ({ code: `M_${uniq()}`, country: 'US', type: 'SHIPMENTS_IMPORT', name: '数据' }),
    allowed: PLAIN_CONTENT,
  },
  {
    slug: 'utility-tools',
    gql: { single: 'UtilityTool' },
    change: 'name',
    sample: () => ({ name: '工具', url: 'https://tools.example/x', group: 265 }),
    allowed: PLAIN_CONTENT,
  },
  {
    slug: 'offices',
    gql: { single: 'Office' },
    change: 'hours',
    english: { city: 'Shanghai', country: 'China', address: 'Pudong' },
    sample: () => ({ city: '上海', country: '中国', address: '浦东' }),
    allowed: PLAIN_CONTENT,
  },
  {
    slug: 'nav-items',
    gql: { single: 'NavItem' },
    change: 'name',
    sample: () => ({ name: '菜单', menu: 'footer', path: '/cn' }),
    allowed: PLAIN_CONTENT,
  },
  {
    slug: 'media',
    gql: { single: 'Media' },
    change: 'alt',
    fixture: async () =>
      (
        await payload.create({
          collection: 'media',
          data: { alt: '图' },
          file: { data: PNG, mimetype: 'image/png', name: `m${uniq()}.png`, size: PNG.length },
          overrideAccess: true,
        })
      ).id,
    // A fresh upload no published document shows yet: staff only (tests/int/published-media.test.ts: public after).
    allowed: { read: STAFF, readVersions: NONE, update: STAFF, updateSource: EDITORS, delete: EDITORS },
  },
  {
    slug: 'redirects',
    gql: { single: 'Redirect' },
    change: 'from',
    gqlExtra: { to: { type: 'custom', url: '/en' } },
    sample: () => ({ from: `/m${uniq()}`, to: { type: 'custom', url: '/en' } }),
    allowed: { read: ALL, readVersions: NONE, create: EDITORS, update: EDITORS, delete: EDITORS },
  },
  {
    slug: 'members',
    gql: { single: 'Member' },
    change: 'nickname',
    // Their own account for reads and updates; deleting uses a fresh member (nobody's own).
    fixture: async () => ids.memberA!,
    sample: () => ({ email: `m${uniq()}@matrix.test`, password: 'secret-123' }),
    allowed: { read: OWNER_AND_EDITORS, readVersions: NONE, update: OWNER_AND_EDITORS, delete: ADMIN },
  },
  {
    slug: 'submissions',
    gql: { single: 'Submission' },
    change: 'notes',
    sample: () => ({ kind: 'contact', name: 'N', email: `s${uniq()}@matrix.test` }),
    allowed: { read: EDITORS, readVersions: NONE, create: NONE, update: EDITORS, delete: ADMIN },
  },
  {
    slug: 'orders',
    gql: { single: 'Order', versions: 'versionsOrders' },
    change: 'notes',
    sample: () => ({
      member: ids.memberA,
      tierCode: 'PRO',
      amount: 899,
      currency: 'USD',
      status: 'unpaid',
      reservedUntil: '2099-01-01T00:00:00.000Z',
    }),
    allowed: { read: OWNER_AND_EDITORS, readVersions: EDITORS, create: NONE, update: EDITORS, delete: ADMIN },
  },
  // PayPal's webhook events, written by the webhook only; read by the staff who manage orders.
  {
    slug: 'payment-events',
    gql: { single: 'PaymentEvent' },
    change: 'outcome',
    sample: () => ({
      eventId: `WH-${uniq()}`,
      type: 'CHECKOUT.ORDER.APPROVED',
      receivedAt: '2026-01-01T00:00:00.000Z',
    }),
    allowed: { read: EDITORS, readVersions: NONE, create: NONE, update: NONE, delete: NONE },
  },
  {
    slug: 'verification-codes',
    gql: { single: 'VerificationCode' },
    change: 'email',
    sample: () => ({ email: `v${uniq()}@matrix.test`, codeHash: 'x', expiresAt: '2099-01-01T00:00:00.000Z' }),
    allowed: { read: NONE, readVersions: NONE, create: NONE, update: NONE, delete: NONE },
  },
  {
    slug: 'users',
    gql: { single: 'User' },
    change: 'name',
    sample: () => ({ email: `u${uniq()}@matrix.test`, password: 'a-long-password-1', role: 'editor' }),
    allowed: { read: ADMIN, readVersions: NONE, create: ADMIN, update: ADMIN, delete: ADMIN },
  },
  {
    slug: 'payload-locked-documents',
    gql: { single: 'PayloadLockedDocument' },
    change: 'globalSlug',
    sample: () => ({
      document: { relationTo: 'pages', value: pageForLocks },
      user: { relationTo: 'users', value: ids.editor },
    }),
    allowed: { read: STAFF, readVersions: NONE, create: STAFF, update: STAFF, delete: STAFF },
  },
  {
    slug: 'payload-jobs',
    gql: { single: 'PayloadJob' },
    allowed: { readVersions: NONE, create: NONE },
    sample: () => ({ taskSlug: 'expireOrders', input: {} }),
  },
  { slug: 'payload-kv', allowed: { readVersions: NONE, create: NONE }, sample: () => ({ key: uniq(), data: {} }) },
]

const GLOBALS: GlobalRow[] = [
  {
    slug: 'site-settings',
    gql: { single: 'SiteSetting' },
    change: { data: (v) => ({ companyName: 'TradeCompass', slogan: v }), read: (d) => d.slogan },
    allowed: { read: ALL, readVersions: STAFF, update: STAFF, updateSource: EDITORS },
  },
  {
    slug: 'header',
    gql: { single: 'Header' },
    change: { data: (v) => ({ cn: { logoText: v } }), read: (d) => (d.cn as Data | undefined)?.logoText },
    allowed: { read: ALL, readVersions: STAFF, update: STAFF, updateSource: EDITORS },
  },
  {
    slug: 'footer',
    gql: { single: 'Footer' },
    change: { data: (v) => ({ cn: { about: v } }), read: (d) => (d.cn as Data | undefined)?.about },
    allowed: { read: ALL, readVersions: STAFF, update: STAFF, updateSource: EDITORS },
  },
  { slug: 'payload-jobs-stats', allowed: { readVersions: NONE } },
]

// --- the unique keys with few values -----------------------------------------------------------------------------

const legalKinds = ['privacy', 'terms', 'package-terms']
const tierCodes = ['PRO', 'Global', 'Plus', 'Luxury', 'Deluxe']
const takenLegal = new Set<string>()
const takenTiers = new Set<string>()
function freeLegalKind(): string {
  const kind = legalKinds.find((k) => !takenLegal.has(k))
  if (!kind) throw new Error('no free legal-document kind: a case did not clean up')
  takenLegal.add(kind)
  return kind
}
function freeTierCode(): string {
  const code = tierCodes.find((c) => !takenTiers.has(c))
  if (!code) throw new Error('no free tier code: a case did not clean up')
  takenTiers.add(code)
  return code
}

// --- requests ---------------------------------------------------------------------------------------------------

const BASE = 'http://localhost:3210'

function authHeaders(role: Role): Record<string, string> {
  return role === 'guest' ? {} : { authorization: `JWT ${tokens[role]}` }
}

async function rest(role: Role, method: string, url: string, body?: unknown): Promise<{ status: number; json: Data }> {
  const request = new Request(`${BASE}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...authHeaders(role) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const response = await handleEndpoints({ config, path: url.split('?')[0]!, request })
  const text = await response.text()
  let json: Data = {}
  try {
    json = text ? (JSON.parse(text) as Data) : {}
  } catch {
    json = { text }
  }
  return { status: response.status, json }
}

async function graphql(
  role: Role,
  query: string,
  variables?: Data,
): Promise<{ status: number; data: Data | null; errors: unknown[] }> {
  const response = await graphqlPOST(
    new Request(`${BASE}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...authHeaders(role) },
      body: JSON.stringify({ query, variables }),
    }),
  )
  const json = (await response.json()) as { data?: Data | null; errors?: unknown[] }
  return { status: response.status, data: json.data ?? null, errors: json.errors ?? [] }
}

/** The name of a mutation argument's input type, from the schema (e.g. `mutationPageUpdateInput`). */
const mutationInputTypes = new Map<string, string>()

function expectRefusal(status: number) {
  expect(status, 'a refusal is 401, 403 or 404 — never a 5xx').toBeLessThan(500)
  expect([401, 403, 404]).toContain(status)
}

// --- fixtures ---------------------------------------------------------------------------------------------------

/** One published (or plain) and one never-published document per collection, shared by the cases that leave them be. */
const shared = new Map<string, Promise<number>>()
function sharedFixture(row: CollectionRow, kind: 'plain' | 'draft'): Promise<number> {
  const key = `${row.slug}:${kind}`
  if (!shared.has(key)) {
    const hasDrafts = row.allowed.readDraft !== undefined
    shared.set(
      key,
      kind === 'draft'
        ? make(row, { _status: 'draft' }, { draft: true })
        : make(row, hasDrafts ? { _status: 'published' } : {}),
    )
  }
  return shared.get(key)!
}

/** The data each made document was created with (to give its unique key back when it is removed). */
const madeWith = new Map<string, Data>()

async function make(row: CollectionRow, extra: Data = {}, opts: { draft?: boolean } = {}): Promise<number> {
  if (row.fixture && Object.keys(extra).length === 0 && !opts.draft) return row.fixture()
  const data = { ...row.sample!(), ...extra }
  const doc = await payload.create({
    collection: row.slug as CollectionSlug,
    data: data as never,
    draft: opts.draft,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  madeWith.set(`${row.slug}:${doc.id}`, data)
  if (row.english) {
    await payload.update({
      collection: row.slug as CollectionSlug,
      id: doc.id,
      locale: 'en',
      data: row.english as never,
      draft: opts.draft,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  }
  return doc.id as number
}

async function exists(slug: string, id: number): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: slug as CollectionSlug,
    where: { id: { equals: id } },
    overrideAccess: true,
  })
  return totalDocs > 0
}

async function remove(slug: string, id: number, given?: Data) {
  await payload
    .delete({ collection: slug as CollectionSlug, id, overrideAccess: true, context: { disableRevalidate: true } })
    .catch(() => {})
  const data = given && Object.keys(given).length > 0 ? given : madeWith.get(`${slug}:${id}`)
  if (slug === 'legal-documents' && typeof data?.kind === 'string') takenLegal.delete(data.kind)
  if (slug === 'package-tiers' && typeof data?.code === 'string') takenTiers.delete(data.code)
}

async function stored(slug: string, id: number, field: string, locale: 'en' | 'zh'): Promise<unknown> {
  const doc = (await payload.findByID({
    collection: slug as CollectionSlug,
    id,
    locale,
    draft: true,
    overrideAccess: true,
    fallbackLocale: false as never,
    select: { [field]: true },
  })) as unknown as Data
  return doc[field]
}

async function publishedIn(slug: string, id: number, locale: 'en' | 'zh'): Promise<boolean> {
  const found = await payload.find({
    collection: slug as CollectionSlug,
    where: { id: { equals: id } },
    locale,
    draft: false,
    overrideAccess: false,
    select: { id: true } as never,
  })
  return found.docs.length === 1
}

beforeAll(async () => {
  payload = await testPayload()
  config = (await import('@payload-config')).default
  ;({ POST: graphqlPOST } = await import('@/app/(payload)/api/graphql/route'))
  for (const role of ['translator', 'editor', 'admin'] as const) {
    const email = `${role}-${uniq()}@matrix.test`
    const user = await payload.create({
      collection: 'users',
      data: { email, password: 'a-long-password-1', role },
      overrideAccess: true,
    })
    ids[role] = user.id
    tokens[role] = (await payload.login({ collection: 'users', data: { email, password: 'a-long-password-1' } })).token
  }
  for (const role of ['memberA', 'memberB'] as const) {
    const email = `${role.toLowerCase()}-${uniq()}@matrix.test`
    const member = await payload.create({
      collection: 'members',
      data: { email, password: 'secret-123' },
      overrideAccess: true,
    })
    ids[role] = member.id
    tokens[role] = (await payload.login({ collection: 'members', data: { email, password: 'secret-123' } })).token
  }
  // Legal documents and package tiers have a unique key with few values: the cases need them all, so what another
  // file seeded goes (each file seeds what it needs), and what the cases made goes again in afterAll.
  await payload.delete({
    collection: 'legal-documents',
    where: { id: { exists: true } },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  await payload.delete({
    collection: 'package-tiers',
    where: { id: { exists: true } },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  pageForLocks = (
    await payload.create({
      collection: 'pages',
      data: { title: 'locks', path: `locks${uniq()}`, sites: ['en'], _status: 'published' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  ).id
  const schema = await graphql(
    'admin',
    '{ __schema { mutationType { fields { name args { name type { kind name ofType { name } } } } } } }',
  )
  const fields = (
    (schema.data?.__schema as Data).mutationType as {
      fields: {
        name: string
        args: { name: string; type: { kind: string; name: string | null; ofType: { name: string } | null } }[]
      }[]
    }
  ).fields
  for (const field of fields) {
    const data = field.args.find((a) => a.name === 'data')
    if (data) mutationInputTypes.set(field.name, data.type.name ?? data.type.ofType!.name)
  }
}, 180_000)
afterAll(async () => {
  for (const [key, id] of shared) await remove(key.split(':')[0]!, await id)
  await closeTestPayload()
})

// --- the cases --------------------------------------------------------------------------------------------------

const verdict = (allowed: Role[] | undefined, role: Role) => (allowed!.includes(role) ? 'allowed' : 'refused')

describe.each(COLLECTIONS)('collection $slug', (row) => {
  const ops = row.allowed
  const hasDrafts = ops.readDraft !== undefined

  describe.each([...ROLES])('as %s', (role) => {
    if (ops.read) {
      it(`read: ${verdict(ops.read, role)} (REST and GraphQL)`, async () => {
        const id = await sharedFixture(row, 'plain')
        const single = await rest(role, 'GET', `/api/${row.slug}/${id}?depth=0&select[id]=true`)
        const list = await rest(role, 'GET', `/api/${row.slug}?depth=0&select[id]=true&where[id][equals]=${id}`)
        const viaGraphql = row.gql ? await graphql(role, `{ ${row.gql.single}(id: ${id}) { id } }`) : null
        if (ops.read!.includes(role)) {
          expect(single.status).toBe(200)
          expect((list.json.docs as Data[]).map((d) => d.id)).toEqual([id])
          if (viaGraphql) expect((viaGraphql.data?.[row.gql!.single] as Data | null)?.id).toBe(id)
        } else {
          expectRefusal(single.status)
          expect(list.status).toBeLessThan(500)
          expect(((list.json.docs as Data[] | undefined) ?? []).map((d) => d.id)).not.toContain(id)
          if (viaGraphql) {
            expect(viaGraphql.status).toBeLessThan(500)
            expect(viaGraphql.data?.[row.gql!.single] ?? null).toBeNull()
          }
        }
      })
    }

    if (ops.readDraft) {
      it(`read an unpublished draft: ${verdict(ops.readDraft, role)}`, async () => {
        const id = await sharedFixture(row, 'draft')
        const single = await rest(role, 'GET', `/api/${row.slug}/${id}?draft=true&depth=0&select[id]=true`)
        const viaGraphql = await graphql(role, `{ ${row.gql!.single}(id: ${id}, draft: true) { id } }`)
        if (ops.readDraft!.includes(role)) {
          expect(single.status).toBe(200)
          expect((viaGraphql.data?.[row.gql!.single] as Data | null)?.id).toBe(id)
        } else {
          expectRefusal(single.status)
          expect(viaGraphql.data?.[row.gql!.single] ?? null).toBeNull()
        }
      })
    }

    if (ops.readVersions) {
      it(`read versions: ${verdict(ops.readVersions, role)} (REST${row.gql?.versions ? ' and GraphQL' : ''})`, async () => {
        // A document with versions when someone may read them; else any id (nobody may ask).
        const id = ops.readVersions!.length > 0 ? await sharedFixture(row, hasDrafts ? 'draft' : 'plain') : 1
        const list = await rest(
          role,
          'GET',
          `/api/${row.slug}/versions?depth=0&select[id]=true&where[parent][equals]=${id}`,
        )
        const viaGraphql = row.gql?.versions
          ? await graphql(role, `{ ${row.gql.versions}(where: { parent: { equals: ${id} } }) { docs { id } } }`)
          : null
        if (ops.readVersions!.includes(role)) {
          expect(list.status).toBe(200)
          expect((list.json.docs as Data[]).length).toBeGreaterThan(0)
          if (viaGraphql)
            expect(
              ((viaGraphql.data?.[row.gql!.versions!] as { docs: Data[] } | null)?.docs ?? []).length,
            ).toBeGreaterThan(0)
        } else {
          expectRefusal(list.status)
          if (viaGraphql) {
            expect(viaGraphql.status).toBeLessThan(500)
            expect(((viaGraphql.data?.[row.gql!.versions!] as { docs: Data[] } | null)?.docs ?? []).length).toBe(0)
          }
        }
      })
    }

    if (ops.create) {
      it(`create: ${verdict(ops.create, role)}`, async () => {
        const data = row.sample!()
        const created = await rest(role, 'POST', `/api/${row.slug}?depth=0&select[id]=true`, data)
        const id = (created.json.doc as Data | undefined)?.id as number | undefined
        try {
          if (ops.create!.includes(role)) {
            expect(created.status, JSON.stringify(created.json)).toBe(201)
            expect(await exists(row.slug, id!)).toBe(true)
          } else {
            expectRefusal(created.status)
            expect(id).toBeUndefined()
          }
        } finally {
          if (id) await remove(row.slug, id, data)
          else await remove(row.slug, -1, data)
        }
      })
    }

    for (const [op, locale] of [
      ['update', 'en'],
      ['updateSource', 'zh'],
    ] as const) {
      if (!ops[op] || !row.change) continue
      it(`${op} (${locale}): ${verdict(ops[op], role)} (REST and GraphQL)`, async () => {
        const id = await sharedFixture(row, 'plain')
        const field = row.change!
        const before = await stored(row.slug, id, field, locale)
        const value = field === 'from' ? `/v${uniq()}` : field === 'email' ? `x${uniq()}@matrix.test` : `v-${uniq()}`
        const patched = await rest(
          role,
          'PATCH',
          `/api/${row.slug}/${id}?locale=${locale}&depth=0&select[id]=true&overrideLock=true`,
          { [field]: value },
        )
        const allowed = ops[op]!.includes(role)
        if (allowed) {
          expect(patched.status, JSON.stringify(patched.json)).toBe(200)
          expect(await stored(row.slug, id, field, locale)).toBe(value)
        } else {
          expect(patched.status, JSON.stringify(patched.json)).toBeLessThan(500)
          expect(patched.status).not.toBe(200)
          expect(await stored(row.slug, id, field, locale)).toEqual(before)
        }
        const mutation = `update${row.gql?.single}`
        if (!row.gql || !mutationInputTypes.has(mutation)) return
        const value2 = field === 'from' ? `/g${uniq()}` : field === 'email' ? `g${uniq()}@matrix.test` : `g-${uniq()}`
        const current = await stored(row.slug, id, field, locale)
        const viaGraphql = await graphql(
          role,
          `mutation ($data: ${mutationInputTypes.get(mutation)}!) { ${mutation}(id: ${id}, data: $data, locale: ${locale}) { id } }`,
          { data: { ...row.gqlExtra, [field]: value2 } },
        )
        expect(viaGraphql.status).toBeLessThan(500)
        if (allowed) {
          expect(viaGraphql.errors, JSON.stringify(viaGraphql.errors)).toEqual([])
          expect(await stored(row.slug, id, field, locale)).toBe(value2)
        } else {
          expect(viaGraphql.errors.length).toBeGreaterThan(0)
          expect(await stored(row.slug, id, field, locale)).toEqual(current)
        }
      })
    }

    for (const [op, locale] of [
      ['publish', 'en'],
      ['publishSource', 'zh'],
    ] as const) {
      if (!ops[op]) continue
      it(`${op} (${locale}): ${verdict(ops[op], role)}`, async () => {
        const id = await make(row, { _status: 'draft' }, { draft: true })
        try {
          const patched = await rest(
            role,
            'PATCH',
            `/api/${row.slug}/${id}?locale=${locale}&depth=0&select[id]=true&overrideLock=true`,
            { [row.change!]: `p-${uniq()}`, _status: 'published' },
          )
          if (ops[op]!.includes(role)) {
            expect(patched.status, JSON.stringify(patched.json)).toBe(200)
            expect(await publishedIn(row.slug, id, locale)).toBe(true)
          } else {
            expect(patched.status).toBeLessThan(500)
            expect(patched.status).not.toBe(200)
            expect(await publishedIn(row.slug, id, locale)).toBe(false)
          }
        } finally {
          await remove(row.slug, id, {})
        }
      })
    }

    if (ops.delete) {
      it(`delete: ${verdict(ops.delete, role)} (REST and GraphQL)`, async () => {
        const allowed = ops.delete!.includes(role)
        const target = async (): Promise<{ id: number; data: Data }> => {
          if (!allowed) return { id: await sharedFixture(row, 'plain'), data: {} }
          if (!row.sample) return { id: await make(row), data: {} }
          const data = row.sample()
          return {
            id: (
              await payload.create({
                collection: row.slug as CollectionSlug,
                data: data as never,
                overrideAccess: true,
                context: { disableRevalidate: true },
              })
            ).id as number,
            data,
          }
        }
        const first = await target()
        const deleted = await rest(
          role,
          'DELETE',
          `/api/${row.slug}/${first.id}?depth=0&select[id]=true&overrideLock=true`,
        )
        if (allowed) {
          expect(deleted.status, JSON.stringify(deleted.json)).toBe(200)
          expect(await exists(row.slug, first.id)).toBe(false)
          await remove(row.slug, first.id, first.data)
        } else {
          const survived = await exists(row.slug, first.id)
          if (!survived) shared.delete(`${row.slug}:plain`) // the next cases get a fresh fixture
          expectRefusal(deleted.status)
          expect(survived).toBe(true)
        }
        if (!row.gql) return
        const second = await target()
        const viaGraphql = await graphql(role, `mutation { delete${row.gql.single}(id: ${second.id}) { id } }`)
        expect(viaGraphql.status).toBeLessThan(500)
        const survived = await exists(row.slug, second.id)
        if (!allowed && !survived) shared.delete(`${row.slug}:plain`)
        expect(survived).toBe(!allowed)
        if (allowed) await remove(row.slug, second.id, second.data)
      })
    }
  })
})

describe.each(GLOBALS)('global $slug', (row) => {
  const ops = row.allowed
  describe.each([...ROLES])('as %s', (role) => {
    if (ops.read) {
      it(`read: ${verdict(ops.read, role)} (REST and GraphQL)`, async () => {
        const response = await rest(role, 'GET', `/api/globals/${row.slug}?depth=0`)
        const viaGraphql = await graphql(role, `{ ${row.gql!.single} { updatedAt } }`)
        if (ops.read!.includes(role)) {
          expect(response.status).toBe(200)
          expect(viaGraphql.errors).toEqual([])
        } else {
          expectRefusal(response.status)
        }
      })
    }

    if (ops.readVersions) {
      it(`read versions: ${verdict(ops.readVersions, role)}`, async () => {
        const list = await rest(role, 'GET', `/api/globals/${row.slug}/versions?depth=0`)
        if (ops.readVersions!.includes(role)) expect(list.status).toBe(200)
        else expectRefusal(list.status)
      })
    }

    for (const [op, locale] of [
      ['update', 'en'],
      ['updateSource', 'zh'],
    ] as const) {
      if (!ops[op] || !row.change) continue
      it(`${op} (${locale}): ${verdict(ops[op], role)} (REST and GraphQL)`, async () => {
        const read = async () =>
          row.change!.read(
            (await payload.findGlobal({
              slug: row.slug as GlobalSlug,
              locale,
              overrideAccess: true,
              fallbackLocale: false as never,
            })) as unknown as Data,
          )
        const before = await read()
        const value = `g-${uniq()}`
        const patched = await rest(
          role,
          'POST',
          `/api/globals/${row.slug}?locale=${locale}&depth=0&overrideLock=true`,
          row.change!.data(value),
        )
        const mutation = `update${row.gql!.single}`
        const viaGraphql = await graphql(
          role,
          `mutation ($data: ${mutationInputTypes.get(mutation)}!) { ${mutation}(data: $data, locale: ${locale}) { updatedAt } }`,
          { data: row.change!.data(`${value}-g`) },
        )
        if (ops[op]!.includes(role)) {
          expect(patched.status, JSON.stringify(patched.json)).toBe(200)
          expect(viaGraphql.errors, JSON.stringify(viaGraphql.errors)).toEqual([])
          expect(await read()).toBe(`${value}-g`)
        } else {
          expect(patched.status).toBeLessThan(500)
          expect(patched.status).not.toBe(200)
          expect(viaGraphql.errors.length).toBeGreaterThan(0)
          expect(await read()).toEqual(before)
        }
      })
    }
  })
})
