import { describe, expect, it } from 'vitest'

import { DEVELOPMENT_SECRET, hasPublicOrigin, payloadSecret, publicOrigin, serverUrl } from '@/settings'

describe('PAYLOAD_SECRET', () => {
  it('refuses to start production with a missing, default or short secret', () => {
    expect(() => payloadSecret({ NODE_ENV: 'production' })).toThrow(/PAYLOAD_SECRET/)
    expect(() => payloadSecret({ NODE_ENV: 'production', PAYLOAD_SECRET: DEVELOPMENT_SECRET })).toThrow(
      /PAYLOAD_SECRET/,
    )
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

describe('the public origin (run-time setting)', () => {
  it('prefers the per-site address, then PUBLIC_SERVER_URL, then a run-time NEXT_PUBLIC_SERVER_URL, then localhost:PORT', () => {
    const env = {
      PUBLIC_URL_RU: 'https://tradecompass.ru/',
      PUBLIC_SERVER_URL: 'https://www.tradecompass.com',
      NEXT_PUBLIC_SERVER_URL: 'http://old.example',
    }
    expect(publicOrigin('ru', env)).toBe('https://tradecompass.ru')
    expect(publicOrigin('en', env)).toBe('https://www.tradecompass.com')
    expect(serverUrl(env)).toBe('https://www.tradecompass.com')
    expect(publicOrigin('cn', { NEXT_PUBLIC_SERVER_URL: 'http://old.example/' })).toBe('http://old.example')
    expect(publicOrigin(undefined, { PORT: '4100' })).toBe('http://localhost:4100')
    expect(hasPublicOrigin({ PORT: '4100' })).toBe(false)
    expect(hasPublicOrigin({ PUBLIC_SERVER_URL: 'https://a.example' })).toBe(true)
  })

  it('is read when called, not fixed when the module loads', () => {
    const before = process.env.PUBLIC_SERVER_URL
    process.env.PUBLIC_SERVER_URL = 'https://one.example'
    expect(publicOrigin('cn')).toBe('https://one.example')
    process.env.PUBLIC_SERVER_URL = 'https://two.example'
    expect(publicOrigin('cn')).toBe('https://two.example')
    if (before === undefined) delete process.env.PUBLIC_SERVER_URL
    else process.env.PUBLIC_SERVER_URL = before
  })

  it('hands browser code its run-time settings (cookie domain, API base) as <html> attributes, never from the build', async () => {
    const { browserSettings } = await import('@/settings')
    const { browserSettingAttributes } = await import('@/domain/browser-settings')
    expect(browserSettings({})).toEqual({})
    expect(
      browserSettings({ COOKIE_DOMAIN: '.tradecompass.example', PUBLIC_API_URL: 'https://api.tradecompass.example/' }),
    ).toEqual({
      cookieDomain: '.tradecompass.example',
      apiBase: 'https://api.tradecompass.example',
    })
    expect(browserSettings({ NEXT_PUBLIC_COOKIE_DOMAIN: '.old.example' })).toEqual({ cookieDomain: '.old.example' })
    expect(
      browserSettingAttributes(browserSettings({ COOKIE_DOMAIN: '.a.example', PUBLIC_API_URL: 'https://b.example' })),
    ).toEqual({
      'data-cookie-domain': '.a.example',
      'data-api-base': 'https://b.example',
    })
  })
})
