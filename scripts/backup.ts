/**
 * `npm run backup -- [--out FILE]` and `npm run restore -- FILE [--force] [--counts-from-dump]`
 * (src/features/operations/backup.ts; docs/OPERATIONS.md "Backups"). Both read DATABASE_URL and the media settings
 * (S3_* or MEDIA_DIR) from the environment or `.env`, as the app does. `npm run backup -- --verify FILE` checks an
 * archive's checksums and the dump's row counts without restoring it.
 */
import fs from 'node:fs'
import path from 'node:path'

import {
  backup,
  BackupError,
  describeStore,
  mediaStoreFromEnv,
  restore,
  verifyArchive,
} from '../src/features/operations/backup'

const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)
if (fs.existsSync('.env')) process.loadEnvFile('.env')

const [command, ...args] = process.argv.slice(2)
const flag = (name: string) => args.includes(name)
const valueOf = (name: string) => {
  const at = args.indexOf(name)
  return at >= 0 ? args[at + 1] : undefined
}
const log = (line: string) => console.log(`[${command}] ${line}`)

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL
  if (command === 'backup' && flag('--verify')) {
    const file = valueOf('--verify')
    if (!file) throw new BackupError('usage: npm run backup -- --verify FILE')
    const manifest = await verifyArchive(file)
    log(
      `${file}: intact (${manifest.createdAt}, ${manifest.media.count} media objects, ${JSON.stringify(manifest.counts)})`,
    )
    return
  }
  if (!databaseUrl) {
    throw new BackupError(
      'DATABASE_URL is not set. Backups are for a PostgreSQL server; the embedded development database lives in .data/ (stop the app and copy that folder).',
    )
  }
  const store = mediaStoreFromEnv()
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-')
    const out = path.resolve(
      valueOf('--out') ?? path.join(process.env.BACKUP_DIR || 'backups', `trade-sites-${stamp}.tar`),
    )
    const started = Date.now()
    const manifest = await backup({ databaseUrl, store, out, log })
    log(
      `wrote ${out}: ${(fs.statSync(out).size / 1e6).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s; rows ${JSON.stringify(manifest.counts)}`,
    )
    return
  }
  if (command === 'restore') {
    const file = args.find((arg) => !arg.startsWith('--'))
    if (!file) throw new BackupError('usage: npm run restore -- FILE [--force] [--counts-from-dump]')
    const started = Date.now()
    const manifest = await restore({
      databaseUrl,
      store,
      file: path.resolve(file),
      force: flag('--force'),
      countsFromDump: flag('--counts-from-dump'),
      log,
    })
    log(
      `restored ${file} (${manifest.createdAt}) into ${new URL(databaseUrl).pathname.slice(1)} and the ${describeStore(store)} in ${((Date.now() - started) / 1000).toFixed(1)} s; rows ${JSON.stringify(manifest.counts)}`,
    )
    log('start the app on it (npm start): it applies any newer migrations before serving')
    return
  }
  throw new BackupError(
    'usage: npm run backup -- [--out FILE] | npm run backup -- --verify FILE | ' +
      'npm run restore -- FILE [--force] [--counts-from-dump]',
  )
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    // An operator's mistake (a non-empty target, a damaged archive) is one line; anything else is a defect.
    if (error instanceof BackupError) console.error(`[${command}] refused: ${error.message}`)
    else console.error(`[${command}] failed:`, error)
    process.exit(1)
  },
)
