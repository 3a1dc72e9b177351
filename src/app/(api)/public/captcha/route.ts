/**
 * GET /public/captcha: a new image code (SVG) whose answer is bound to the http-only `ts-captcha` cookie
 * (see src/captcha/token.ts for the contract). Never cached.
 */
import svgCaptcha from 'svg-captcha'

import { CAPTCHA_COOKIE, CAPTCHA_TTL_MS, issueCaptchaCookie } from '@/captcha/token'

export const dynamic = 'force-dynamic'

export function GET(request: Request): Response {
  const captcha = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI', width: 120, height: 40, background: '#f3f4f6' })
  const secure = new URL(request.url).protocol === 'https:'
  const cookie = [
    `${CAPTCHA_COOKIE}=${issueCaptchaCookie(captcha.text, Date.now())}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${Math.floor(CAPTCHA_TTL_MS / 1000)}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ')
  return new Response(captcha.data, {
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'no-store', 'set-cookie': cookie },
  })
}
