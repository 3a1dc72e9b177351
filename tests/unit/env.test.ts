import { describe, expect, it } from 'vitest'

import { DEVELOPMENT_SECRET, payloadSecret } from '@/env'

describe('PAYLOAD_SECRET', () => {
  it('refuses to start production with a missing, default or short secret', () => {
    expect(() => payloadSecret({ NODE_ENV: 'production' })).toThrow(/PAYLOAD_SECRET/)
    expect(() => payloadSecret({ NODE_ENV: 'production', PAYLOAD_SECRET: DEVELOPMENT_SECRET })).toThrow(/PAYLOAD_SECRET/)
    expect(() => payloadSecret({ NODE_ENV: 'production', PAYLOAD_SECRET: 'short' })).toThrow(/PAYLOAD_SECRET/)
  })

  it('accepts a real secret in production', () => {
    const secret = 'f'.repeat(64)
    expect(payloadSecret({ NODE_ENV: 'production', PAYLOAD_SECRET: secret })).toBe(secret)
  })

  it('falls back to the development secret outside production', () => {
    expect(payloadSecret({ NODE_ENV: 'development' })).toBe(DEVELOPMENT_SECRET)
  })
})
