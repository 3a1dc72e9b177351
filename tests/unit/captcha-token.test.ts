import { createHash, createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'

import { CAPTCHA_TTL_MS, checkCaptcha, issueCaptchaCookie, verifyCaptcha } from '@/captcha/token'

const SECRET = 'unit-test-secret-0123456789abcdef0123'
const NOW = 1_800_000_000_000

describe('captcha cookie contract (ts-captcha)', () => {
  it('is <expiresAtMs>.<sha256 of the lower-cased answer>.<hmac-sha256 of the first two parts>', () => {
    const value = issueCaptchaCookie(' AbCd ', NOW, SECRET)
    const [expires, hash, mac] = value.split('.')
    expect(Number(expires)).toBe(NOW + CAPTCHA_TTL_MS)
    expect(hash).toBe(createHash('sha256').update('abcd').digest('hex'))
    expect(mac).toBe(createHmac('sha256', SECRET).update(`${expires}.${hash}`).digest('hex'))
  })

  it('accepts the answer in any case before it expires', () => {
    const value = issueCaptchaCookie('AbCd', NOW, SECRET)
    expect(verifyCaptcha(value, 'abcd', NOW + 1000, SECRET)).toBe(true)
    expect(verifyCaptcha(value, 'ABCD ', NOW + 1000, SECRET)).toBe(true)
  })

  it('refuses a wrong, missing or expired answer, a forged or malformed cookie, and another secret', () => {
    const value = issueCaptchaCookie('AbCd', NOW, SECRET)
    expect(checkCaptcha(value, 'abce', NOW, SECRET)).toBe('wrong')
    expect(checkCaptcha(value, '', NOW, SECRET)).toBe('missing')
    expect(checkCaptcha(null, 'abcd', NOW, SECRET)).toBe('missing')
    expect(checkCaptcha(value, 'abcd', NOW + CAPTCHA_TTL_MS, SECRET)).toBe('expired')
    expect(checkCaptcha('1.2.3', 'abcd', NOW, SECRET)).toBe('malformed')
    const [expires, , mac] = value.split('.')
    const otherHash = createHash('sha256').update('zzzz').digest('hex')
    expect(checkCaptcha(`${expires}.${otherHash}.${mac}`, 'zzzz', NOW, SECRET)).toBe('forged')
    const later = String(Number(expires) + 3_600_000)
    expect(checkCaptcha(`${later}.${value.split('.')[1]}.${mac}`, 'abcd', NOW, SECRET)).toBe('forged')
    expect(verifyCaptcha(value, 'abcd', NOW, 'another-secret-0123456789abcdef0123')).toBe(false)
  })
})
