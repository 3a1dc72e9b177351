/**
 * Backups that restore (issue 22): one archive holds the database (`pg_dump`, custom format), every media object
 * (from the S3 bucket when S3_BUCKET is set, else MEDIA_DIR) and a manifest (versions, migrations, row counts, the
 * size and SHA-256 of every file). `restore` checks every checksum before it writes anything, fills an empty
 * database and an empty bucket or folder, refuses non-empty ones unless forced, and compares the row counts after.
 *
 * The archive is a plain tar (node-tar): the dump is already compressed and pictures do not shrink. PostgreSQL's own
 * tools do the database part: they are the only ones that keep every type, index and sequence exactly.
 */
import { createHash } from 'node:crypto'
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import pg from 'pg'
import * as tar from 'tar'

import { s3ClientConfig } from '../../server/storage'
import { environment } from '../../settings'

const run = promisify(execFile)

export const BACKUP_FORMAT = 'trade-sites-backup/1'

/** The tables whose row counts a restore must reproduce (what visitors, members and the finance team depend on). */
const COUNTED_TABLES = [
  'pages',
  'news',
  'solutions',
  'services',
  'media',
  'members',
  'orders',
  'submissions',
  'users',
  'payload_migrations',
]

type Env = Record<string, string | undefined>

export type MediaStore =
  { kind: 'local'; dir: string } | { kind: 's3'; bucket: string; prefix: string; client: S3Client }

export type Manifest = {
  format: typeof BACKUP_FORMAT
  createdAt: string
  app: { name: string; version: string }
  node: string
  postgres: { server: string; pgDump: string }
  migrations: string[]
  counts: Record<string, number>
  database: { file: string; bytes: number; sha256: string }
  media: {
    source: 'local' | 's3'
    count: number
    bytes: number
    objects: Array<{ key: string; bytes: number; sha256: string }>
  }
}

/** Where this deployment keeps its media: the same settings as src/server/storage.ts. */
export function mediaStoreFromEnv(env: Env = environment()): MediaStore {
  const bucket = env.S3_BUCKET?.trim()
  if (!bucket) return { kind: 'local', dir: path.resolve(env.MEDIA_DIR || 'media') }
  const client = new S3Client(s3ClientConfig(env))
  const prefix = (env.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, '')
  return { kind: 's3', bucket, prefix: prefix ? `${prefix}/` : '', client }
}

export function describeStore(store: MediaStore): string {
  return store.kind === 'local' ? `folder ${store.dir}` : `bucket s3://${store.bucket}/${store.prefix}`
}

/** The media object keys, relative to the folder or the bucket prefix, sorted. */
async function listKeys(store: MediaStore): Promise<string[]> {
  if (store.kind === 'local') {
    if (!fs.existsSync(store.dir)) return []
    const entries = await fs.promises.readdir(store.dir, { recursive: true, withFileTypes: true })
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(store.dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .sort()
  }
  const keys: string[] = []
  let token: string | undefined
  do {
    const page = await store.client.send(
      new ListObjectsV2Command({ Bucket: store.bucket, Prefix: store.prefix || undefined, ContinuationToken: token }),
    )
    for (const object of page.Contents ?? [])
      if (object.Key && !object.Key.endsWith('/')) keys.push(object.Key.slice(store.prefix.length))
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
  return keys.sort()
}

async function readObject(store: MediaStore, key: string): Promise<Buffer> {
  if (store.kind === 'local') return fs.promises.readFile(path.join(store.dir, key))
  const answer = await store.client.send(new GetObjectCommand({ Bucket: store.bucket, Key: `${store.prefix}${key}` }))
  return Buffer.from(await answer.Body!.transformToByteArray())
}

async function writeObject(store: MediaStore, key: string, bytes: Buffer, contentType: string): Promise<void> {
  if (store.kind === 'local') {
    const target = path.join(store.dir, key)
    await fs.promises.mkdir(path.dirname(target), { recursive: true })
    await fs.promises.writeFile(target, bytes)
    return
  }
  await store.client.send(
    new PutObjectCommand({ Bucket: store.bucket, Key: `${store.prefix}${key}`, Body: bytes, ContentType: contentType }),
  )
}

async function clearStore(store: MediaStore, keys: string[]): Promise<void> {
  if (store.kind === 'local') {
    for (const key of keys) await fs.promises.rm(path.join(store.dir, key), { force: true })
    return
  }
  for (let i = 0; i < keys.length; i += 1000) {
    const batch = keys.slice(i, i + 1000).map((key) => ({ Key: `${store.prefix}${key}` }))
    await store.client.send(new DeleteObjectsCommand({ Bucket: store.bucket, Delete: { Objects: batch, Quiet: true } }))
  }
}

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex')

async function fileSha256(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

/** A media key as it goes into the archive: no absolute paths, no `..`. */
function safeKey(key: string): string {
  const normal = path.posix.normalize(key)
  if (normal.startsWith('/') || normal.startsWith('..') || normal.includes('/../'))
    throw new BackupError(`unsafe media key in the archive: ${key}`)
  return normal
}

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.mp4': 'video/mp4',
  '.pdf': 'application/pdf',
}

/** A refusal the operator must read (not a defect): the CLI prints its message without a stack trace. */
export class BackupError extends Error {}

async function withClient<T>(databaseUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return await use(client)
  } finally {
    await client.end()
  }
}

async function countRows(
  databaseUrl: string,
): Promise<{ counts: Record<string, number>; migrations: string[]; server: string }> {
  return withClient(databaseUrl, async (client) => {
    const counts: Record<string, number> = {}
    const present = new Set(
      (
        await client.query<{ table_name: string }>(
          `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`,
        )
      ).rows.map((row) => row.table_name),
    )
    for (const table of COUNTED_TABLES) {
      if (present.has(table))
        counts[table] = Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM "${table}"`)).rows[0]!.n)
    }
    const migrations = present.has('payload_migrations')
      ? (
          await client.query<{ name: string }>(`SELECT name FROM payload_migrations WHERE name <> 'dev' ORDER BY name`)
        ).rows.map((row) => row.name)
      : []
    const server = (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]!.server_version
    return { counts, migrations, server }
  })
}

async function tableCount(databaseUrl: string): Promise<number> {
  return withClient(databaseUrl, async (client) =>
    Number(
      (
        await client.query<{ n: string }>(
          `SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = 'public'`,
        )
      ).rows[0]!.n,
    ),
  )
}

function appInfo(): { name: string; version: string } {
  const pkg = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as {
    name: string
    version: string
  }
  return { name: pkg.name, version: pkg.version }
}

/** `pg_dump` and `pg_restore` read the connection from the URL; a password in it stays out of the process list. */
function pgEnv(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl)
  const env = { ...environment() } as NodeJS.ProcessEnv
  if (url.password) {
    env.PGPASSWORD = decodeURIComponent(url.password)
    url.password = ''
  }
  return { url: url.toString(), env }
}

export async function backup(options: {
  databaseUrl: string
  store: MediaStore
  out: string
  log?: (line: string) => void
}): Promise<Manifest> {
  const log = options.log ?? (() => {})
  const staging = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'trade-backup-'))
  try {
    const { url, env } = pgEnv(options.databaseUrl)
    const before = await countRows(options.databaseUrl)
    const dumpFile = path.join(staging, 'database.dump')
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-acl', `--file=${dumpFile}`, url], {
      env,
      maxBuffer: 16 * 1024 * 1024,
    })
    const pgDump = (await run('pg_dump', ['--version'])).stdout.trim()
    log(`database: ${(fs.statSync(dumpFile).size / 1e6).toFixed(1)} MB dumped`)

    const objects: Manifest['media']['objects'] = []
    for (const key of await listKeys(options.store)) {
      const bytes = await readObject(options.store, key)
      const target = path.join(staging, 'media', safeKey(key))
      await fs.promises.mkdir(path.dirname(target), { recursive: true })
      await fs.promises.writeFile(target, bytes)
      objects.push({ key, bytes: bytes.length, sha256: sha256(bytes) })
    }
    log(`media: ${objects.length} objects from the ${describeStore(options.store)}`)

    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      app: appInfo(),
      node: process.version,
      postgres: { server: before.server, pgDump },
      migrations: before.migrations,
      counts: before.counts,
      database: { file: 'database.dump', bytes: fs.statSync(dumpFile).size, sha256: await fileSha256(dumpFile) },
      media: {
        source: options.store.kind,
        count: objects.length,
        bytes: objects.reduce((sum, object) => sum + object.bytes, 0),
        objects,
      },
    }
    await fs.promises.writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
    await fs.promises.mkdir(path.dirname(path.resolve(options.out)), { recursive: true })
    const entries = ['manifest.json', 'database.dump', ...(objects.length > 0 ? ['media'] : [])]
    const partial = `${options.out}.partial`
    await tar.create({ file: partial, cwd: staging, portable: true }, entries)
    // Written under another name and renamed: a backup cut off half-way is never mistaken for a whole one.
    await fs.promises.rename(partial, options.out)
    return manifest
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true })
  }
}

/** Reads an archive's manifest and checks every file against it. Returns the unpacked folder (caller removes it). */
async function unpack(file: string): Promise<{ dir: string; manifest: Manifest }> {
  if (!fs.existsSync(file)) throw new BackupError(`no such archive: ${file}`)
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'trade-restore-'))
  try {
    await tar.extract({ file, cwd: dir, strict: true })
    const manifestFile = path.join(dir, 'manifest.json')
    if (!fs.existsSync(manifestFile))
      throw new BackupError(`${file} is not a backup of this application (no manifest.json)`)
    const manifest = JSON.parse(await fs.promises.readFile(manifestFile, 'utf8')) as Manifest
    if (manifest.format !== BACKUP_FORMAT)
      throw new BackupError(
        `${file}: unknown backup format ${String(manifest.format)} (this version reads ${BACKUP_FORMAT})`,
      )
    const dump = path.join(dir, manifest.database.file)
    if (!fs.existsSync(dump) || (await fileSha256(dump)) !== manifest.database.sha256)
      throw new BackupError(`${file}: the database dump does not match its checksum; the archive is damaged`)
    for (const object of manifest.media.objects) {
      const target = path.join(dir, 'media', safeKey(object.key))
      if (!fs.existsSync(target) || sha256(await fs.promises.readFile(target)) !== object.sha256) {
        throw new BackupError(`${file}: media object ${object.key} does not match its checksum; the archive is damaged`)
      }
    }
    return { dir, manifest }
  } catch (error) {
    await fs.promises.rm(dir, { recursive: true, force: true })
    throw error
  }
}

export async function verifyArchive(file: string): Promise<Manifest> {
  const { dir, manifest } = await unpack(file)
  await fs.promises.rm(dir, { recursive: true, force: true })
  return manifest
}

export async function restore(options: {
  databaseUrl: string
  store: MediaStore
  file: string
  force?: boolean
  log?: (line: string) => void
}): Promise<Manifest> {
  const log = options.log ?? (() => {})
  const { dir, manifest } = await unpack(options.file)
  try {
    // Refuse before changing anything: a restore over live data is what loses a company its data.
    const tables = await tableCount(options.databaseUrl)
    const existing = await listKeys(options.store)
    if (!options.force && tables > 0)
      throw new BackupError(
        `the database is not empty (${tables} tables); restore into an empty one, or pass --force to replace its contents`,
      )
    if (!options.force && existing.length > 0)
      throw new BackupError(
        `the ${describeStore(options.store)} is not empty (${existing.length} objects); restore into an empty one, or pass --force to replace its contents`,
      )
    if (tables > 0) {
      await withClient(options.databaseUrl, (client) =>
        client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public;'),
      )
      log(`database: ${tables} existing tables dropped (--force)`)
    }
    if (existing.length > 0) {
      await clearStore(options.store, existing)
      log(`media: ${existing.length} existing objects removed (--force)`)
    }
    const { url, env } = pgEnv(options.databaseUrl)
    await run(
      'pg_restore',
      [
        '--no-owner',
        '--no-acl',
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${url}`,
        path.join(dir, manifest.database.file),
      ],
      { env, maxBuffer: 16 * 1024 * 1024 },
    )
    log(`database: restored from a dump of ${manifest.createdAt}`)
    for (const object of manifest.media.objects) {
      const bytes = await fs.promises.readFile(path.join(dir, 'media', safeKey(object.key)))
      await writeObject(
        options.store,
        object.key,
        bytes,
        CONTENT_TYPES[path.extname(object.key).toLowerCase()] ?? 'application/octet-stream',
      )
    }
    log(`media: ${manifest.media.count} objects into the ${describeStore(options.store)}`)
    const after = await countRows(options.databaseUrl)
    const differ = Object.entries(manifest.counts).filter(([table, n]) => after.counts[table] !== n)
    if (differ.length > 0) {
      throw new BackupError(
        `restored row counts differ from the backup: ${differ.map(([table, n]) => `${table} ${after.counts[table]} ≠ ${n}`).join(', ')}`,
      )
    }
    return manifest
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true })
  }
}
