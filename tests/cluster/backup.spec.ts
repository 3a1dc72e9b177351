/**
 * The restore drill: the e2e site, seeded and edited by the specs before this one, gets a new article
 * with a new picture; `npm run backup` archives the database and the media folder; `npm run restore` fills a fresh
 * database and an empty S3 bucket; an instance started on them serves the same pages and the same media bytes, and
 * members and staff log in. A second backup, now read from the bucket, holds the same rows and the same objects. A
 * restore into a database that is no longer empty is refused.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { expect, test, type APIRequestContext } from '@playwright/test'
import pg from 'pg'

import { clusterBase, waitForReady } from './topology'

const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '../..')
const ports = { s3: clusterBase + 7, app: clusterBase + 8 }
const restoredUrl = `http://127.0.0.1:${ports.app}`
const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL || 'admin@example.com',
  password: process.env.E2E_ADMIN_PASSWORD || 'admin-ci-2026',
}
// A picture made here: a 2×2 PNG whose pixels name this run, so its bytes are unlike any other file.
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

type Manifest = {
  counts: Record<string, number>
  media: { count: number; objects: Array<{ key: string; sha256: string }> }
}

test.describe.configure({ mode: 'serial' })
test.setTimeout(420_000)

test('a backup restores into a fresh database and bucket: same pages, same media bytes, the same people log in', async ({
  request,
}) => {
  const databaseUrl = process.env.DATABASE_URL
  test.skip(!databaseUrl, 'the drill needs the PostgreSQL server of the e2e run (DATABASE_URL)')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trade-drill-'))
  const stamp = Date.now().toString(36)
  const freshDb = `restore_drill_${stamp}`
  const freshUrl = Object.assign(new URL(databaseUrl!), { pathname: `/${freshDb}` }).toString()
  let instance: ChildProcess | null = null
  let s3: { close(): Promise<void> } | null = null
  const output: string[] = []
  try {
    // 1. Edit the live site: a published article with a picture uploaded now.
    const login = await request.post('/api/users/login', { data: ADMIN })
    expect(login.status()).toBe(200)
    const token = ((await login.json()) as { token: string }).token
    const auth = { Authorization: `JWT ${token}` }
    const { default: sharp } = await import('sharp')
    const picture = await sharp({
      create: {
        width: 64,
        height: 48,
        channels: 3,
        background: { r: 17, g: Number.parseInt(stamp.slice(-2), 36) % 255, b: 99 },
      },
    })
      .png()
      .toBuffer()
    const uploaded = await request.post('/api/media', {
      headers: auth,
      multipart: {
        file: { name: `drill-${stamp}.png`, mimeType: 'image/png', buffer: picture },
        _payload: JSON.stringify({ alt: '备份演练' }),
      },
    })
    expect(uploaded.status(), await uploaded.text()).toBe(201)
    const media = ((await uploaded.json()) as { doc: { id: number; filename: string } }).doc
    const article = await request.post('/api/news?locale=zh', {
      headers: auth,
      data: {
        title: `备份演练 ${stamp}`,
        slug: `backup-drill-${stamp}`,
        date: '2026-11-25',
        category: 'company',
        cover: media.id,
        sites: ['cn'],
        _status: 'published',
      },
    })
    expect(article.status(), await article.text()).toBe(201)
    const originalBytes = Buffer.from(await (await request.get(`/api/media/file/${media.filename}`)).body())
    expect(sha(originalBytes)).toBe(sha(picture))

    // 2. Back up the e2e database and the media folder of the server under test.
    const archive = path.join(dir, 'site.tar')
    const env = { ...process.env, DATABASE_URL: databaseUrl, MEDIA_DIR: path.join(root, 'media'), S3_BUCKET: '' }
    const backedUp = await run(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', 'backup', '--out', archive], {
      cwd: root,
      env,
    })
    expect(backedUp.stdout).toMatch(/wrote .*site\.tar/)
    expect(fs.statSync(archive).size).toBeGreaterThan(100_000)

    // 3. Restore into a fresh database and an empty bucket.
    const admin = new pg.Client({ connectionString: databaseUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE "${freshDb}" TEMPLATE template0`)
    await admin.end()
    const { default: S3rver } = await import('s3rver')
    const server = new S3rver({
      port: ports.s3,
      address: '127.0.0.1',
      silent: true,
      directory: path.join(dir, 's3'),
      configureBuckets: [{ name: 'restored-media', configs: [] }],
    })
    await server.run()
    s3 = server
    const s3Env = {
      S3_BUCKET: 'restored-media',
      S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    }
    const restoreEnv = { ...process.env, DATABASE_URL: freshUrl, ...s3Env }
    const started = Date.now()
    const restored = await run(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', 'restore', archive], {
      cwd: root,
      env: restoreEnv,
    })
    expect(restored.stdout).toMatch(/restored .*site\.tar/)
    console.log(
      `restore drill: archive ${(fs.statSync(archive).size / 1e6).toFixed(1)} MB, restored in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    )

    // 4. An instance on the restored data (its own empty uploads folder: every file must come from the bucket).
    const { SMTP_HOST: _smtp, REDIS_URL: _redis, ...inherited } = process.env
    instance = spawn(process.execPath, ['--import', 'tsx', 'scripts/run.ts', 'start'], {
      cwd: root,
      env: {
        ...inherited,
        ...s3Env,
        NODE_ENV: 'production',
        DATABASE_URL: freshUrl,
        PORT: String(ports.app),
        HOSTNAME: '127.0.0.1',
        PUBLIC_SERVER_URL: restoredUrl,
        MAIL_DELIVERY: 'log',
        TRUST_PROXY: 'true',
        MEDIA_DIR: path.join(dir, 'empty-uploads'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    instance.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    instance.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    await waitForReady(restoredUrl, instance, () => output.join('').slice(-4000), 180_000)

    // The same pages: every page's title in every language, and a rendered page.
    const titles = async (base: string, ctx: APIRequestContext) => {
      const answers = await Promise.all(
        ['zh', 'en', 'ru'].map(
          async (locale) =>
            (
              (await (await ctx.get(`${base}/api/pages?locale=${locale}&depth=0&limit=200&sort=id`)).json()) as {
                docs: Array<{ id: number; title: string }>
              }
            ).docs,
        ),
      )
      return answers.map((docs) => docs.map((doc) => `${doc.id}:${doc.title}`))
    }
    const before = await titles('', request)
    expect(before[0]!.length).toBeGreaterThan(5)
    expect(await titles(restoredUrl, request)).toEqual(before)
    const aboutHere = await (await request.get('/en/aboutus')).text()
    const aboutThere = await request.get(`${restoredUrl}/en/aboutus`)
    expect(aboutThere.status()).toBe(200)
    expect(/<h1[^>]*>(.*?)<\/h1>/s.exec(await aboutThere.text())?.[1]).toBe(
      /<h1[^>]*>(.*?)<\/h1>/s.exec(aboutHere)?.[1],
    )
    const news = (await (
      await request.get(`${restoredUrl}/api/news?where[slug][equals]=backup-drill-${stamp}&locale=zh&depth=0`)
    ).json()) as { docs: Array<{ title: string }> }
    expect(news.docs[0]?.title).toBe(`备份演练 ${stamp}`)

    // The same media bytes, served from the bucket; a seeded picture too.
    const served = await request.get(`${restoredUrl}/api/media/file/${media.filename}`)
    expect(served.status()).toBe(200)
    expect(sha(Buffer.from(await served.body()))).toBe(sha(picture))
    const seeded = (
      (await (await request.get('/api/media?limit=1&depth=0&sort=id')).json()) as { docs: Array<{ filename: string }> }
    ).docs[0]!
    const seededHere = Buffer.from(await (await request.get(`/api/media/file/${seeded.filename}`)).body())
    const seededThere = Buffer.from(
      await (await request.get(`${restoredUrl}/api/media/file/${seeded.filename}`)).body(),
    )
    expect(sha(seededThere)).toBe(sha(seededHere))

    // The same people log in: a demo member and the administrator.
    const member = await request.post(`${restoredUrl}/api/members/login`, {
      data: { email: 'normal@demo.test', password: 'demo12345' },
      headers: { 'x-forwarded-for': '198.51.100.80' },
    })
    expect(member.status()).toBe(200)
    const staff = await request.post(`${restoredUrl}/api/users/login`, {
      data: ADMIN,
      headers: { 'x-forwarded-for': '198.51.100.81' },
    })
    expect(staff.status()).toBe(200)

    // 5. A backup of the restored site, read from the bucket, holds the same rows and the same objects.
    const second = path.join(dir, 'again.tar')
    await run(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', 'backup', '--out', second], {
      cwd: root,
      env: restoreEnv,
    })
    const manifestOf = async (file: string) => {
      const out = path.join(dir, `m-${path.basename(file)}`)
      fs.mkdirSync(out)
      await run('tar', ['-xf', file, '-C', out, 'manifest.json'])
      return JSON.parse(fs.readFileSync(path.join(out, 'manifest.json'), 'utf8')) as Manifest
    }
    const [first, again] = [await manifestOf(archive), await manifestOf(second)]
    expect(again.counts.media).toBe(first.counts.media)
    expect(again.counts.members).toBe(first.counts.members)
    expect(again.media.objects.map((o) => `${o.key}:${o.sha256}`)).toEqual(
      first.media.objects.map((o) => `${o.key}:${o.sha256}`),
    )

    // 6. A restore over data that now exists is refused, and changes nothing.
    const refused = await run(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', 'restore', archive], {
      cwd: root,
      env: restoreEnv,
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    )
    expect(refused?.code).toBe(1)
    expect(refused?.stderr).toMatch(/refused: the database is not empty/)
    expect((await request.get(`${restoredUrl}/api/media/file/${media.filename}`)).status()).toBe(200)

    // A damaged archive is refused before anything is written.
    const damaged = path.join(dir, 'damaged.tar')
    const bytes = fs.readFileSync(archive)
    bytes[bytes.length - 20_000] = bytes[bytes.length - 20_000]! ^ 0xff
    fs.writeFileSync(damaged, bytes)
    const verify = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/backup.ts', 'backup', '--verify', damaged],
      { cwd: root, env },
    ).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    )
    expect(verify?.stderr).toMatch(/damaged|checksum|TAR_/i)
  } finally {
    if (instance && instance.exitCode === null) {
      instance.kill('SIGTERM')
      await new Promise((resolve) => instance!.once('exit', resolve))
    }
    await s3?.close().catch(() => {})
    const admin = new pg.Client({ connectionString: databaseUrl })
    await admin.connect().catch(() => {})
    await admin.query(`DROP DATABASE IF EXISTS "${freshDb}" WITH (FORCE)`).catch(() => {})
    await admin.end().catch(() => {})
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
