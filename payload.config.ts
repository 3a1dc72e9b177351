import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { seoPlugin } from '@payloadcms/plugin-seo'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { ru } from '@payloadcms/translations/languages/ru'
import { zh } from '@payloadcms/translations/languages/zh'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { canEditContent, staffRole } from './src/cms/access'
import { secureConfig } from './src/cms/secure-config'
import { CaseStudies } from './src/features/catalogue/CaseStudies'
import { Countries } from './src/features/catalogue/Countries'
import { Datasets } from './src/features/catalogue/Datasets'
import { LegalDocuments } from './src/features/markets/LegalDocuments'
import { Members } from './src/features/accounts/Members'
import { Media } from './src/features/media/Media'
import { NavItems } from './src/features/navigation/NavItems'
import { News } from './src/features/news/News'
import { Offices } from './src/features/catalogue/Offices'
import { Orders } from './src/features/orders/Orders'
import { OrderMails } from './src/features/orders/OrderMails'
import { PaymentEvents } from './src/features/orders/PaymentEvents'
import { PackageTiers } from './src/features/orders/PackageTiers'
import { Pages } from './src/features/pages/Pages'
import { Services } from './src/features/catalogue/Services'
import { Solutions } from './src/features/catalogue/Solutions'
import { Submissions } from './src/features/forms/Submissions'
import { TranslationTasks } from './src/features/translations/TranslationTasks'
import { GlossaryTerms } from './src/features/translations/GlossaryTerms'
import { Users } from './src/features/accounts/Users'
import { UtilityTools } from './src/features/catalogue/UtilityTools'
import { VerificationCodes } from './src/features/accounts/VerificationCodes'
import { CookieConsents } from './src/features/accounts/CookieConsents'
import { revalidateCollection } from './src/cms/revalidate'
import { withTranslatedGlobals, withTranslationTasks } from './src/features/translations/translation-state'
import {
  editorAidsForPluginFields,
  withEditorAids,
  withGlobalEditorAids,
} from './src/features/translations/editor-aids'
import { Footer } from './src/features/navigation/Footer'
import { Header } from './src/features/navigation/Header'
import { SiteSettings } from './src/features/site-settings/SiteSettings'
import { marketsTasks, searchPushPlugin } from './src/features/markets/search-push'
import { cdnPurgeTask } from './src/server/cdn/cdn-purge'
import { adminTranslations } from './src/i18n/admin'
import { xliffEndpoints } from './src/features/translations/endpoints/xliff'
import { addContentIndexes } from './src/db/indexes'
import { emailAdapter } from './src/server/email'
import { logger } from './src/server/log'
import { onShutdown } from './src/server/shutdown'
import { watchPayload } from './src/server/metrics'
import { tracePayloadOperations } from './src/server/trace-payload'
import { ORDER_MAIL_TASK, sendOrderMail } from './src/features/orders/payments/order-mail'
import { expireOrders, remindReservationsEnding } from './src/features/orders/payments/orders'
import { utilityListHandler } from './src/features/forms/api/utility-list'
import { submissionEndpoints } from './src/features/forms/api/submission-staff'
import { lockedLooksWrong } from './src/features/accounts/login'
import { payloadErrorAnswer } from './src/http/payload-api'
import { MAIL_ATTEMPTS, mailRetryDelayMs, NOTIFY_TASK, notifySubmission } from './src/features/forms/api/submissions'
import { previewUrl } from './src/data/preview'
import { hasPublicOrigin, isBuildPhase, payloadSecret, serverUrl, setting } from './src/settings'
import { isJobLeader } from './src/server/job-leader'
import { s3Storage } from './src/server/storage'
import { DEFAULT_LOCALE, LOCALE_FALLBACK, LOCALE_LABELS, LOCALES } from './src/domain/locale'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/**
 * The schedule of the order sweeps (expiry and the reminder every 10 minutes, PayPal reconciliation every 5):
 * ORDER_SWEEP_CRON (six-field cron) replaces both, so the end-to-end tests need not wait minutes for them.
 */
const orderSweepCron = (fallback: string): string => setting('ORDER_SWEEP_CRON') || fallback

// secureConfig closes what Payload's defaults leave open (versions, document locks, translators):
// src/cms/secure-config.ts
export default buildConfig({
  secret: payloadSecret(),
  serverURL: hasPublicOrigin() ? serverUrl() : undefined,
  // SPEC §3 Token: the token cookie is `ts-token`.
  cookiePrefix: 'ts',
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname, 'src') },
    meta: { titleSuffix: ' · TradeCompass admin' },
    // No Gravatar: the admin requests nothing from third-party hosts (blocked or slow in mainland China).
    avatar: 'default',
    components: {
      afterNavLinks: ['/features/translations/admin/TranslationStatusLink#TranslationStatusLink'],
      // The seed's placeholders still published (src/features/operations/launch-checklist.ts).
      beforeDashboard: ['/features/operations/LaunchChecklistPanel#LaunchChecklistPanel'],
      views: {
        translations: {
          Component: '/features/translations/admin/TranslationStatusView#TranslationStatusView',
          path: '/translations',
        },
      },
    },
    livePreview: {
      url: ({ data, collectionConfig, locale }) => previewUrl(collectionConfig?.slug, data, locale?.code),
      collections: ['pages', 'news', 'case-studies', 'solutions', 'services', 'legal-documents'],
      breakpoints: [
        { label: 'Mobile', name: 'mobile', width: 375, height: 812 },
        { label: 'Tablet', name: 'tablet', width: 768, height: 1024 },
        { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
      ],
    },
  },
  collections: withEditorAids(
    withTranslationTasks([
      Pages,
      News,
      CaseStudies,
      Solutions,
      Services,
      PackageTiers,
      Countries,
      Datasets,
      UtilityTools,
      LegalDocuments,
      Offices,
      NavItems,
      Media,
      Members,
      // The staff's export and resend endpoints are attached here: the collection stays free of the public API.
      { ...Submissions, endpoints: submissionEndpoints },
      Orders,
      PaymentEvents,
      OrderMails,
      VerificationCodes,
      CookieConsents,
      Users,
      TranslationTasks,
      GlossaryTerms,
    ]),
  ),
  // The globals are translated like the content: tracked, drafts published per locale
  // (src/features/translations/translation-state.ts).
  globals: withGlobalEditorAids(withTranslatedGlobals([SiteSettings, Header, Footer])),
  // SPEC §7: the utility list at /api/list (Payload owns /api/*, so it is a root endpoint).
  // XLIFF export and import for translators' CAT tools at /api/translations/xliff (staff only).
  endpoints: [{ path: '/list', method: 'get', handler: utilityListHandler }, ...xliffEndpoints],
  // Bad input is a 400 and a database outage a 503 (60007), never a 500 (src/http/payload-api.ts).
  hooks: { afterError: [lockedLooksWrong, payloadErrorAnswer] },
  plugins: [
    // Publishing or unpublishing a page, news item or legal text queues a push to IndexNow and Baidu.
    searchPushPlugin,
    // Several instances: uploads in an S3-compatible bucket when S3_BUCKET is set, else on local disk (MEDIA_DIR).
    ...s3Storage(),
    seoPlugin({
      collections: ['pages', 'news', 'case-studies', 'solutions', 'services'],
      uploadsCollection: 'media',
      tabbedUI: false,
      generateTitle: ({ doc }) =>
        `${(doc as { title?: string; name?: string }).title ?? (doc as { name?: string }).name ?? (doc as { customer?: string }).customer ?? ''} | TradeCompass`,
      generateDescription: ({ doc }) => String((doc as { summary?: string }).summary ?? '').slice(0, 160),
    }),
    redirectsPlugin({
      collections: ['pages'],
      overrides: {
        admin: { group: { en: 'Navigation', zh: '导航', ru: 'Навигация' } },
        access: { read: () => true, create: canEditContent, update: canEditContent, delete: canEditContent },
        hooks: (() => {
          const revalidate = revalidateCollection('redirects')
          return { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] }
        })(),
      },
    }),
    // Last: the source box under the fields the plugins above added (the SEO plugin's meta title and description).
    editorAidsForPluginFields,
  ],
  experimental: { localizeStatus: true },
  jobs: {
    // Only administrators run the queue by hand (/api/payload-jobs/run, /handle-schedules); the scheduler runs in
    // process.
    access: { run: ({ req }) => staffRole(req) === 'admin' },
    // Runs scheduled publishing, order expiry and submission e-mails inside the app process (not under tests, which run
    // the queue themselves). With several instances only the one holding
    // the job lock (src/server/job-leader.ts) schedules and runs jobs, so each schedule runs once across instances.
    autoRun:
      setting('NODE_ENV') === 'test' || isBuildPhase()
        ? undefined
        : [{ cron: '* * * * *', queue: 'default', limit: 50, disableScheduling: true }],
    shouldAutoRun: async (payload) => {
      if (!(await isJobLeader())) return false
      await payload.jobs.handleSchedules({ queue: 'default' })
      return true
    },
    tasks: [
      {
        // SPEC §4: an unpaid order is reserved 7 days, then invalid. Orders are also settled when read; this sweep
        // keeps the admin's list and any report honest without anyone opening them.
        slug: 'expireOrders',
        label: 'Invalidate unpaid orders past their reservation',
        schedule: [{ cron: orderSweepCron('0 */10 * * * *'), queue: 'default' }],
        outputSchema: [{ name: 'expired', type: 'number' }],
        handler: async ({ req }) => {
          const now = new Date()
          // Also the reminder the day before a reservation ends, queued once per order.
          await remindReservationsEnding(req.payload, now)
          return { output: { expired: await expireOrders(req.payload, now) } }
        },
      },
      {
        // The buyer's order mails (placed, paid, refunded, reservation ends tomorrow), retried by the queue.
        slug: ORDER_MAIL_TASK,
        label: 'E-mail a buyer about their order',
        inputSchema: [{ name: 'mail', type: 'number', required: true }],
        retries: { attempts: MAIL_ATTEMPTS - 1, backoff: { type: 'exponential', delay: mailRetryDelayMs() } },
        handler: async ({ input, req }) => ({ output: { result: await sendOrderMail(req.payload, input.mail) } }),
        outputSchema: [{ name: 'result', type: 'text' }],
      },
      {
        // A PayPal order approved while the buyer's page and the webhook both failed is settled from PayPal.
        slug: 'reconcilePayments',
        label: 'Settle PayPal orders the page and the webhook missed',
        schedule: [{ cron: orderSweepCron('30 */5 * * * *'), queue: 'default' }],
        outputSchema: [
          { name: 'checked', type: 'number' },
          { name: 'paid', type: 'number' },
        ],
        handler: async ({ req }) => {
          // Loaded when the job runs: the payment handlers import the app's data layer, which imports this config.
          const { paypalFromEnv } = await import('./src/features/orders/payments/handlers')
          const { reconcilePaypalOrders } = await import('./src/features/orders/payments/reconcile')
          const result = await reconcilePaypalOrders({
            payload: req.payload,
            now: () => new Date(),
            paypal: paypalFromEnv(),
          })
          return { output: { checked: result.checked, paid: result.settled.paid ?? 0 } }
        },
      },
      {
        // The e-mails of a stored submission (src/features/forms/api/submissions.ts): queued in the transaction that
        // stores it, so they survive a restart; a failed send is retried by the queue, what was sent is never resent.
        slug: NOTIFY_TASK,
        label: 'E-mail a visitor submission (staff notification, acknowledgement)',
        inputSchema: [{ name: 'submission', type: 'number', required: true }],
        retries: { attempts: MAIL_ATTEMPTS - 1, backoff: { type: 'exponential', delay: mailRetryDelayMs() } },
        handler: async ({ input, req }) => {
          const outcome = await notifySubmission(req.payload, input.submission)
          if (outcome?.lastError) throw new Error(outcome.lastError)
          return { output: {} }
        },
      },
      // Search-engine pushes on publish, the submissions' retention.
      ...marketsTasks,
      // The CDN's purge of the changed pages' tags (src/server/cdn/cdn-purge.ts), when a CDN is configured.
      cdnPurgeTask,
    ],
  },
  editor: lexicalEditor(),
  email: emailAdapter(),
  localization: {
    locales: LOCALES.map((code) => ({
      code,
      label: LOCALE_LABELS[code],
      ...(LOCALE_FALLBACK[code] ? { fallbackLocale: LOCALE_FALLBACK[code] } : {}),
    })),
    defaultLocale: DEFAULT_LOCALE,
    fallback: true,
    // "Publish" publishes the locale on screen only; publishing every locale is a separate, deliberate choice in the
    // button's menu. With autosave, another editor's half-typed draft in another locale never goes live by accident.
    defaultLocalePublishOption: 'active',
  },
  i18n: {
    fallbackLanguage: 'zh',
    supportedLanguages: { zh, en, ru },
    // Our admin views' labels and the labels plugin-redirects ships in English only.
    translations: adminTranslations,
  },
  db: postgresAdapter({
    pool: {
      connectionString: setting('DATABASE_URL'),
      // Payload keeps one client checked out: a pool of 1 hangs (STACK-NOTES.md).
      max: setting('DATABASE_POOL_MAX'),
      connectionTimeoutMillis: 10_000,
    },
    // The committed migrations in migrations/ are the schema, on real PostgreSQL and on the embedded one alike.
    push: false,
    // The embedded database (PGlite) runs one statement at a time for all connections: a transaction held open on one
    // connection while Payload reads on another never finishes. Without transactions every statement stands alone.
    ...(setting('EMBEDDED_DATABASE') === 'true' ? { transactionOptions: false as const } : {}),
    migrationDir: path.resolve(dirname, 'migrations'),
    // Indexes the content queries need that Payload does not make (src/db/indexes.ts).
    afterSchemaInit: [addContentIndexes],
  }),
  sharp,
  typescript: {
    outputFile: path.resolve(dirname, 'src/payload-types.ts'),
    // Outside production Payload regenerates this file on every start, in a child process that boots the config once
    // more. The tests start Payload once per integration file and once for the template's seed: each spawned a
    // generator writing into the worktree while the tests ran. They set PAYLOAD_TYPES_AUTOGENERATE=false
    // (vitest.config.ts, tests/int/global-setup.ts); `npm run dev` keeps it, `npm run generate:types` is unaffected.
    autoGenerate: setting('PAYLOAD_TYPES_AUTOGENERATE') !== 'false',
  },
  telemetry: false,
  // Payload's lines in the app's format: JSON, the request id on each, LOG_LEVEL (src/server/log.ts).
  logger: logger(),
  onInit: (payload) => {
    // A connection the database drops (restart, failover, outage) must not take the process down: the requests
    // that needed it fail (the public API answers 60007) and the pool reconnects.
    const pool = (payload.db as { pool?: { on: (event: 'error', listener: (error: Error) => void) => void } }).pool
    pool?.on('error', (error) => payload.logger.error({ err: error }, 'database connection lost'))
    // Its pool, jobs table and job runs in the metrics (src/server/metrics.ts).
    watchPayload(payload)
    // Spans of its Local API operations when tracing is on (src/server/tracing.ts); nothing otherwise.
    tracePayloadOperations(payload)
    // On SIGTERM (src/server/shutdown.ts): its scheduled job runs stop and its pool closes.
    onShutdown('payload', () => payload.destroy())
  },
}).then(secureConfig)
