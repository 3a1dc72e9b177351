/**
 * The picture of an unpublished draft is neither listed nor served to guests: a media file becomes public
 * when a published document or a global first shows it; staff see every file all along.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeTestPayload, testPayload } from './payload'

process.env.MEDIA_DIR ||= mkdtempSync(path.join(tmpdir(), 'published-media-'))

const BASE = 'http://localhost:3211'
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
let payload: Payload
let config: Promise<import('payload').SanitizedConfig>
let seq = 0
const uniq = () => `${Date.now().toString(36)}${(++seq).toString(36)}`
let staffToken = ''

async function rest(url: string, token?: string): Promise<Response> {
  const headers: Record<string, string> = { 'x-forwarded-for': `198.19.7.${(++seq % 250) + 1}` }
  if (token) headers.authorization = `JWT ${token}`
  return handleEndpoints({ config, path: url.split('?')[0]!, request: new Request(`${BASE}${url}`, { headers }) })
}

async function upload() {
  return payload.create({
    collection: 'media',
    data: { alt: '新品预告' },
    file: { data: PNG, mimetype: 'image/png', name: `launch-${uniq()}.png`, size: PNG.length },
    overrideAccess: true,
  })
}

/** What a guest and a staff user get for one file: its listing and the file itself. */
async function seenBy(filename: string, token?: string) {
  const list = (await (
    await rest(`/api/media?where[filename][equals]=${encodeURIComponent(filename)}&depth=0`, token)
  ).json()) as { totalDocs: number }
  const file = await rest(`/api/media/file/${encodeURIComponent(filename)}`, token)
  return { listed: list.totalDocs, served: file.status }
}

beforeAll(async () => {
  payload = await testPayload()
  config = (await import('@payload-config')).default
  const email = `media-editor-${uniq()}@media.test`
  await payload.create({
    collection: 'users',
    data: { email, password: 'a-long-password-1', role: 'editor' },
    overrideAccess: true,
  })
  staffToken = (await payload.login({ collection: 'users', data: { email, password: 'a-long-password-1' } })).token!
}, 300_000)
afterAll(closeTestPayload)

describe('media of unpublished documents', () => {
  it('hides a draft’s picture from guests until the document is published, and shows it to staff throughout', async () => {
    const media = await upload()
    expect(media.public).toBe(false)
    expect(await seenBy(media.filename!)).toEqual({ listed: 0, served: 404 })
    expect(await seenBy(media.filename!, staffToken)).toEqual({ listed: 1, served: 200 })

    const slug = `launch-${uniq()}`
    const draft = await payload.create({
      collection: 'news',
      data: { title: '新品发布', slug, date: '2026-11-25', category: 'product', cover: media.id, _status: 'draft' },
      draft: true,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect(await seenBy(media.filename!)).toEqual({ listed: 0, served: 404 })
    // Nor through GraphQL's list, which reads with the same rule.
    const guest = await payload.find({
      collection: 'media',
      where: { filename: { equals: media.filename } },
      overrideAccess: false,
    })
    expect(guest.totalDocs).toBe(0)

    await payload.update({
      collection: 'news',
      id: draft.id,
      data: { _status: 'published' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect(await seenBy(media.filename!)).toEqual({ listed: 1, served: 200 })
  })

  it('exposes a picture that only the English layout of a published page shows', async () => {
    const media = await upload()
    const page = await payload.create({
      collection: 'pages',
      locale: 'zh',
      data: { title: '发布会', path: `launch-${uniq()}`, sites: ['cn', 'en'], _status: 'published' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect(await seenBy(media.filename!)).toEqual({ listed: 0, served: 404 })
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      data: {
        title: 'Launch',
        layout: [{ blockType: 'hero', heading: 'Launch', image: media.id }],
        _status: 'published',
      } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect(await seenBy(media.filename!)).toEqual({ listed: 1, served: 200 })
  })

  it('keeps a file no published content shows private, and a global’s picture public once saved', async () => {
    const media = await upload()
    expect(await seenBy(media.filename!)).toEqual({ listed: 0, served: 404 })
    // The Russian site's header logo.
    const header = await payload.findGlobal({ slug: 'header', depth: 0, overrideAccess: true })
    await payload.updateGlobal({
      slug: 'header',
      data: { ru: { ...header.ru, logo: media.id } },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect(await seenBy(media.filename!)).toEqual({ listed: 1, served: 200 })
    await payload.updateGlobal({
      slug: 'header',
      data: { ru: header.ru },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  })
})
