/**
 * GET /public/captcha: a new image code as SVG; its answer travels only inside the signed `ts-captcha` cookie
 * (src/captcha/token.ts). Every request draws a new code, so the image is never cached.
 */
import svgCaptcha from 'svg-captcha'

import { CAPTCHA_COOKIE, CAPTCHA_TTL_MS, issueCaptchaCookie } from '@/captcha/token'

export const dynamic = 'force-dynamic'

export function GET(): Response {
  const captcha = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI', width: 120, height: 44 })
  const secure = process.env.NODE_ENV === 'production' && process.env.COOKIE_SECURE !== 'false'
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
