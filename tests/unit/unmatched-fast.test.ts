/**
 * The production server answers unmatched routes (SPEC §2.4) itself, before Next, by the rule of the
 * route /next/unmatched (src/server/unmatched-fast.ts, `unmatchedAnswer` in src/domain/routing.ts). These are the
 * answers a visitor gets; tests/e2e/unmatched-answers.spec.ts compares them with the route's on a running server.
 */
import { afterEach, describe, expect, it } from 'vitest'

import {
  enableRedirectsSnapshot,
  forgetRedirects,
  offerRedirects,
  redirectsVersion,
  currentRedirects,
} from '../../src/server/cache/redirects-snapshot'
import { unmatchedAnswer } from '../../src/domain/routing'
import { cookieOf, fastUnmatchedAnswer } from '../../src/server/unmatched-fast'

const RULES = { '/products': '/en/products', '/home': '/en', '/Über': '/en/aboutus' }
const get = (url: string, cookie?: string, method = 'GET') => ({ method, url, headers: cookie ? { cookie } : {} })
const answer = (url: string, cookie?: string, method = 'GET', env: Record<string, string> = {}) => {
  const found = fastUnmatchedAnswer(get(url, cookie, method), RULES, env)
  return found && (found.status === 404 ? { status: 404 } : { status: found.status, location: found.location })
}

describe('the answers of an unmatched route', () => {
  it('a guest is sent to the site the path points at, query kept out of the decision', () => {
    expect(answer('/nowhere')).toEqual({ status: 307, location: '/cn' })
    expect(answer('/wp-login.php?x=/en')).toEqual({ status: 307, location: '/cn' })
    expect(answer('/x/en/y')).toEqual({ status: 307, location: '/en' })
    expect(answer('/x/ru')).toEqual({ status: 307, location: '/ru' })
    expect(answer('/something/cn/else')).toEqual({ status: 307, location: '/cn' })
    expect(answer('/solutions/abc')).toEqual({ status: 307, location: '/en' })
  })

  it('a rule of the redirects collection comes first, for guests and members alike (308)', () => {
    expect(answer('/products')).toEqual({ status: 308, location: '/en/products' })
    expect(answer('/home?a=1', 'ts-token=abc')).toEqual({ status: 308, location: '/en' })
    expect(
      unmatchedAnswer({
        pathname: '/%C3%9Cber',
        search: '',
        redirects: RULES,
        langCookie: undefined,
        hasToken: false,
        consoleOrigin: '',
      }),
    ).toEqual({ status: 308, location: '/en/aboutus' })
  })

  it('a visitor holding the member token gets the not-found screen (404); an empty token is no token', () => {
    expect(answer('/nowhere', 'lang=en; ts-token=abc')).toEqual({ status: 404 })
    expect(answer('/nowhere', 'ts-token=')).toEqual({ status: 307, location: '/cn' })
    expect(answer('/nowhere', 'ts-token')).toEqual({ status: 404 })
    expect(answer('/nowhere', 'xts-token=abc')).toEqual({ status: 307, location: '/cn' })
  })

  it("a console path goes to the console, or to the page of the lang cookie's site about it", () => {
    expect(answer('/dashboard?tab=1')).toEqual({ status: 307, location: '/cn/console' })
    expect(answer('/crm/leads', 'lang=ru')).toEqual({ status: 307, location: '/ru/console' })
    expect(answer('/crm/leads', 'lang=ru; lang=en')).toEqual({ status: 307, location: '/en/console' })
    expect(answer('/so/x?q=1', 'lang=en', 'GET', { CONSOLE_URL: 'https://console.example/' })).toEqual({
      status: 307,
      location: 'https://console.example/so/x?q=1',
    })
  })

  it('leaves to Next what the route would read differently or is not an unmatched route', () => {
    for (const url of [
      '/cn/x',
      '/CN/x',
      '/en',
      '/api/pages',
      '/_next/static/a.js',
      '/next/unmatched/x',
      '/sitemap.xml',
      '/robots.txt',
      '/favicon.svg',
      '/media/a.png',
      '/login',
      '/',
      '/a/',
      '/a//b',
      '/%E4%B8%AD',
      '/a b',
    ])
      expect(answer(url), url).toBeNull()
    expect(answer('/nowhere', undefined, 'POST')).toBeNull()
    expect(answer('/nowhere', undefined, 'HEAD')).toEqual({ status: 307, location: '/cn' })
    // The IndexNow key file is the route's.
    expect(answer('/abcdef123456.txt', undefined, 'GET', { INDEXNOW_KEY: 'abcdef123456' })).toBeNull()
    expect(answer('/other.txt', undefined, 'GET', { INDEXNOW_KEY: 'abcdef123456' })).toEqual({
      status: 307,
      location: '/cn',
    })
    // Without the rules as the route read them, nothing is answered here.
    expect(fastUnmatchedAnswer(get('/nowhere'), null)).toBeNull()
  })

  it('reads cookies as Next does', () => {
    expect(cookieOf('a=1; lang=zh-cn', 'lang')).toBe('zh-cn')
    expect(cookieOf('lang=%E0', 'lang')).toBeUndefined()
    expect(cookieOf('lang=en;lang=ru', 'lang')).toBe('ru')
    expect(cookieOf(undefined, 'lang')).toBeUndefined()
  })
})

describe('the redirects the route read, as the server holds them', () => {
  afterEach(() => enableRedirectsSnapshot(false))

  it('are kept only while enabled, forgotten on a content change, refused when read across one', () => {
    const t = 1_000_000
    offerRedirects(redirectsVersion(), RULES, t)
    expect(currentRedirects(t)).toBeNull()
    enableRedirectsSnapshot()
    offerRedirects(redirectsVersion(), RULES, t)
    expect(currentRedirects(t)).toBe(RULES)
    const before = redirectsVersion()
    forgetRedirects(2000, t + 10)
    expect(currentRedirects(t + 10)).toBeNull()
    offerRedirects(before, RULES, t + 5000)
    expect(currentRedirects(t + 5000)).toBeNull()
    offerRedirects(redirectsVersion(), RULES, t + 1000)
    expect(currentRedirects(t + 1000)).toBeNull()
    offerRedirects(redirectsVersion(), RULES, t + 2010)
    expect(currentRedirects(t + 2010)).toBe(RULES)
    expect(currentRedirects(t + 2010 + 60_000)).toBeNull()
  })
})
