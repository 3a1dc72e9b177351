/** Page metadata (SPEC §2): titles with the brand, canonical and hreflang alternates of the other sites. */
import { describe, expect, it } from 'vitest'

import { alternatesOf, screenMetadata } from '../../src/data/seo/metadata'

describe('page metadata', () => {
  it('names the page and the brand once, and points at the same page on the other sites', () => {
    const meta = screenMetadata({
      site: 'en',
      path: 'aboutus',
      title: 'About us',
      sites: ['cn', 'en', 'ru'],
      brand: 'TradeCompass',
    })
    expect(meta.title).toBe('About us | TradeCompass')
    expect(String(meta.alternates?.canonical)).toMatch(/\/en\/aboutus$/)
    const languages = meta.alternates?.languages as Record<string, string>
    expect(Object.keys(languages).sort()).toEqual(['en', 'ru', 'x-default', 'zh-CN'])
    expect(languages['x-default']).toMatch(/\/en\/aboutus$/)
    expect(
      screenMetadata({ site: 'en', path: '', title: 'TradeCompass data', sites: ['en'], brand: 'TradeCompass' }).title,
    ).toBe('TradeCompass data')
  })

  it('gives an untitled draft (live preview) the brand as its title instead of failing', () => {
    expect(screenMetadata({ site: 'ru', path: 'draft', title: null, sites: ['ru'], brand: 'TradeCompass' }).title).toBe(
      'TradeCompass',
    )
    expect(screenMetadata({ site: 'cn', path: 'draft', title: '', sites: [], brand: '贸易罗盘' }).title).toBe(
      '贸易罗盘',
    )
  })

  it('lists only the sites that have the page, with x-default on English, else Chinese', () => {
    const languages = alternatesOf('product/trade', ['cn', 'ru'])
    expect(Object.keys(languages).sort()).toEqual(['ru', 'x-default', 'zh-CN'])
    expect(languages['x-default']).toMatch(/\/cn\/product\/trade$/)
  })
})

describe('page metadata on separate domains', () => {
  it('points canonical, og:url and each hreflang at the public origin of its own site', () => {
    const before = { ...process.env }
    Object.assign(process.env, { PUBLIC_SERVER_URL: 'https://www.example.com', PUBLIC_URL_RU: 'https://example.ru' })
    try {
      const meta = screenMetadata({
        site: 'en',
        path: 'aboutus',
        title: 'About',
        sites: ['cn', 'en', 'ru'],
        brand: 'TradeCompass',
      })
      expect(meta.alternates?.canonical).toBe('https://www.example.com/en/aboutus')
      expect((meta.openGraph as { url?: string }).url).toBe('https://www.example.com/en/aboutus')
      expect(meta.alternates?.languages).toMatchObject({
        ru: 'https://example.ru/ru/aboutus',
        'zh-CN': 'https://www.example.com/cn/aboutus',
      })
    } finally {
      for (const key of ['PUBLIC_SERVER_URL', 'PUBLIC_URL_RU']) if (before[key] === undefined) delete process.env[key]
    }
  })
})
