import { describe, expect, it } from 'vitest'

import { CAPTCHA_TTL_MS, issueCaptchaCookie, verifyCaptcha } from '@/captcha/token'

const secret = 'unit-test-secret-0123456789abcdef0123'
const now = Date.UTC(2026, 0, 1)

describe('captcha cookie', () => {
  it('has the shared format <expiresAtMs>.<sha256 of the answer>.<hmac>', () => {
    const value = issueCaptchaCookie('AbC1', now, secret)
    const [expires, hash, mac] = value.split('.')
    expect(Number(expires)).toBe(now + CAPTCHA_TTL_MS)
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(mac).toMatch(/^[0-9a-f]{64}$/)
  })

  it('accepts the answer in any case, with spaces around it', () => {
    const value = issueCaptchaCookie('AbC1', now, secret)
    expect(verifyCaptcha(value, 'abc1', now + 1000, secret)).toBe(true)
    expect(verifyCaptcha(value, ' ABC1 ', new Date(now + 1000), secret)).toBe(true)
  })

  it('refuses a wrong answer, an empty one, an expired cookie', () => {
    const value = issueCaptchaCookie('AbC1', now, secret)
    expect(verifyCaptcha(value, 'abc2', now, secret)).toBe(false)
    expect(verifyCaptcha(value, '', now, secret)).toBe(false)
    expect(verifyCaptcha(value, 'abc1', now + CAPTCHA_TTL_MS, secret)).toBe(false)
  })

  it('refuses a cookie signed with another secret, tampered with or malformed', () => {
    const value = issueCaptchaCookie('AbC1', now, secret)
    expect(verifyCaptcha(value, 'abc1', now, 'another-secret-0123456789abcdef01234')).toBe(false)
    const [, hash, mac] = value.split('.')
    expect(verifyCaptcha(`${now + 10 * CAPTCHA_TTL_MS}.${hash}.${mac}`, 'abc1', now, secret)).toBe(false)
    expect(verifyCaptcha('nonsense', 'abc1', now, secret)).toBe(false)
    expect(verifyCaptcha(null, 'abc1', now, secret)).toBe(false)
    expect(verifyCaptcha(`x.${hash}.${mac}`, 'abc1', now, secret)).toBe(false)
  })
})
