import type { NextConfig } from 'next'
import { withPayload } from '@payloadcms/next/withPayload'

const isDev = process.env.NODE_ENV !== 'production'

/**
 * The admin needs inline scripts and styles (Next's bootstrap, Payload's theme); the sites need nothing from
 * other origins except what an analytics or payment integration adds through the env variables below.
 */
// PayPal's JS button (the payment page, when PAYPAL_CLIENT_ID is set and PAYPAL_API_BASE is PayPal's) loads from
// www.paypal.com and talks to PayPal's hosts; PAYPAL_SCRIPT_ORIGIN overrides the list.
const paypalOrigins =
  process.env.PAYPAL_SCRIPT_ORIGIN || (process.env.PAYPAL_CLIENT_ID ? 'https://www.paypal.com https://*.paypal.com https://*.paypalobjects.com' : '')
const extraScript = [process.env.ANALYTICS_SCRIPT_ORIGIN, paypalOrigins].filter(Boolean).join(' ')
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ''} ${extraScript}`.trim(),
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  `connect-src 'self'${isDev ? ' ws: wss:' : ''} ${extraScript}`.trim(),
  "frame-src 'self' https:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  // Live preview frames the site inside the admin: same origin only.
  "frame-ancestors 'self'",
].join('; ')

const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
]

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The Docker image ships Next's standalone server; `next start` (npm start, CI) wants the ordinary output.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  reactStrictMode: true,
  // svg-captcha reads its font from its own folder at run time: keep it out of the server bundle.
  serverExternalPackages: ['svg-captcha'],
  images: {
    formats: ['image/avif', 'image/webp'],
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }]
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
      entry.headers.some((header) => header.key.toLowerCase() === 'critical-ch') ? { ...entry, source: '/admin/:path*' } : entry,
    )
  },
} satisfies NextConfig
