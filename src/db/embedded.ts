/**
 * The embedded PostgreSQL used when DATABASE_URL is unset: PGlite (PostgreSQL compiled to WASM) keeping its data in
 * `.data/pglite`, served on a loopback port by pglite-socket so that @payloadcms/db-postgres talks to it over the
 * ordinary wire protocol, exactly as it talks to a real server. A development and test convenience, never the
 * production database (PGlite runs one query at a time).
 *
 * A lock file next to the data refuses a second process on the same data folder.
 * Why: docs/decisions/0002-embedded-pglite-database.md.
 */
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

export type EmbeddedDatabase = {
  url: string
  port: number
  stop: () => Promise<void>
}

export type EmbeddedOptions = {
  /** A folder for the data, or 'memory://' for a throwaway database. */
  dataDir: string
  port?: number
  /** Covers every process's pool together (app, build workers, migrations). */
  maxConnections?: number
  /**
   * Starts from a copy of another database (a tarball of its data folder, PGlite's `dumpDataDir`): the tests' template.
   */
  loadDataDir?: Blob
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Takes the lock on a data folder, or throws naming the process that holds it. */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true })
  const lockFile = path.join(dataDir, '..', `${path.basename(dataDir)}.lock`)
  try {
    fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    const holder = Number(fs.readFileSync(lockFile, 'utf8').trim())
    if (holder && holder !== process.pid && processIsAlive(holder)) {
      throw new Error(
        `The embedded database in ${dataDir} is already in use by process ${holder}. ` +
          'Stop that process first, or set DATABASE_URL to use a PostgreSQL server.',
      )
    }
    // A stale lock left by a process that died: take it over.
    fs.writeFileSync(lockFile, String(process.pid))
  }
  let released = false
  return () => {
    if (released) return
    released = true
    try {
      if (fs.readFileSync(lockFile, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockFile)
    } catch {
      /* already gone */
    }
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

export async function startEmbeddedDatabase(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const { PGlite } = await import('@electric-sql/pglite')
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket')
  const inMemory = options.dataDir.startsWith('memory://')
  const unlock = inMemory ? () => {} : lockDataDir(options.dataDir)
  try {
    const db = await PGlite.create(
      inMemory ? options.dataDir : path.resolve(options.dataDir),
      options.loadDataDir ? { loadDataDir: options.loadDataDir } : {},
    )
    const port = options.port ?? (await freePort())
    const server = new PGLiteSocketServer({
      db,
      host: '127.0.0.1',
      port,
      maxConnections: options.maxConnections ?? 64,
    })
    await server.start()
    let stopped = false
    return {
      port,
      url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
      stop: async () => {
        if (stopped) return
        stopped = true
        await server.stop().catch(() => {})
        await db.close().catch(() => {})
        unlock()
      },
    }
  } catch (error) {
    unlock()
    throw error
  }
}
