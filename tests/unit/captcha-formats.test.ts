import { describe, expect, it } from 'vitest'

import { verifyCaptcha } from '@/captcha/token'
import { issueCaptcha } from '@/public-api/captcha'

describe('one image code for every form', () => {
  it('the purchase and registration checks accept the code GET /public/captcha issues, and only with its answer', () => {
    const now = Date.now()
    const issued = issueCaptcha(now)
    expect(verifyCaptcha(issued.cookie, issued.answer, now)).toBe(true)
    expect(verifyCaptcha(issued.cookie, issued.answer.toUpperCase(), now)).toBe(true)
    expect(verifyCaptcha(issued.cookie, `${issued.answer}x`, now)).toBe(false)
    expect(verifyCaptcha(issued.cookie, issued.answer, now + 6 * 60 * 1000)).toBe(false)
  })
})
