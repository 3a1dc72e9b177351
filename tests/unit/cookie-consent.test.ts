/**
 * Cookie consent per site: /cn, /en and /ru each keep their own choice, recorded on the server before it applies;
 * the banner names the site's provider; withdrawing deletes the provider's cookies and stops it without a reload.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { cookieDeletions, sinkCookieNames, type AnalyticsSink } from '@/domain/analytics-sink'
import { sinkProvider } from '@/i18n/analytics-providers'
import { withdrawSink } from '@/ui/chrome/Analytics'
import { chooseCookies, cookieChoiceKey, COOKIE_TEXT } from '@/ui/chrome/cookie-choice'
import { fill } from '@/i18n/fill'

const GA: AnalyticsSink = { kind: 'ga', measurementId: 'G-TEST', scriptSrc: 'https://www.googletagmanager.com/gtag/js' }
const METRICA: AnalyticsSink = { kind: 'metrica', counterId: '123', scriptSrc: 'https://mc.yandex.ru/metrika/tag.js' }
const BAIDU: AnalyticsSink = { kind: 'baidu', siteId: 'abcdef12', scriptSrc: 'https://hm.baidu.com/hm.js?abcdef12' }

describe('a choice per site, recorded first', () => {
  let storage: Map<string, string>
  let posted: Record<string, unknown>[]
  let answer: () => Promise<Response>

  beforeEach(() => {
    storage = new Map()
    posted = []
    answer = async () => Response.json({ code: 1, msg: 'ok', data: { policyVersion: '3' } })
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => storage.set(key, value),
      },
      crypto: globalThis.crypto,
      dispatchEvent: () => true,
    })
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      // Recorded before it applies: nothing is stored for the site yet when the server hears of it.
      expect([...storage.keys()].filter((key) => key.startsWith('ts-cookie-choice'))).toEqual([])
      posted.push(JSON.parse(String(init.body)) as Record<string, unknown>)
      return answer()
    })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('accepting on /en is recorded (site, choice, a random visitor id) and leaves /ru without a choice', async () => {
    expect(await chooseCookies('en', 'accepted')).toBe(true)
    expect(posted).toEqual([
      { site: 'en', choice: 'accepted', visitor: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/) },
    ])
    expect(storage.get(cookieChoiceKey('en'))).toBe('accepted')
    expect(storage.get(cookieChoiceKey('ru'))).toBeUndefined()
    expect(storage.get(cookieChoiceKey('cn'))).toBeUndefined()
  })

  it('an acceptance the server did not record does not apply; a refusal applies anyway', async () => {
    answer = async () => new Response('down', { status: 503 })
    expect(await chooseCookies('ru', 'accepted')).toBe(false)
    expect(storage.get(cookieChoiceKey('ru'))).toBeUndefined()
    await chooseCookies('ru', 'rejected')
    expect(storage.get(cookieChoiceKey('ru'))).toBe('rejected')
  })
})

describe('the banner and a withdrawal', () => {
  it('names the site’s provider in each language', () => {
    expect(fill(COOKIE_TEXT.en.body, { provider: sinkProvider(GA, 'en') })).toContain('Google Analytics (Google LLC')
    expect(fill(COOKIE_TEXT.ru.body, { provider: sinkProvider(METRICA, 'ru') })).toContain('Яндекс Метрика')
    expect(fill(COOKIE_TEXT.zh.body, { provider: sinkProvider(BAIDU, 'zh') })).toContain('百度统计')
    for (const locale of ['zh', 'en', 'ru'] as const) expect(COOKIE_TEXT[locale].body).toContain('{provider}')
  })

  it('withdrawing deletes the provider’s cookies on the host and its parent domains and stops it, no reload', () => {
    const jar = new Map([
      ['_ga', '1'],
      ['_ga_TEST', '2'],
      ['_gid', '3'],
      ['ts-token', 'session'],
    ])
    const written: string[] = []
    let removed = 0
    const doc = {
      get cookie() {
        return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
      },
      set cookie(value: string) {
        written.push(value)
        if (/Max-Age=0/.test(value)) jar.delete(value.split('=')[0]!)
      },
      querySelectorAll: () => [{ remove: () => removed++ }],
    }
    const win: Record<string, unknown> = { gtag: () => 'sends', dataLayer: [1, 2] }
    withdrawSink(doc, win, GA, 'www.tradecompass.com')
    expect([...jar.keys()]).toEqual(['ts-token'])
    expect(written).toContain(
      '_ga=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; domain=.tradecompass.com',
    )
    expect(removed).toBe(1)
    expect(win['ga-disable-G-TEST']).toBe(true)
    expect((win.gtag as () => unknown)()).toBeUndefined()
  })

  it('knows each provider’s cookies and nobody else’s', () => {
    const header = '_ym_uid=1; _ym_d=2; _ym123_lsid=3; Hm_lvt_abc=4; HMACCOUNT=5; _ga=6; ts-token=7'
    expect(sinkCookieNames(METRICA, header)).toEqual(['_ym_uid', '_ym_d', '_ym123_lsid'])
    expect(sinkCookieNames(BAIDU, header)).toEqual(['Hm_lvt_abc', 'HMACCOUNT'])
    expect(sinkCookieNames(GA, header)).toEqual(['_ga'])
    expect(cookieDeletions('_ga', 'localhost')).toHaveLength(1)
  })
})
