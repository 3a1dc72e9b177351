import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Users } from './collections/Users'
import { payloadSecret, serverUrl } from './src/env'
import { DEFAULT_LOCALE, LOCALE_FALLBACK, LOCALE_LABELS, LOCALES } from './src/domain/locale'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  secret: payloadSecret(),
  serverURL: process.env.NEXT_PUBLIC_SERVER_URL ? serverUrl() : undefined,
  // SPEC §3 Token: the token cookie is `ts-token`.
  cookiePrefix: 'ts',
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname, 'src') },
    meta: { titleSuffix: ' · Trade sites admin' },
  },
  collections: [Users],
  editor: lexicalEditor(),
  localization: {
    locales: LOCALES.map((code) => ({
      code,
      label: LOCALE_LABELS[code],
      ...(LOCALE_FALLBACK[code] ? { fallbackLocale: LOCALE_FALLBACK[code] } : {}),
    })),
    defaultLocale: DEFAULT_LOCALE,
    fallback: true,
  },
  i18n: {
    fallbackLanguage: 'en',
  },
  db: postgresAdapter({
    pool: {
      connectionString: process.env.DATABASE_URL,
      // Payload keeps one client checked out: a pool of 1 hangs (STACK-NOTES.md).
      max: Number(process.env.DATABASE_POOL_MAX || 5),
      connectionTimeoutMillis: 10_000,
    },
    // The committed migrations in migrations/ are the schema, on real PostgreSQL and on the embedded one alike.
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
  }),
  sharp,
  typescript: {
    outputFile: path.resolve(dirname, 'src/payload-types.ts'),
  },
  telemetry: false,
})
