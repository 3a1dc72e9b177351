/**
 * Backups that restore: one archive holds the database (`pg_dump`, custom format), every media object
 * (from the S3 bucket when S3_BUCKET is set, else MEDIA_DIR) and a manifest (versions, migrations, row counts, the
 * size and SHA-256 of every file). The row counts are read in the very snapshot `pg_dump` dumps (an exported
 * snapshot of a REPEATABLE READ transaction held open meanwhile), so a backup taken during writes agrees with itself.
 * `verify` checks every checksum and counts the rows inside the dump itself. `restore` does both before it writes
 * anything, then loads the dump into an empty database (or one it replaces, when forced) in a single transaction that
 * compares the row counts before it commits: a restore either lands whole and checked, or leaves the target as it was.
 *
 * The archive is a plain tar (node-tar): the dump is already compressed and pictures do not shrink. PostgreSQL's own
 * tools do the database part: they are the only ones that keep every type, index and sequence exactly.
 */
import { createHash } from 'node:crypto'
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
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

type DatabaseFacts = { counts: Record<string, number>; migrations: string[]; server: string }

/** Row counts, applied migrations and the server's version, read on `client` (in whatever snapshot it is in). */
async function readFacts(client: pg.Client): Promise<DatabaseFacts> {
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
}

/**
 * Runs `use` with the id of a snapshot exported from a read-only REPEATABLE READ transaction and the facts read in
 * it; the transaction stays open until `use` is done, which is what keeps the snapshot importable by `pg_dump`.
 */
async function inExportedSnapshot<T>(
  databaseUrl: string,
  use: (snapshot: string, facts: DatabaseFacts) => Promise<T>,
): Promise<T> {
  return withClient(databaseUrl, async (client) => {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    try {
      const snapshot = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0]!.id
      return await use(snapshot, await readFacts(client))
    } finally {
      await client.query('COMMIT')
    }
  })
}

/**
 * The rows of the counted tables inside a custom-format dump, counted from `pg_restore`'s COPY text (one line per
 * row: the text format escapes newlines inside values), without a database.
 */
export async function dumpCounts(dumpFile: string): Promise<Record<string, number>> {
  const args = ['--data-only', '--file=-', ...COUNTED_TABLES.map((table) => `--table=${table}`), dumpFile]
  const child = spawn('pg_restore', args, { stdio: ['ignore', 'pipe', 'pipe'] })
  let stderr = ''
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject)
    child.on('close', resolve)
  })
  const counts: Record<string, number> = {}
  let table: string | null = null
  let rest = ''
  for await (const chunk of child.stdout.setEncoding('utf8') as AsyncIterable<string>) {
    const lines = (rest + chunk).split('\n')
    rest = lines.pop()!
    for (const line of lines) {
      if (table === null) {
        const copy = /^COPY (?:"?[^".\s]+"?\.)?"?([^".\s]+)"? .*FROM stdin;$/.exec(line)
        if (copy) {
          table = copy[1]!
          counts[table] = 0
        }
      } else if (line === '\\.') table = null
      else counts[table]! += 1
    }
  }
  const code = await exited
  if (code !== 0) throw new BackupError(`the database dump cannot be read (pg_restore: ${stderr.trim() || code})`)
  return counts
}

/** The counted tables whose rows in the dump differ from the manifest, as `table dump ≠ manifest`. */
function countDifferences(expected: Record<string, number>, actual: Record<string, number>): string[] {
  return Object.entries(expected)
    .filter(([table, n]) => (actual[table] ?? 0) !== n)
    .map(([table, n]) => `${table} ${actual[table] ?? 0} ≠ ${n}`)
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
  const pkg = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8')) as {
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
    const dumpFile = path.join(staging, 'database.dump')
    // The counts are read in the snapshot pg_dump dumps: rows written meanwhile are in neither.
    const before = await inExportedSnapshot(options.databaseUrl, async (snapshot, facts) => {
      await run(
        'pg_dump',
        ['--format=custom', '--no-owner', '--no-acl', `--snapshot=${snapshot}`, `--file=${dumpFile}`, url],
        { env, maxBuffer: 16 * 1024 * 1024 },
      )
      return facts
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

/**
 * Reads an archive's manifest and checks every file and the dump's row counts against it. Returns the unpacked folder
 * (the caller removes it) and the counts a restore must reproduce.
 */
async function unpack(
  file: string,
  options: { countsFromDump?: boolean } = {},
): Promise<{ dir: string; manifest: Manifest; counts: Record<string, number> }> {
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
    const inDump = await dumpCounts(dump)
    const differ = countDifferences(manifest.counts, inDump)
    if (differ.length > 0 && !options.countsFromDump)
      throw new BackupError(
        `${file}: the dump's row counts differ from its manifest: ${differ.join(', ')}. The dump itself is intact ` +
          "(checksum); an archive written while the site was written to, before the counts were read in the dump's " +
          'snapshot, is restored as the dump has it with --counts-from-dump',
      )
    const counted = Object.fromEntries(Object.keys(manifest.counts).map((table) => [table, inDump[table] ?? 0]))
    return { dir, manifest, counts: options.countsFromDump ? counted : manifest.counts }
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

/**
 * SQL that aborts the restore's transaction unless every counted table holds the manifest's rows. The table names
 * come from this file's list, the numbers are checked integers: an archive cannot inject anything here.
 */
function countCheckSql(counts: Record<string, number>): string {
  const checks = Object.entries(counts)
    .filter(([table]) => COUNTED_TABLES.includes(table))
    .map(([table, n]) => {
      if (!Number.isSafeInteger(n) || n < 0) throw new BackupError(`the manifest's count of ${table} is not a number`)
      return `  SELECT count(*) INTO n FROM public."${table}";
  IF n <> ${n} THEN bad := bad || format(' ${table} %s ≠ ${n}', n); END IF;`
    })
  return `DO $restore_check$ DECLARE n bigint; bad text := ''; BEGIN
${checks.join('\n')}
  IF bad <> '' THEN RAISE EXCEPTION 'restored row counts differ from the backup:%', bad; END IF;
END $restore_check$;
`
}

/**
 * Loads the dump into the database in one transaction: `replace` first drops what is there, the row counts are
 * compared last, and any error (the comparison's included) rolls everything back.
 */
async function loadDump(databaseUrl: string, dumpFile: string, counts: Record<string, number>, replace: boolean) {
  const { url, env } = pgEnv(databaseUrl)
  const sql = spawn('pg_restore', ['--no-owner', '--no-acl', '--file=-', dumpFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const psql = spawn(
    'psql',
    ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', '--single-transaction', '--file=-', `--dbname=${url}`],
    { env, stdio: ['pipe', 'ignore', 'pipe'] },
  )
  let errors = ''
  for (const child of [sql, psql]) child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk))
  const exit = (child: ChildProcess) =>
    new Promise<number | null>((resolve, reject) => {
      child.on('error', reject)
      child.on('close', resolve)
    })
  const restoreExit = exit(sql)
  const exits = Promise.all([restoreExit, exit(psql)])
  async function* script() {
    if (replace) yield 'DROP SCHEMA public CASCADE;\nCREATE SCHEMA public;\n'
    yield* sql.stdout as AsyncIterable<Buffer>
    // A dump read only in part must not be committed, even when the part happens to hold every counted row.
    if ((await restoreExit) !== 0)
      yield "\nDO $failed$ BEGIN RAISE EXCEPTION 'pg_restore could not read the whole dump'; END $failed$;\n"
    yield `\n${countCheckSql(counts)}`
  }
  await pipeline(Readable.from(script()), psql.stdin!).catch(() => {})
  const [restoreCode, psqlCode] = await exits
  if (restoreCode === 0 && psqlCode === 0) return
  const mismatch = /restored row counts differ from the backup:.*/.exec(errors)
  if (mismatch) throw new BackupError(`${mismatch[0]}; nothing was changed`)
  throw new BackupError(`the database could not be restored, nothing was changed: ${errors.trim().slice(0, 2000)}`)
}

export async function restore(options: {
  databaseUrl: string
  store: MediaStore
  file: string
  force?: boolean
  /** Expect the dump's own row counts rather than the manifest's (archives whose counts were read apart from it). */
  countsFromDump?: boolean
  log?: (line: string) => void
}): Promise<Manifest> {
  const log = options.log ?? (() => {})
  // Checksums and the dump's own row counts, before anything is written.
  const { dir, manifest, counts } = await unpack(options.file, { countsFromDump: options.countsFromDump })
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
    await loadDump(options.databaseUrl, path.join(dir, manifest.database.file), counts, tables > 0)
    if (tables > 0) log(`database: ${tables} existing tables replaced (--force)`)
    log(`database: restored from a dump of ${manifest.createdAt}, row counts equal to the backup's`)
    if (existing.length > 0) {
      await clearStore(options.store, existing)
      log(`media: ${existing.length} existing objects removed (--force)`)
    }
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
    return manifest
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true })
  }
}
