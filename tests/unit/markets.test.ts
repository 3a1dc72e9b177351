/**
 * The markets' rules, the pure parts: per-site analytics (which sinks set cookies and so need the banner), the CSP
 * following the sinks, China's filing links, and the search engines' verification metadata.
 */
import { describe, expect, it } from 'vitest'

import { analyticsOrigins, analyticsSinkOfSite, pageViewCall, setsCookies } from '../../src/domain/analytics-sink'
import { filingsOfSite, psbHref } from '../../src/ui/chrome/Filings'
import { chinaMetadata, pageDescription, siteVerificationMetadata } from '../../src/features/markets/head-tags'
import { contentSecurityPolicy } from '../../src/server/security-headers'
import { CONSENT_LABEL, CONSENT_REQUIRED, isConsentGiven, privacyHref } from '../../src/domain/consent'

const SITES_ENV = {
  ANALYTICS_CN: 'baidu:0123456789abcdef0123456789abcdef',
  ANALYTICS_RU: 'metrica:12345678',
  ANALYTICS_EN: 'plausible:example.com',
}

describe('analytics per site', () => {
  it('chooses each site its own sink at run time, the global one otherwise', () => {
    expect(analyticsSinkOfSite(SITES_ENV, 'cn')).toEqual({
      kind: 'baidu',
      siteId: '0123456789abcdef0123456789abcdef',
      scriptSrc: 'https://hm.baidu.com/hm.js?0123456789abcdef0123456789abcdef',
    })
    expect(analyticsSinkOfSite(SITES_ENV, 'ru')).toEqual({
      kind: 'metrica',
      counterId: '12345678',
      scriptSrc: 'https://mc.yandex.ru/metrika/tag.js',
    })
    expect(analyticsSinkOfSite(SITES_ENV, 'en')).toMatchObject({ kind: 'plausible', domain: 'example.com' })
    expect(analyticsSinkOfSite({ NEXT_PUBLIC_ANALYTICS: 'ga', NEXT_PUBLIC_ANALYTICS_ID: 'G-1' }, 'ru')).toMatchObject({
      kind: 'ga',
    })
    expect(
      analyticsSinkOfSite({ NEXT_PUBLIC_ANALYTICS: 'ga', NEXT_PUBLIC_ANALYTICS_ID: 'G-1', ANALYTICS_RU: 'none' }, 'ru'),
    ).toEqual({ kind: 'none' })
    // Half-configured: no script that reports nowhere (a Metrica counter is a number, a Tongji id hex).
    expect(analyticsSinkOfSite({ ANALYTICS_RU: 'metrica:abc' }, 'ru')).toEqual({ kind: 'none' })
    expect(analyticsSinkOfSite({ ANALYTICS_CN: 'baidu:<script>' }, 'cn')).toEqual({ kind: 'none' })
  })

  it('GA, Metrica and Tongji set cookies (a banner first); Plausible and none do not', () => {
    expect(setsCookies(analyticsSinkOfSite(SITES_ENV, 'cn'))).toBe(true)
    expect(setsCookies(analyticsSinkOfSite(SITES_ENV, 'ru'))).toBe(true)
    expect(setsCookies(analyticsSinkOfSite({ ANALYTICS_EN: 'ga:G-1' }, 'en'))).toBe(true)
    expect(setsCookies(analyticsSinkOfSite(SITES_ENV, 'en'))).toBe(false)
    expect(setsCookies(analyticsSinkOfSite({}, 'en'))).toBe(false)
  })

  it('reports page views the way each sink expects', () => {
    expect(pageViewCall(analyticsSinkOfSite(SITES_ENV, 'ru'), 'https://x.test/ru/news?p=2')).toEqual({
      fn: 'ym',
      args: [12345678, 'hit', 'https://x.test/ru/news?p=2'],
    })
    expect(pageViewCall(analyticsSinkOfSite(SITES_ENV, 'cn'), 'https://x.test/cn/news?p=2')).toEqual({
      fn: '_hmt',
      args: [['_trackPageview', '/cn/news?p=2']],
    })
  })

  it('the CSP allows exactly the configured sinks', () => {
    const none = contentSecurityPolicy({})
    expect(none).not.toMatch(/baidu|yandex|google|plausible/)
    const csp = contentSecurityPolicy(SITES_ENV)
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'))!
    const connectSrc = csp.split('; ').find((d) => d.startsWith('connect-src'))!
    for (const origin of ['https://hm.baidu.com', 'https://mc.yandex.ru', 'https://plausible.io']) {
      expect(scriptSrc).toContain(origin)
      expect(connectSrc).toContain(origin)
    }
    expect(csp).not.toContain('google')
    expect(analyticsOrigins({ ANALYTICS_EN: 'ga:G-1' })).toContain('https://www.googletagmanager.com')
  })
})

describe('China', () => {
  const markets = {
    icpNumber: '京ICP备12345678号-1',
    publicSecurityNumber: '京公网安备11010502030143号',
    filingsOn: ['ru'],
  }
  it('shows the filings on /cn when set, on /en and /ru only when chosen', () => {
    expect(filingsOfSite('cn', markets)).toEqual({
      icpNumber: '京ICP备12345678号-1',
      publicSecurityNumber: '京公网安备11010502030143号',
    })
    expect(filingsOfSite('ru', markets)).not.toBeNull()
    expect(filingsOfSite('en', markets)).toBeNull()
    expect(filingsOfSite('cn', { icpNumber: ' ', publicSecurityNumber: '' })).toBeNull()
    expect(psbHref(markets.publicSecurityNumber)).toBe('https://beian.mps.gov.cn/#/query/webSearch?code=11010502030143')
  })
  it('/cn asks dual-core browsers for WebKit and says the page serves PC and mobile', () => {
    expect(chinaMetadata().other).toMatchObject({ renderer: 'webkit', 'applicable-device': 'pc,mobile' })
  })
})

describe('search-engine verification', () => {
  it('maps the settings to the engines’ meta names, and nothing when empty', () => {
    expect(siteVerificationMetadata({ baidu: 'codeva-1', yandex: 'y1', bing: 'B1', google: 'g1' })).toEqual({
      google: 'g1',
      yandex: 'y1',
      other: { 'baidu-site-verification': 'codeva-1', 'msvalidate.01': 'B1' },
    })
    expect(siteVerificationMetadata({ baidu: ' ', google: null })).toBeUndefined()
    expect(siteVerificationMetadata(null)).toBeUndefined()
  })
})

describe('consent copy', () => {
  it('is in every language, links the policy of the language’s site, and only `true` counts', () => {
    expect(privacyHref('zh')).toBe('/cn/privacy')
    expect(privacyHref('ru')).toBe('/ru/privacy')
    expect(CONSENT_LABEL.ru.before).toContain('152-ФЗ')
    expect(CONSENT_LABEL.zh.after).toContain('个人信息保护法')
    expect(Object.keys(CONSENT_REQUIRED).sort()).toEqual(['en', 'ru', 'zh'])
    expect([true, 'true', 'on'].map(isConsentGiven)).toEqual([true, true, true])
    expect([false, 'false', 'yes', 1, null, undefined, {}].map(isConsentGiven).some(Boolean)).toBe(false)
  })
})

describe('a page without a meta description of its own (every sitemap URL has one)', () => {
  const lexical = (text: string) => ({
    root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text }] }] },
  })

  it('keeps the editor’s own', () => {
    expect(
      pageDescription(
        { title: 'Events', meta: { description: 'Our events.' }, layout: [{ blockType: 'hero', subheading: 'Other' }] },
        'en',
      ),
    ).toBe('Our events.')
  })

  it('takes the first text a visitor reads: a hero subheading, else rich text, cut at a word', () => {
    expect(
      pageDescription(
        { title: 'Events', layout: [{ blockType: 'hero', heading: 'Events', subheading: 'Meet us at trade fairs.' }] },
        'en',
      ),
    ).toBe('Meet us at trade fairs.')
    const long = 'Customs records '.repeat(20)
    const described = pageDescription(
      { title: 'Rates', layout: [{ blockType: 'richText', id: 'x', content: lexical(long) }] },
      'en',
    )
    expect(described.length).toBeLessThanOrEqual(160)
    expect(described).toMatch(/^Customs records .*…$/)
  })

  it('names the page in the site’s language when it has no text at all', () => {
    expect(pageDescription({ title: 'Events', layout: [{ blockType: 'hero', heading: 'Events' }] }, 'en')).toMatch(
      /^Events — TradeCompass: /,
    )
    expect(pageDescription({ title: '活动', layout: [] }, 'zh')).toMatch(/^活动 — 贸易罗盘：/)
    expect(pageDescription({ title: 'События', layout: null }, 'ru')).toMatch(/^События — TradeCompass: .*поставщиков/)
  })
})
