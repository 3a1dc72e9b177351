/**
 * One entry point for every command that needs a database: `dev`, `start`, `build`, `migrate`, `seed`,
 * `migrate:create`, `generate:types`, `generate:importmap`.
 *
 * DATABASE_URL set → that PostgreSQL. Unset → the embedded PGlite database in `.data/pglite`, started here, served
 * on a loopback port for the lifetime of the command, and stopped with it. Before `dev`, `start` and `build` the
 * database is migrated and, when empty, seeded.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)
if (fs.existsSync('.env')) process.loadEnvFile('.env')

const command = process.argv[2] ?? 'dev'
const rest = process.argv.slice(3)
const KNOWN = ['dev', 'start', 'build', 'migrate', 'seed', 'migrate:create', 'generate:types', 'generate:importmap']
if (!KNOWN.includes(command)) {
  console.error(`Unknown command "${command}". Use one of: ${KNOWN.join(', ')}`)
  process.exit(2)
}

const env = process.env as Record<string, string | undefined>
if (command === 'start' || command === 'build') env.NODE_ENV = 'production'
else if (!env.NODE_ENV) env.NODE_ENV = 'development'

let stopDatabase: () => Promise<void> = async () => {}

async function useDatabase(): Promise<void> {
  if (process.env.DATABASE_URL) return
  const { startEmbeddedDatabase } = await import('../src/db/embedded')
  const dataDir = process.env.EMBEDDED_DATA_DIR || path.join(root, '.data', 'pglite')
  const fresh = !fs.existsSync(path.join(dataDir, 'PG_VERSION'))
  console.log(`[db] embedded PostgreSQL (PGlite) in ${path.relative(root, dataDir)}${fresh ? ' (new)' : ''}`)
  const db = await startEmbeddedDatabase({
    dataDir,
    port: process.env.EMBEDDED_DB_PORT ? Number(process.env.EMBEDDED_DB_PORT) : undefined,
  })
  process.env.DATABASE_URL = db.url
  // PGlite runs one query at a time in one session: no transactions (payload.config.ts), one connection for the
  // rate limiter's pool (src/features/forms/api/limits.ts).
  process.env.EMBEDDED_DATABASE = 'true'
  console.log(`[db] listening on 127.0.0.1:${db.port}`)
  stopDatabase = db.stop
}

async function prepare({ seedAlways, scale = 0 }: { seedAlways: boolean; scale?: number }): Promise<void> {
  const { getPayload } = await import('payload')
  const { default: config } = await import('../payload.config')
  const { migrateDatabase, releaseDatabase, underMigrationLock } = await import('../src/db/prepare')
  const { seed, isSeeded, seedDemoMembers } = await import('../src/seed')
  // Say so when preparing the database takes unusually long (it normally takes a few seconds, the first seed ~30 s).
  const slow = setTimeout(() => {
    console.warn(
      '[db] still preparing the database after 90 s. If this persists, stop (Ctrl-C) and start again; with the embedded database, check that no other process uses .data/pglite.',
    )
  }, 90_000)
  slow.unref()
  const payload = await getPayload({ config })
  try {
    // One process at a time (instances starting together, a compose `migrate` step beside them): src/db/prepare.ts.
    await underMigrationLock(async () => {
      await migrateDatabase(payload)
      if (seedAlways || !(await isSeeded(payload))) await seed(payload)
      // SEED_DEMO_MEMBERS=true adds the demo members to an existing database too (idempotent).
      else await seedDemoMembers(payload)
    })
    clearTimeout(slow)
    if (scale > 0) await (await import('../src/seed/scale')).seedScale(payload, scale)
    // Production: a loud structured warning while a placeholder of the seed is still published.
    if (command === 'start') {
      const { warnOfOpenLaunchItems } = await import('../src/features/operations/launch-checklist')
      const { log } = await import('../src/server/log')
      await warnOfOpenLaunchItems(payload, log).catch((error) =>
        log.error({ err: error }, 'launch checklist: could not run'),
      )
    }
  } finally {
    clearTimeout(slow)
    await payload.destroy().catch(() => {})
    releaseDatabase(payload)
  }
}

/** src/server/serve.ts bundled by esbuild (dependencies external) into .next/serve.mjs; tsx when esbuild is absent. */
async function bundledServer(): Promise<string[]> {
  const entry = path.join(root, 'src/server/serve.ts')
  const outfile = path.join(root, '.next', 'serve.mjs')
  try {
    const { build } = await import('esbuild')
    await build({
      entryPoints: [entry],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      outfile,
      logLevel: 'error',
    })
    return [outfile]
  } catch (error) {
    console.warn(`[start] running src/server/serve.ts through tsx (could not bundle it: ${String(error)})`)
    return ['--import', 'tsx', entry]
  }
}

function run(bin: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { stdio: 'inherit', env: process.env })
    const forward = (signal: NodeJS.Signals) => () => child.kill(signal)
    const onInt = forward('SIGINT')
    const onTerm = forward('SIGTERM')
    process.on('SIGINT', onInt)
    process.on('SIGTERM', onTerm)
    child.on('exit', (code, signal) => {
      process.off('SIGINT', onInt)
      process.off('SIGTERM', onTerm)
      resolve(code ?? (signal ? 0 : 1))
    })
  })
}

const nextBin = path.join(root, 'node_modules/next/dist/bin/next')
const payloadBin = path.join(root, 'node_modules/payload/bin.js')

async function main(): Promise<number> {
  if (command === 'generate:types' || command === 'generate:importmap') {
    // These read the config only; they never connect, so they need no database (and can run beside `npm run dev`).
    process.env.DATABASE_URL ||= 'postgres://unused@127.0.0.1:1/unused'
    return run(payloadBin, [command, ...rest])
  }
  await useDatabase()
  switch (command) {
    case 'migrate':
      await prepare({ seedAlways: false })
      console.log('[db] migrations applied')
      return 0
    case 'seed': {
      // `npm run seed -- --scale N`: also N news, N/10 pages (src/seed/scale.ts), for the content bench.
      const at = rest.indexOf('--scale')
      const scale = at >= 0 ? Number(rest[at + 1]) : 0
      if (at >= 0 && !(Number.isInteger(scale) && scale > 0)) {
        console.error('--scale needs a positive whole number, e.g. npm run seed -- --scale 1000')
        return 2
      }
      await prepare({ seedAlways: true, scale })
      console.log('[seed] done')
      return 0
    }
    case 'migrate:create':
    case 'generate:types':
    case 'generate:importmap':
      return run(payloadBin, [command, ...rest])
    case 'build':
      await prepare({ seedAlways: false })
      return run(nextBin, ['build', ...rest])
    case 'start': {
      // Production refuses to run half-configured (no SMTP, no public origin, a default secret): before migrating.
      const { productionConfigError } = await import('../src/settings')
      const problem = productionConfigError()
      if (problem) {
        console.error(problem)
        return 1
      }
      await prepare({ seedAlways: false })
      // Next's handler behind the guest page cache (src/server/serve.ts), on PORT: bundled to plain JavaScript first
      // (as the Docker image does). Under `--import tsx` every module Next loads while serving goes through tsx's
      // loader hooks and source maps, which cut the throughput of uncached pages by about half.
      {
        const [bin, ...args] = await bundledServer()
        return run(bin!, [...args, ...rest])
      }
    }
    default: {
      // Development starts whatever the settings, but says which values it will refuse when they are read.
      const { settingsProblems } = await import('../src/settings')
      for (const problem of settingsProblems()) console.warn(`[settings] ${problem}`)
      await prepare({ seedAlways: false })
      return run(nextBin, ['dev', '-p', process.env.PORT || '3000', ...rest])
    }
  }
}

main()
  .then(async (code) => {
    await stopDatabase()
    process.exit(code)
  })
  .catch(async (error) => {
    console.error(error instanceof Error ? error.message : error)
    await stopDatabase()
    process.exit(1)
  })
