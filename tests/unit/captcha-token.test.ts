import { describe, expect, it } from 'vitest'

import {
  CAPTCHA_COOKIE,
  CAPTCHA_TTL_SECONDS,
  captchaCookieHeader,
  captchaCookieOf,
  captchaSignatureMatches,
  issueCaptchaCookie,
  nonceOf,
} from '@/features/forms/captcha/token'

const secret = 'unit-test-secret-0123456789abcdef0123'
const now = Date.UTC(2026, 0, 1)
const env = (values: Record<string, string>) => values as unknown as NodeJS.ProcessEnv

describe('the image-code token (one format on the ts-captcha cookie)', () => {
  it('is <nonce>.<expires, seconds>.<signature>, a new nonce each time, never the answer in clear', () => {
    const value = issueCaptchaCookie('AbC1', now, secret)
    const [nonce, expires, mac] = value.split('.')
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{16}$/)
    expect(Number(expires)).toBe(now / 1000 + CAPTCHA_TTL_SECONDS)
    expect(mac).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(value.toLowerCase()).not.toContain('abc1')
    expect(nonceOf(issueCaptchaCookie('AbC1', now, secret))).not.toBe(nonce)
  })

  it('accepts the answer in any case, with spaces around it, and names its nonce', () => {
    const value = issueCaptchaCookie('AbC1', now, secret)
    expect(captchaSignatureMatches(value, 'abc1', now + 1000, secret)).toEqual({ nonce: nonceOf(value) })
    expect(captchaSignatureMatches(value, ' ABC1 ', new Date(now + 1000), secret)).not.toBeNull()
  })

  it('refuses a wrong answer, an empty one, an expired cookie', () => {
    const value = issueCaptchaCookie('AbC1', now, secret)
    expect(captchaSignatureMatches(value, 'abc2', now, secret)).toBeNull()
    expect(captchaSignatureMatches(value, '', now, secret)).toBeNull()
    expect(captchaSignatureMatches(value, 'abc1', now + CAPTCHA_TTL_SECONDS * 1000, secret)).toBeNull()
  })

  it('refuses a cookie signed with another secret, tampered with, malformed, or of the old format', () => {
    const value = issueCaptchaCookie('AbC1', now, secret)
    expect(captchaSignatureMatches(value, 'abc1', now, 'another-secret-0123456789abcdef01234')).toBeNull()
    const [nonce, expires, mac] = value.split('.')
    expect(captchaSignatureMatches(`${nonce}.${Number(expires) + 600}.${mac}`, 'abc1', now, secret)).toBeNull()
    expect(captchaSignatureMatches(`other-nonce-123.${expires}.${mac}`, 'abc1', now, secret)).toBeNull()
    expect(captchaSignatureMatches('nonsense', 'abc1', now, secret)).toBeNull()
    expect(captchaSignatureMatches(null, 'abc1', now, secret)).toBeNull()
    // The second format once accepted on the same cookie: <expiresAtMs>.<sha256 of the answer>.<hmac hex>.
    expect(
      captchaSignatureMatches(`${now + 60_000}.${'a'.repeat(64)}.${'b'.repeat(64)}`, 'abc1', now, secret),
    ).toBeNull()
    expect(nonceOf(`${now + 60_000}.${'a'.repeat(64)}.${'b'.repeat(64)}`)).toBe(`${now + 60_000}`)
  })

  it('reads and writes its cookie: http-only, path /, secure in production', () => {
    const request = (cookie: string) => new Request('http://localhost/x', { headers: { cookie } })
    expect(captchaCookieOf(request(`a=1; ${CAPTCHA_COOKIE}=abc.1.x`))).toBe('abc.1.x')
    expect(captchaCookieOf(request('a=1'))).toBeNull()
    expect(captchaCookieHeader('v', env({}))).toBe(
      `ts-captcha=v; Path=/; Max-Age=${CAPTCHA_TTL_SECONDS}; HttpOnly; SameSite=Lax`,
    )
    expect(captchaCookieHeader('v', env({ NODE_ENV: 'production' }))).toContain('; Secure')
    expect(captchaCookieHeader('v', env({ NODE_ENV: 'production', COOKIE_SECURE: 'false' }))).not.toContain('Secure')
  })
})
