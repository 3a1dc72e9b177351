import { execFileSync } from 'node:child_process'
import path from 'node:path'

import type { NextConfig } from 'next'
import { withPayload } from '@payloadcms/next/withPayload'

import { contentSecurityPolicy } from './src/server/security-headers'
import { UNMATCHED_ROUTE, UNMATCHED_SOURCE } from './src/server/unmatched-routes'
import { environment, isProduction, setting } from './src/settings'

const isDev = !isProduction()

/**
 * Headers of every response. The CSP is set per process from run-time settings by src/server/serve.ts (npm start,
 * the Docker image); only `next dev` takes it from here, where this file is read at run time anyway.
 */
const securityHeaders = [
  ...(isDev ? [{ key: 'Content-Security-Policy', value: contentSecurityPolicy(environment(), { dev: true }) }] : []),
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
]

/**
 * The build's id: BUILD_ID when set (the Docker build passes the commit), else the git commit of a clean
 * work tree, else Next's random one. Two builds of one commit then share the id, so instances built separately agree
 * on the Redis key prefix of the shared cache (src/server/cache-handler.mjs) and on the page data URLs.
 */
export function buildIdOf(
  env: Record<string, string | undefined> = environment(),
  git: (args: string[]) => string = gitOutput,
): string | null {
  const fromEnv = env.BUILD_ID?.trim()
  if (fromEnv) return fromEnv.replace(/[^A-Za-z0-9._-]/g, '-').slice(0, 64)
  try {
    if (git(['status', '--porcelain', '--untracked-files=no']).trim() !== '') return null
    const commit = git(['rev-parse', 'HEAD']).trim()
    return /^[0-9a-f]{40}$/.test(commit) ? commit : null
  } catch {
    return null
  }
}

function gitOutput(args: string[]): string {
  return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
}

const nextConfig: NextConfig = {
  poweredByHeader: false,
  generateBuildId: async () => buildIdOf(),
  // Skew protection between versions during a rolling deploy: the same for every instance of one release.
  ...(setting('NEXT_DEPLOYMENT_ID') ? { deploymentId: setting('NEXT_DEPLOYMENT_ID') } : {}),
  // The Docker image ships Next's standalone server; `next start` (npm start, CI) wants the ordinary output.
  output: setting('NEXT_OUTPUT') === 'standalone' ? 'standalone' : undefined,
  reactStrictMode: true,
  // The incremental cache: Next's file-system cache without stored not-found pages, or Redis when REDIS_URL is set
  // at run time (src/server/cache-handler.mjs).
  cacheHandler: path.join(process.cwd(), 'src/server/cache-handler.mjs'),
  // svg-captcha reads its font from its own folder at run time: keep it out of the server bundle.
  // prom-client: one registry per process, shared by the server and the bundles (src/server/metrics.ts); the
  // OpenTelemetry SDK, loaded only when tracing is on (src/server/tracing.ts).
  // pdfkit (the receipts, src/features/orders/payments/invoice.ts) reads its own font metrics from its folder at run
  // time, likewise.
  serverExternalPackages: [
    'svg-captcha',
    'prom-client',
    '@opentelemetry/sdk-trace-node',
    '@opentelemetry/exporter-trace-otlp-http',
    '@opentelemetry/resources',
    'pdfkit',
  ],
  // The receipts' font, read from node_modules by path: into the standalone output of every server entry (the receipt
  // route and the mail job, which runs wherever Payload runs).
  outputFileTracingIncludes: {
    '/**': [
      './node_modules/@expo-google-fonts/noto-sans-sc/400Regular/*.ttf',
      './node_modules/@expo-google-fonts/noto-sans-sc/700Bold/*.ttf',
    ],
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    // The widths a srcset may offer. The largest picture is the 960 px video poster (1920 at 2×); Next's defaults
    // add 2048 and 3840 and 16–48 px, which no layout here asks for but every srcset listed, in the HTML and again
    // in the page's RSC payload (about 30 KB of the 168 KB /cn).
    deviceSizes: [640, 750, 828, 1080, 1200, 1920],
    imageSizes: [64, 96, 128, 256, 384],
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }]
  },
  // Rewrites of the config are resolved inside Next's router (the proxy's would be fetched over HTTP, see
  // src/proxy.ts).
  async rewrites() {
    return {
      beforeFiles: [
        // SPEC §2.3: the Russian name of the solution detail screen.
        { source: '/ru/solutionsDetail', destination: '/ru/solutionsdetail' },
        // SPEC §2.4: every path outside the app's routes goes to the unmatched route, path kept.
        { source: UNMATCHED_SOURCE, destination: `${UNMATCHED_ROUTE}/:path` },
      ],
      afterFiles: [],
      fallback: [],
    }
  },
}

const withPayloadConfig = withPayload(nextConfig, { devBundleServerPackages: false })
const payloadHeaders = withPayloadConfig.headers

/**
 * Payload adds `Accept-CH`, `Critical-CH` and `Vary: Sec-CH-Prefers-Color-Scheme` to every path so that the admin can
 * pick its theme on the server. On the public sites `Critical-CH` makes the browser restart each first navigation to
 * send that hint (Lighthouse saw the first paint of every page, even a static file, move to about 1.2 s), and the
 * `Vary` splits shared caches. Keep those headers on the admin only.
 */
export default {
  ...withPayloadConfig,
  async headers() {
    const entries = (await payloadHeaders?.()) ?? []
    return entries.map((entry) =>
      entry.headers.some((header) => header.key.toLowerCase() === 'critical-ch')
        ? { ...entry, source: '/admin/:path*' }
        : entry,
    )
  },
} satisfies NextConfig
