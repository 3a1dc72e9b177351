import { defineConfig, devices } from '@playwright/test'

/**
 * End-to-end tests against `npm start` (the production build behind the guest page cache), driving Debian's Chromium: never a downloaded
 * browser. `npm run build` must have run first; the web server below starts the app on E2E_PORT.
 */
const port = Number(process.env.E2E_PORT || 3100)
const baseURL = `http://127.0.0.1:${port}`
/**
 * PayPal for the app under test: a PayPal-compatible server that tests/e2e/payments.spec.ts starts on this port
 * (tests/support/fake-paypal.ts), unless real sandbox credentials are given in the environment.
 */
export const e2ePaypalPort = Number(process.env.E2E_PAYPAL_PORT || port + 1000)
const paypalEnv: Record<string, string> = process.env.PAYPAL_CLIENT_ID
  ? {}
  : {
      PAYPAL_API_BASE: `http://127.0.0.1:${e2ePaypalPort}`,
      PAYPAL_CLIENT_ID: 'fake-paypal-client',
      PAYPAL_CLIENT_SECRET: 'fake-paypal-secret',
      // The fake's webhook (FAKE_PAYPAL_WEBHOOK_ID): it signs its deliveries for this id and verifies against it.
      PAYPAL_WEBHOOK_ID: 'FAKE-WEBHOOK-1',
    }
/** The SMTP server the forms spec starts (tests/support/smtp.ts); the app sends its mail there. */
export const e2eSmtpPort = Number(process.env.E2E_SMTP_PORT || port + 2000)

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: chromiumFlags,
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] } },
    // The deployed topology (issue 15): nginx + TLS in front of two instances sharing PostgreSQL, Redis and S3. It
    // starts its own servers (tests/cluster/topology.ts) and needs nginx, openssl and Redis (.ci/run provides them).
    { name: 'cluster', testDir: 'tests/cluster', timeout: 120_000 },
  ],
  webServer: {
    command: `npm run start`,
    url: `${baseURL}/cn`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    env: {
      PORT: String(port),
      PUBLIC_SERVER_URL: baseURL,
      // Loopback only, as behind a proxy (this name once sent the proxy's rewrites over a second HTTP hop).
      HOSTNAME: '127.0.0.1',
      SMTP_HOST: process.env.SMTP_HOST || '127.0.0.1',
      SMTP_PORT: process.env.SMTP_PORT || String(e2eSmtpPort),
      SALES_INBOX: process.env.SALES_INBOX || 'sales@tradecompass.test',
      // The specs play many visitors from one machine: each sends its own X-Forwarded-For.
      TRUST_PROXY: 'true',
      MAIL_RETRY_BASE_MS: '50',
      // The order sweeps (expiry and reminder, PayPal reconciliation) every 2 s instead of every 10 and 5 minutes, and
      // an approved PayPal order left quiet 15 s instead of 5 minutes is reconciled (tests/e2e/payment-loop.spec.ts).
      // The queue still runs when the job leader's minute comes or an administrator runs it (/api/payload-jobs/run).
      ORDER_SWEEP_CRON: '*/2 * * * * *',
      RECONCILE_AFTER_MS: '15000',
      // The accounts tests log in as normal@demo.test and global@demo.test.
      SEED_DEMO_MEMBERS: 'true',
      // Production answers /metrics only to its token (tests/e2e/observability.spec.ts scrapes with it).
      METRICS_TOKEN: process.env.METRICS_TOKEN || 'e2e-metrics-token',
      ...paypalEnv,
    },
    stdout: 'pipe',
  },
})
