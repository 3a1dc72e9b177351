/**
 * Every environment variable the app reads, declared once: its type (a zod schema for the text of a set value), its
 * default, a one-line description, and what production asks of it. Nothing else in src/ reads `process.env`.
 *
 * Values are read when asked for, from the environment as it is then (`setting(name)`, `settings()`): one image
 * serves any deployment, and tests change `process.env` between calls. An empty value counts as unset (`NAME=` in a
 * copied .env.example). A value of the wrong type is refused with a message naming the variable.
 *
 * The README's "Environment variables" table and `.env.example` are written from `SETTINGS` by
 * `npm run settings:docs` (scripts/settings-docs.ts); a unit test fails when they differ.
 */
import { z } from 'zod'

export type Env = Partial<Record<string, string | undefined>>
type Site = 'cn' | 'en' | 'ru'

export const DEVELOPMENT_SECRET = 'development-secret-change-me'

/** Values that must never be used as a production secret (our default and the ones from well-known templates). */
const DEFAULT_SECRETS = new Set([DEVELOPMENT_SECRET, 'YOUR_SECRET_HERE', 'changeme', 'secret', ''])

// --- Types of values ------------------------------------------------------------------------------------------------

const text = () => z.string()

const wholeNumber = (min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))

const flag = (...accepted: string[]) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((value) => accepted.includes(value), `must be one of ${accepted.join(', ')}`)

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(values, { error: `must be one of ${values.join(', ')}` }))

const address = (protocols: string[] = ['http:', 'https:']) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol)
        } catch {
          return false
        }
      },
      `must be an address starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    )

const origins = () =>
  text().refine(
    (value) => value.split(/\s+/).every((part) => part === '' || /^https?:\/\/[^\s/]+$/.test(part.replace(/\/+$/, ''))),
    'must be origins such as https://example.com, separated by spaces',
  )

// --- Declarations ---------------------------------------------------------------------------------------------------

interface Declared<T> {
  group: string
  schema: z.ZodType<T>
  fallback: T
  /** The default as documented; `fallback` is the typed value. */
  shown?: string
  /** The value `.env.example` carries (default: empty); null leaves out a variable the tools set, not people. */
  example?: string | null
  /** The README's description; a setting without one shares the description of the one declared before it. */
  doc?: string
  /** What production asks of the value, as one sentence for the docs; `check` tells whether it is met. */
  production?: { rule: string; check: (env: Env) => string | null }
}

type Meta = Omit<Declared<unknown>, 'schema' | 'fallback' | 'group'>

function optional<T>(group: string, schema: z.ZodType<T>, meta: Meta = {}): Declared<T | undefined> {
  return { group, schema, fallback: undefined, ...meta }
}

function withDefault<T>(group: string, schema: z.ZodType<T>, fallback: T, meta: Meta = {}): Declared<T> {
  return { group, schema, fallback, shown: String(fallback), ...meta }
}

const DATABASE = 'Database'
const SITES = 'Payload and the sites'
const SERVER = 'The production server'
const MEMBERS = 'Members, cookies and the console'
const MAIL = 'Mail'
const API = 'Public API'
const PAYMENTS = 'Payments'
const ANALYTICS = 'Analytics and search engines'
const CLUSTER = 'Several instances'
const OBSERVABILITY = 'Observability and builds'
const CDN = 'A CDN in front'
const TOOLS = 'Seeds, tests and benchmarks'

const perSiteOrigin = (site: string) =>
  optional(
    SITES,
    address(),
    site === 'CN' ? { doc: 'the public address of one site, when the three sites live on different domains' } : {},
  )

const productionOnly = (env: Env) => env.NODE_ENV === 'production' && env.NEXT_PHASE !== 'phase-production-build'

export const SETTINGS = {
  DATABASE_URL: optional(DATABASE, address(['postgres:', 'postgresql:']), {
    doc: 'PostgreSQL connection string; unset → embedded PGlite in `.data/pglite`',
  }),
  DATABASE_POOL_MAX: withDefault(DATABASE, wholeNumber(2, 1000), 5, {
    doc: 'connections per process (default 5; Payload needs at least 2)',
    example: '5',
  }),
  EMBEDDED_DATA_DIR: optional(DATABASE, text(), {
    doc: 'where the embedded database keeps its data; a fixed loopback port for it',
  }),
  EMBEDDED_DB_PORT: optional(DATABASE, wholeNumber(1, 65535)),
  EMBEDDED_DATABASE: optional(DATABASE, flag('true', 'false'), {
    example: null,
    doc: 'set to `true` by `npm run dev` / `npm start` when they started the embedded database (not set by hand)',
  }),

  PAYLOAD_SECRET: optional(SITES, text(), {
    doc: 'required in production (32+ random characters); production refuses a missing or default one',
    production: {
      rule: 'set, not a known default, 32+ characters',
      check: (env) =>
        secretIsWeak(env.PAYLOAD_SECRET)
          ? 'PAYLOAD_SECRET is missing, a default value, or shorter than 32 characters: ' +
            'set it to a random value (openssl rand -hex 32).'
          : null,
    },
  }),
  PUBLIC_SERVER_URL: optional(SITES, address(), {
    doc:
      'the public address, read at run time: canonical links, og:url, hreflang, sitemap, robots.txt, JSON-LD, e-mail ' +
      'links (default `http://localhost:PORT`; a `NEXT_PUBLIC_SERVER_URL` set at run time is still honoured)',
    production: {
      rule: 'one of the two set',
      check: (env) =>
        hasPublicOrigin(env)
          ? null
          : 'PUBLIC_SERVER_URL is not set: set it to the public address of the sites (e.g. ' +
            'https://www.tradecompass.com); links, e-mails and canonical URLs are built from it.',
    },
  }),
  NEXT_PUBLIC_SERVER_URL: optional(SITES, address(), { example: null }),
  PUBLIC_URL_CN: perSiteOrigin('CN'),
  PUBLIC_URL_EN: perSiteOrigin('EN'),
  PUBLIC_URL_RU: perSiteOrigin('RU'),
  MEDIA_DIR: withDefault(SITES, text(), 'media', { doc: 'where uploads are stored (default `media/`)' }),
  NODE_ENV: withDefault(SITES, text(), 'development', {
    example: null,
    doc: '`production` for `npm start` and the build, `development` for `npm run dev` (set by them), `test` in tests',
  }),
  NEXT_PHASE: optional(SITES, text(), { example: null, doc: 'set by Next while it builds (`phase-production-build`)' }),
  PAYLOAD_TYPES_AUTOGENERATE: withDefault(SITES, flag('true', 'false'), 'true', {
    doc: '`false` stops the dev server from writing `src/payload-types.ts`',
  }),

  PORT: withDefault(SERVER, wholeNumber(1, 65535), 3000, {
    doc: 'port of `npm start` / `npm run dev`',
    example: '3000',
  }),
  HOSTNAME: optional(SERVER, text(), {
    doc: 'the address `npm start` listens on (default all interfaces; `127.0.0.1` behind a local proxy)',
  }),
  SHUTDOWN_GRACE_SECONDS: withDefault(SERVER, wholeNumber(1), 30, {
    doc:
      '`npm start` on SIGTERM: the whole stop within this many seconds (default 30); how long to keep accepting ' +
      'while ' +
      'readiness answers 503 (default 0) — docs/OPERATIONS.md "Deploys that drop nothing"',
  }),
  SHUTDOWN_DRAIN_SECONDS: withDefault(SERVER, wholeNumber(0), 0),
  PAGE_CACHE: withDefault(SERVER, oneOf(['on', 'off']), 'on', {
    doc:
      '`npm start`: `off` turns the guest page cache off; its memory bound in MB (default 128) — see "How the sites ' +
      'stay fast"',
    example: 'on',
  }),
  PAGE_CACHE_MAX_MB: withDefault(SERVER, wholeNumber(1), 128, { example: '128' }),
  HSTS_MAX_AGE: withDefault(SERVER, wholeNumber(0), 31_536_000, {
    doc:
      '`npm start`: `Strict-Transport-Security` on answers served over https (TLS, or `X-Forwarded-Proto: https` ' +
      'from ' +
      'a trusted proxy, `TRUST_PROXY`): max-age in seconds (default 31536000, `0` = off); `1` adds ' +
      '`includeSubDomains` / `preload`',
  }),
  HSTS_INCLUDE_SUBDOMAINS: optional(SERVER, flag('1', '0')),
  HSTS_PRELOAD: optional(SERVER, flag('1', '0')),

  COOKIE_SECURE: optional(MEMBERS, flag('true', 'false'), {
    doc: '`false` to send auth cookies over plain http in production (e.g. docker compose on localhost)',
  }),
  COOKIE_DOMAIN: optional(MEMBERS, text(), {
    doc: "domain of the `ts-token` cookie and the `lang` cookie (the provider's main domain; read at run time)",
  }),
  CONSOLE_URL: optional(MEMBERS, address(), {
    doc:
      "the console's origin: log in, join free and the member menus' console links go there, and /dashboard, /so … " +
      'on ' +
      'this server redirect there (unset: log in / join free on this app, other console links lead to ' +
      '`/{site}/console`, which says where the console lives)',
  }),
  REGISTRATION_RATE_LIMIT: withDefault(MEMBERS, wholeNumber(1), 5, {
    doc:
      'registrations per client address and hour, `POST /api/members` and the purchase form together (default 5); ' +
      'failed log-ins per client address and 10 minutes (default 10; per account: 5 per 15 minutes)',
  }),
  LOGIN_RATE_LIMIT: withDefault(MEMBERS, wholeNumber(1), 10),
  TRUST_PROXY: optional(
    MEMBERS,
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^(true|false|\d{1,2})$/, 'must be true or a number of proxies'),
    {
      doc:
        'how many reverse proxies stand in front (`true` = 1, or a number): every rate limit keys on the ' +
        '`X-Forwarded-For` entry the outermost one appended, counted from the right; unset → `X-Forwarded-For` is ' +
        'ignored and the socket address is used (`npm start`)',
    },
  ),
  ALLOWED_ORIGINS: optional(MEMBERS, text(), {
    doc:
      "other origins (comma-separated) whose pages may send state-changing requests with the member's cookie (the " +
      "request's own host and `PUBLIC_SERVER_URL` always may)",
  }),
  MAX_UNPAID_ORDERS: withDefault(MEMBERS, wholeNumber(1), 5, {
    doc:
      'unpaid orders one member may hold (default 5); how long an endpoint may take before it answers 60007 ' +
      '(default 30000)',
  }),
  ENDPOINT_DEADLINE_MS: withDefault(MEMBERS, wholeNumber(1), 30_000),
  SUBMISSION_RETENTION_DAYS: withDefault(MEMBERS, wholeNumber(1), 730, {
    doc:
      'form submissions are anonymised this many days after they arrive (default 730; job ' +
      '`anonymiseOldSubmissions`, daily 03:30)',
  }),

  SMTP_HOST: optional(MAIL, text(), {
    doc:
      'outgoing mail; with no `SMTP_HOST` mail is written to the log (development); production refuses to start ' +
      'without it unless `MAIL_DELIVERY=log`',
    production: {
      rule: '`SMTP_HOST` set, unless `MAIL_DELIVERY=log` or `SCRATCH=true`',
      check: (env) =>
        !env.SMTP_HOST?.trim() && env.MAIL_DELIVERY !== 'log' && env.SCRATCH !== 'true'
          ? 'SMTP_HOST is not set: set SMTP_HOST (and SMTP_PORT, SMTP_USER, SMTP_PASS, EMAIL_FROM), or ' +
            'MAIL_DELIVERY=log to write mail to the log instead of sending it (staging only: password-reset links ' +
            'end up in the log).'
          : null,
    },
  }),
  SMTP_PORT: withDefault(MAIL, wholeNumber(1, 65535), 587, { example: '587' }),
  SMTP_SECURE: withDefault(MAIL, flag('true', 'false'), 'false', { example: 'false' }),
  SMTP_USER: optional(MAIL, text()),
  SMTP_PASS: optional(MAIL, text()),
  EMAIL_FROM: optional(MAIL, text(), { example: 'TradeCompass <no-reply@tradecompass.example>' }),
  MAIL_DELIVERY: optional(MAIL, oneOf(['smtp', 'log']), {
    doc: '`log`: production without `SMTP_HOST` writes mail to the log instead of refusing to start (staging only)',
  }),
  SCRATCH: optional(MAIL, flag('true', 'false'), {
    doc:
      '`true`: a restored copy started beside the live site (docs/OPERATIONS.md "A scratch copy"): mail to the ' +
      'log, no jobs, no Redis, no CDN purge or search push',
  }),
  SALES_INBOX: optional(MAIL, text(), {
    doc: "where staff notifications of submissions go (else the site settings' sales e-mail)",
  }),
  MAIL_RETRY_BASE_MS: withDefault(MAIL, wholeNumber(0), 30_000, {
    doc:
      "first retry delay of a failed submission e-mail, a job of Payload's queue (doubles per attempt, 3 attempts; " +
      'default 30000)',
  }),

  PUBLIC_API_URL: optional(API, address(), {
    doc:
      'base address of the public API the forms call (default: this app; read at run time and handed to the page; ' +
      "another origin is added to the CSP's connect-src)",
  }),
  NEXT_PUBLIC_PUBLIC_API_URL: optional(API, address(), {
    example: null,
    doc: 'older names of `PUBLIC_API_URL` and `COOKIE_DOMAIN`, still honoured at run time',
  }),
  NEXT_PUBLIC_COOKIE_DOMAIN: optional(API, text(), { example: null }),
  RATE_LIMIT_TIMEOUT_MS: withDefault(API, wholeNumber(1), 10_000, {
    doc:
      'how long a rate-limit check (10000, connecting: 5000) and a database step of a public endpoint (15000) may ' +
      "take before it answers 60007; the limits' own pool size (3; 1 on the embedded database)",
    example: '10000',
  }),
  RATE_LIMIT_CONNECT_TIMEOUT_MS: withDefault(API, wholeNumber(1), 5000, { example: '5000' }),
  PUBLIC_API_DB_DEADLINE_MS: withDefault(API, wholeNumber(1), 15_000, { example: '15000' }),
  RATE_LIMIT_POOL_MAX: optional(API, wholeNumber(1), { shown: '3' }),

  PAYPAL_CLIENT_ID: optional(PAYMENTS, text(), {
    doc:
      'PayPal Orders v2 credentials and API (default the sandbox); without them the payment page offers bank ' +
      'transfer only',
  }),
  PAYPAL_CLIENT_SECRET: optional(PAYMENTS, text()),
  PAYPAL_API_BASE: optional(PAYMENTS, address(), {
    shown: 'https://api-m.sandbox.paypal.com',
    example: 'https://api-m.sandbox.paypal.com',
  }),
  PAYPAL_WEBHOOK_ID: optional(PAYMENTS, text(), {
    doc:
      'the id of the PayPal webhook pointed at `https://<site>/pay/paypal/webhook` (events ' +
      '`CHECKOUT.ORDER.APPROVED`, ' +
      "`PAYMENT.CAPTURE.*`); every delivery is verified with PayPal's verify-webhook-signature against it; unset → " +
      'the endpoint answers 404',
  }),
  PAYPAL_SCRIPT_ORIGIN: optional(PAYMENTS, origins(), { doc: 'the PayPal JS origin added to the CSP' }),
  RECONCILE_AFTER_MS: withDefault(PAYMENTS, wholeNumber(0), 300_000, {
    doc:
      'how long an unpaid PayPal order is left quiet before the reconciliation job asks PayPal (default 300000), and ' +
      'a six-field cron that replaces the schedules of the order sweeps (expiry and reminder every 10 minutes, ' +
      'reconciliation every 5); the e2e tests shorten both',
  }),
  ORDER_SWEEP_CRON: optional(
    PAYMENTS,
    z
      .string()
      .trim()
      .regex(/^\S+( \S+){5}$/, 'must be a six-field cron'),
  ),

  NEXT_PUBLIC_ANALYTICS: withDefault(ANALYTICS, text(), 'none', {
    doc:
      'page-view analytics: `none` (default), `plausible` or `ga`; the id is the Plausible domain or the GA ' +
      'measurement id; a script address of your own; the script origin is added to the CSP',
    example: 'none',
  }),
  NEXT_PUBLIC_ANALYTICS_ID: optional(ANALYTICS, text()),
  NEXT_PUBLIC_ANALYTICS_SCRIPT: optional(ANALYTICS, text()),
  ANALYTICS_SCRIPT_ORIGIN: optional(ANALYTICS, origins()),
  ANALYTICS_CN: optional(ANALYTICS, text(), {
    doc:
      'analytics per site at run time, `kind:id`: `baidu:<Tongji site id>`, `metrica:<counter number>`, ' +
      '`plausible:<domain>`, `ga:<G-…>`, `none`; unset → `NEXT_PUBLIC_ANALYTICS`; `ANALYTICS_<SITE>_SCRIPT` a ' +
      'script address of your own. Tongji, Metrica and GA set cookies: that site shows the cookie banner and loads ' +
      'the script only after "accept"; the CSP follows',
  }),
  ANALYTICS_EN: optional(ANALYTICS, text()),
  ANALYTICS_RU: optional(ANALYTICS, text()),
  ANALYTICS_CN_SCRIPT: optional(ANALYTICS, text()),
  ANALYTICS_EN_SCRIPT: optional(ANALYTICS, text()),
  ANALYTICS_RU_SCRIPT: optional(ANALYTICS, text()),
  INDEXNOW_KEY: optional(
    ANALYTICS,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{8,128}$/, 'must be 8–128 of A-Za-z0-9-'),
    {
      doc:
        'IndexNow (Yandex, Bing): the key (8–128 of `A-Za-z0-9-`, served at `/{key}.txt`) and endpoint (default ' +
        '`https://api.indexnow.org/indexnow`); unset → off',
    },
  ),
  INDEXNOW_ENDPOINT: optional(ANALYTICS, address(), { shown: 'https://api.indexnow.org/indexnow' }),
  BAIDU_PUSH_TOKEN: optional(ANALYTICS, text(), {
    doc:
      'Baidu link submission for the /cn URLs (token from Baidu Ziyuan; endpoint default ' +
      '`http://data.zz.baidu.com/urls`); unset → off. Both pushes run as job `pushSearchEngines` on ' +
      'publish/unpublish, retried (`SEARCH_PUSH_RETRY_MS`, default 60000, doubling, 4 attempts)',
  }),
  BAIDU_PUSH_ENDPOINT: optional(ANALYTICS, address(), { shown: 'http://data.zz.baidu.com/urls' }),
  SEARCH_PUSH_RETRY_MS: withDefault(ANALYTICS, wholeNumber(0), 60_000),

  REDIS_URL: optional(CLUSTER, address(['redis:', 'rediss:']), {
    doc:
      "several instances: Next's cache, guest page cache purges and rate limits in this Redis " +
      '(`redis://host:6379/0`); key prefix (default `trade-sites:`). Unset: one process, as before',
  }),
  REDIS_KEY_PREFIX: withDefault(CLUSTER, text(), 'trade-sites:'),
  REDIS_CACHE_MAX_TTL_SECONDS: withDefault(CLUSTER, wholeNumber(60), 604_800, {
    doc:
      'with `REDIS_URL`: the longest any cached page or read lives in Redis (default 604800, 7 days; an unused page ' +
      'is rendered again after it). Every key the app writes to Redis has a lifetime',
  }),
  S3_BUCKET: optional(CLUSTER, text(), {
    doc:
      'uploads in an S3-compatible bucket (`@payloadcms/storage-s3`; MinIO and s3rver need ' +
      '`S3_FORCE_PATH_STYLE=true`). ' +
      'Unset: `MEDIA_DIR`',
  }),
  S3_REGION: withDefault(CLUSTER, text(), 'us-east-1'),
  S3_ENDPOINT: optional(CLUSTER, address()),
  S3_ACCESS_KEY_ID: optional(CLUSTER, text()),
  S3_SECRET_ACCESS_KEY: optional(CLUSTER, text()),
  S3_FORCE_PATH_STYLE: withDefault(CLUSTER, flag('true', 'false'), 'false'),
  S3_PREFIX: optional(CLUSTER, text()),
  PGPASSWORD: optional(CLUSTER, text(), {
    example: null,
    doc: "PostgreSQL's own: `npm run backup` / `restore` hand the password of `DATABASE_URL` to pg_dump this way",
  }),

  LOG_LEVEL: withDefault(OBSERVABILITY, oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info', {
    doc:
      'JSON log lines (pino): level (default `info`), the `instance` field (default the host name); `false` turns ' +
      'the readable lines of `npm run dev` off; see docs/OPERATIONS.md "Logs, metrics, traces"',
  }),
  INSTANCE_NAME: optional(OBSERVABILITY, text()),
  LOG_PRETTY: optional(OBSERVABILITY, flag('true', 'false')),
  METRICS_TOKEN: optional(OBSERVABILITY, text(), {
    doc: '`GET /metrics` (Prometheus) answers only `Authorization: Bearer <token>` when set',
  }),
  OTEL_EXPORTER_OTLP_ENDPOINT: optional(OBSERVABILITY, address(), {
    doc:
      'OpenTelemetry traces over OTLP/HTTP when set (off, and nothing loaded, when unset); the traces-only endpoint; ' +
      'the service name (default `tradecompass`); the batch delay in ms (default 2000)',
  }),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: optional(OBSERVABILITY, address()),
  OTEL_SERVICE_NAME: withDefault(OBSERVABILITY, text(), 'tradecompass'),
  OTEL_BSP_SCHEDULE_DELAY: withDefault(OBSERVABILITY, wholeNumber(0), 2000),
  BUILD_ID: optional(OBSERVABILITY, text(), {
    doc:
      'one build for several machines: the same values at every build of a release (docs/OPERATIONS.md); ' +
      "`NEXT_OUTPUT=standalone` builds the Docker image's standalone server",
  }),
  NEXT_DEPLOYMENT_ID: optional(OBSERVABILITY, text()),
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: optional(OBSERVABILITY, text()),
  NEXT_OUTPUT: optional(OBSERVABILITY, oneOf(['standalone'])),

  CDN_MAX_AGE: optional(CDN, wholeNumber(0), {
    doc:
      "a guest page's `s-maxage` for a CDN (default 60 s, or a day when a CDN purge below is set) and its " +
      '`stale-while-revalidate` (default 60 s); pages carry their content tags in the header the configured CDN ' +
      'reads (`Cache-Tag`, `Surrogate-Key`; none without a CDN purge, unless `CDN_TAG_HEADER` asks: ' +
      '`cache-tag`, `surrogate-key` or both)',
    shown: '60',
  }),
  CDN_STALE_WHILE_REVALIDATE: withDefault(CDN, wholeNumber(0), 60),
  CDN_TAG_HEADER: optional(CDN, text()),
  CLOUDFLARE_ZONE_ID: optional(CDN, text(), {
    doc: 'purge Cloudflare on publish, unpublish and media changes, by tag (default) or `urls`; unset → off',
  }),
  CLOUDFLARE_API_TOKEN: optional(CDN, text()),
  CLOUDFLARE_PURGE_BY: withDefault(CDN, oneOf(['tags', 'urls']), 'tags'),
  CLOUDFLARE_API_BASE: optional(CDN, address(), {
    doc: "another address for Cloudflare's / Fastly's API (tests' fakes)",
  }),
  FASTLY_API_BASE: optional(CDN, address()),
  FASTLY_SERVICE_ID: optional(CDN, text(), {
    doc: 'purge Fastly by surrogate key on the same changes; unset → off',
  }),
  FASTLY_API_TOKEN: optional(CDN, text()),
  CDN_PURGE_WEBHOOK: optional(CDN, address(), {
    doc:
      'POST `{"urls":[…],"tags":[…]}` to this URL on the same changes (bearer token optional); unset → off. Every ' +
      'purge is job `purgeCdn` (retried: `CDN_PURGE_RETRY_MS`, default 10000, doubling, 5 attempts; run ' +
      "`CDN_PURGE_DELAY_MS`, default 1500, after the editor's request), one log line `event: cdn purge`, counted in " +
      '`tradecompass_cdn_purges_total`',
  }),
  CDN_PURGE_WEBHOOK_TOKEN: optional(CDN, text()),
  CDN_PURGE_RETRY_MS: withDefault(CDN, wholeNumber(0), 10_000),
  CDN_PURGE_DELAY_MS: withDefault(CDN, wholeNumber(0), 1500),

  ADMIN_EMAIL: optional(TOOLS, text(), {
    doc: 'the first administrator, created by the seed (in development a default is printed when these are unset)',
  }),
  ADMIN_PASSWORD: optional(TOOLS, text()),
  SEED_DEMO_MEMBERS: optional(TOOLS, flag('true', 'false'), {
    doc:
      '`true` → the seed (and every `npm run dev` / `npm start`, which seed) adds the two demo members; never set ' +
      'it in production',
  }),
  SCALE_SEED_CONCURRENCY: withDefault(TOOLS, wholeNumber(1), 4, {
    doc: 'the scale seed: pages written at once; news written through the REST API (the rest directly)',
  }),
  SCALE_SEED_API_NEWS: withDefault(TOOLS, wholeNumber(1), 300),
  E2E_PORT: optional(TOOLS, wholeNumber(1, 65535), {
    doc: 'Playwright: port of the server under test, the admin it logs in with, the browser',
    example: '3100',
  }),
  E2E_ADMIN_EMAIL: optional(TOOLS, text()),
  E2E_ADMIN_PASSWORD: optional(TOOLS, text()),
  CHROMIUM_PATH: optional(TOOLS, text(), { example: '/usr/bin/chromium' }),
  E2E_CLUSTER_PORT: optional(TOOLS, wholeNumber(1, 65535), {
    doc:
      'the cluster e2e project (`tests/cluster`): first of its six ports (default 3240: instances +2/+3, nginx +4, ' +
      's3rver +5), its Redis database (default `redis://127.0.0.1:6379/2`); set the last to keep its folder ' +
      "(nginx's error log, each instance's log) after the run",
  }),
  E2E_REDIS_URL: optional(TOOLS, address(['redis:', 'rediss:'])),
  E2E_KEEP_CLUSTER_DIR: optional(TOOLS, text()),
  E2E_SMTP_PORT: optional(TOOLS, wholeNumber(1, 65535), {
    doc:
      'Playwright: ports of the SMTP server the forms spec starts (default `E2E_PORT + 2000`) and of the ' +
      'PayPal-compatible server the payments spec starts (default `E2E_PORT + 1000`)',
  }),
  E2E_PAYPAL_PORT: optional(TOOLS, wholeNumber(1, 65535)),
  BENCH_URL: optional(TOOLS, address(), {
    doc:
      '`npm run bench`: the running app to measure (127.0.0.1 only), seconds and connections per target, the load ' +
      'generator (`wrk` when installed, else `autocannon`)',
    example: 'http://127.0.0.1:3000',
  }),
  BENCH_SECONDS: optional(TOOLS, wholeNumber(1), { example: '10' }),
  BENCH_CONNECTIONS: optional(TOOLS, wholeNumber(1), { example: '10' }),
  BENCH_CLIENT: optional(TOOLS, text()),
} satisfies Record<string, Declared<unknown>>

export type SettingName = keyof typeof SETTINGS
export type Settings = { [K in SettingName]: (typeof SETTINGS)[K]['fallback'] }

/** A value of the wrong type: names the variable, says what was expected and what was found. */
export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'))
    this.name = 'SettingsError'
  }
}

/** The message for a refused value; a credential's value is not repeated (it would end up in the log). */
function problemOf(name: string, raw: string, error: z.ZodError): string {
  const shown = name.includes('SECRET') || name.includes('TOKEN') || name.includes('PASS') ? '(hidden)' : `"${raw}"`
  return `${name} ${error.issues[0]?.message ?? 'is not valid'} (got ${shown}).`
}

function parseOne<K extends SettingName>(name: K, env: Env): { value: Settings[K] } | { problem: string } {
  const declared: Declared<unknown> = SETTINGS[name]
  const raw = env[name]
  if (raw === undefined || raw.trim() === '') return { value: declared.fallback as Settings[K] }
  const parsed = declared.schema.safeParse(raw)
  if (parsed.success) return { value: parsed.data as Settings[K] }
  return { problem: problemOf(name, raw, parsed.error) }
}

/** The environment as it is now: for functions that take one (`env = environment()`) so tests can hand their own. */
export function environment(): Env {
  return process.env
}

/** One setting, from the environment as it is now (or `env`); throws SettingsError for a value of the wrong type. */
export function setting<K extends SettingName>(name: K, env: Env = process.env): Settings[K] {
  const result = parseOne(name, env)
  if ('problem' in result) throw new SettingsError([result.problem])
  return result.value
}

/** Every value of the wrong type, one line each naming the variable; empty when all are fine. */
export function settingsProblems(env: Env = process.env): string[] {
  const problems: string[] = []
  for (const name of Object.keys(SETTINGS) as SettingName[]) {
    const result = parseOne(name, env)
    if ('problem' in result) problems.push(result.problem)
  }
  return problems
}

/** Every setting at once; throws SettingsError listing each value of the wrong type. */
export function settings(env: Env = process.env): Settings {
  const values: Record<string, unknown> = {}
  const problems: string[] = []
  for (const name of Object.keys(SETTINGS) as SettingName[]) {
    const result = parseOne(name, env)
    if ('problem' in result) problems.push(result.problem)
    else values[name] = result.value
  }
  if (problems.length > 0) throw new SettingsError(problems)
  return values as Settings
}

/** Sets a variable for code that reads the environment itself (Next's standalone config), in this process. */
export function exportSetting(name: string, value: string): void {
  process.env[name] ||= value
}

export const isProduction = (env: Env = process.env): boolean => env.NODE_ENV === 'production'

/** While Next builds: production code runs, but nothing is served and no secret is needed yet. */
export const isBuildPhase = (env: Env = process.env): boolean => env.NEXT_PHASE === 'phase-production-build'

function secretIsWeak(secret: string | undefined): boolean {
  return DEFAULT_SECRETS.has(secret ?? '') || (secret ?? '').length < 32
}

/**
 * A scratch copy (`SCRATCH=true`): a restored archive started beside the live site to look at or copy from. It is
 * inert: mail goes to the log (SMTP_HOST is ignored), no job runs (scheduled or queued: order mails, CDN purges,
 * search-engine pushes), no CDN purge or search push is queued, and Redis is not used (production's cache and purge
 * channel are never read), so it shows only its own database.
 */
export function scratchMode(env: Env = process.env): boolean {
  return env.SCRATCH === 'true'
}

export function payloadSecret(env: Env = process.env): string {
  const secret = env.PAYLOAD_SECRET ?? ''
  if (isProduction(env) && !isBuildPhase(env) && secretIsWeak(secret)) {
    throw new Error(
      'PAYLOAD_SECRET is missing, a default value, or shorter than 32 characters. ' +
        'Production refuses to start without a real secret: set PAYLOAD_SECRET (for example `openssl rand -hex 32`).',
    )
  }
  return secret || DEVELOPMENT_SECRET
}

/**
 * The public origin of the sites, read at RUN time on every call (never inlined by the build, so one image serves
 * any domain): `PUBLIC_URL_CN|EN|RU` for one site when the three live on different domains, else `PUBLIC_SERVER_URL`,
 * else (backward compatibility, read at run time too) `NEXT_PUBLIC_SERVER_URL`, else `http://localhost:PORT`.
 * Canonical links, og:url, hreflang, the sitemap, robots.txt, JSON-LD and e-mail links all come from here; never from
 * the request's Host or forwarded headers, so every render of a page says the same.
 */
export function publicOrigin(site?: Site, env: Env = process.env): string {
  const perSite = site ? env[`PUBLIC_URL_${site.toUpperCase()}`] : undefined
  // Read by a computed name: the build inlines `process.env.NEXT_PUBLIC_…` member expressions.
  const legacy = env[['NEXT', 'PUBLIC', 'SERVER', 'URL'].join('_')]
  const origin = perSite || env.PUBLIC_SERVER_URL || legacy || `http://localhost:${env.PORT || 3000}`
  return origin.trim().replace(/\/+$/, '')
}

/** Whether a public origin is configured (Payload's serverURL is set only then). */
export function hasPublicOrigin(env: Env = process.env): boolean {
  return Boolean(env.PUBLIC_SERVER_URL || env[['NEXT', 'PUBLIC', 'SERVER', 'URL'].join('_')])
}

/** The public address of this app (the admin, e-mail links to it): `publicOrigin()` without a site. */
export function serverUrl(env: Env = process.env): string {
  return publicOrigin(undefined, env)
}

/**
 * The settings browser code needs, read at RUN time and handed to the page as attributes of `<html>` (see
 * `browserSetting` in src/domain/browser-settings.ts), so one build serves any deployment:
 *  - `cookieDomain`: `COOKIE_DOMAIN` (the domain of `ts-token`, also the language switch's `lang` cookie);
 *  - `apiBase`: `PUBLIC_API_URL`, the forms' API base (empty = this app).
 * The older `NEXT_PUBLIC_COOKIE_DOMAIN` / `NEXT_PUBLIC_PUBLIC_API_URL` are still honoured, read at run time too.
 */
export function browserSettings(env: Env = process.env): { cookieDomain?: string; apiBase?: string } {
  // Read by computed names: the build inlines `process.env.NEXT_PUBLIC_…` member expressions.
  const legacy = (name: string) => env[['NEXT', 'PUBLIC', name].join('_')]
  const cookieDomain = (env.COOKIE_DOMAIN || legacy('COOKIE_DOMAIN') || '').trim()
  const apiBase = (env.PUBLIC_API_URL || legacy('PUBLIC_API_URL') || '').trim().replace(/\/+$/, '')
  return { ...(cookieDomain ? { cookieDomain } : {}), ...(apiBase ? { apiBase } : {}) }
}

/**
 * What a production process lacks to run as configured: each entry names the setting and how to fix it. Checked
 * when `npm start` and the production server (src/server/serve.ts, the Docker image) start; a list that is not
 * empty stops the start with all of them at once (docs/OPERATIONS.md "Required settings in production"): first each
 * value of the wrong type, then each declared production rule that is not met.
 */
export function productionConfigProblems(env: Env = process.env): string[] {
  if (!productionOnly(env)) return []
  const rules = Object.values(SETTINGS as Record<string, Declared<unknown>>).flatMap((declared) => {
    const problem = declared.production?.check(env)
    return problem ? [problem] : []
  })
  return [...settingsProblems(env), ...rules]
}

/** The message a production start stops with, or null when nothing is missing. */
export function productionConfigError(env: Env = process.env): string | null {
  const problems = productionConfigProblems(env)
  if (problems.length === 0) return null
  return [
    'Production refuses to start half-configured (see docs/OPERATIONS.md, "Required settings in production"):',
    ...problems.map((problem) => `  - ${problem}`),
  ].join('\n')
}

// --- Documentation --------------------------------------------------------------------------------------------------

/** One README row: the variables that share a description, in declaration order. */
export interface SettingsRow {
  group: string
  names: string[]
  doc: string
  defaults: string[]
  production: string[]
}

/** The declarations as README rows, grouped (what scripts/settings-docs.ts writes). */
export function settingsRows(): SettingsRow[] {
  const rows: SettingsRow[] = []
  for (const [name, declared] of Object.entries(SETTINGS as Record<string, Declared<unknown>>)) {
    const last = rows.at(-1)
    if (last && last.group !== declared.group && rows.some((row) => row.group === declared.group)) {
      throw new Error(`${name}: declare the settings of "${declared.group}" together, the docs list them by group`)
    }
    if (!declared.doc && last && last.group === declared.group) {
      last.names.push(name)
    } else {
      rows.push({ group: declared.group, names: [name], doc: declared.doc ?? '', defaults: [], production: [] })
    }
    const row = rows.at(-1)!
    if (declared.shown !== undefined) row.defaults.push(`${name}: ${declared.shown}`)
    if (declared.production) row.production.push(declared.production.rule)
  }
  for (const row of rows) {
    if (row.names.length === 1) row.defaults = row.defaults.map((shown) => shown.slice(row.names[0].length + 2))
  }
  return rows
}

/** The value `.env.example` carries for a setting; null when it is left out (set by the tools, not by people). */
export function exampleValue(name: SettingName): string | null {
  const { example } = SETTINGS[name] as Declared<unknown>
  return example === undefined ? '' : example
}
