import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { config, proxy } from '@/proxy'
import { UNMATCHED_SOURCE } from '@/server/unmatched-routes'

const request = (path: string, cookie = '') =>
  new NextRequest(new URL(path, 'http://localhost:3202'), { headers: cookie ? { cookie } : {} })

/** Whether next.config.ts rewrites a path to the unmatched route (its source is `/:path(<regular expression>)`). */
function unmatched(path: string): boolean {
  const inner = /^\/:path\((.*)\)$/.exec(UNMATCHED_SOURCE)![1]!
  return new RegExp(`^/(?:${inner})$`).test(path)
}

const FORWARDED_HEADERS: Record<string, string> = {
  host: 'www.example.com',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  'x-forwarded-port': '8443',
  forwarded: 'for=203.0.113.9;proto=https;host=evil.example',
}

describe('proxy', () => {
  it('sends a logged-in visitor from /en/service/cedarRose and /en/service/debtcollection to /cn with lang=en (§2.7)', () => {
    for (const slug of ['cedarRose', 'debtcollection']) {
      const response = proxy(request(`/en/service/${slug}?x=1`, 'ts-token=abc'))
      expect(response.status).toBe(307)
      const target = new URL(response.headers.get('location')!, 'http://any.host')
      expect(target.pathname).toBe(`/cn/service/${slug}`)
      expect(target.searchParams.get('lang')).toBe('en')
      expect(target.searchParams.get('x')).toBe('1')
    }
  })

  it('leaves a guest on the English service page', () => {
    const response = proxy(request('/en/service/cedarRose'))
    expect(response.headers.get('location')).toBeNull()
    expect(response.headers.get('x-middleware-rewrite')).toBeNull()
  })

  it('lets the console routes of this app through (log in, register, identity, SSO, the public API)', () => {
    for (const path of [
      '/login',
      '/register',
      '/console/user/identity',
      '/console/user/logout',
      '/auth/public/sso/getRedirectUrl',
      '/public/captcha',
    ]) {
      expect(unmatched(path), path).toBe(false)
    }
    for (const path of ['/some/unknown', '/loginx', '/products', '/home/x', '/cnn'])
      expect(unmatched(path), path).toBe(true)
    for (const path of [
      '/cn',
      '/en/aboutus',
      '/ru/x',
      '/admin',
      '/api/pages',
      '/_next/static/a.js',
      '/next/session',
      '/sitemap.xml',
      '/robots.txt',
      '/favicon.svg',
    ]) {
      expect(unmatched(path), path).toBe(false)
    }
  })

  it('never hands a request to another HTTP hop: it redirects, answers or lets through, and matches only / and the two service pages', () => {
    expect(config.matcher).toEqual(['/', '/en/service/:slug(cedarRose|debtcollection)'])
    for (const response of [
      proxy(request('/')),
      proxy(request('/', 'lang=xx')),
      proxy(request('/en/service/cedarRose', 'ts-token=t')),
    ]) {
      expect(response.headers.get('x-middleware-rewrite')).toBeNull()
    }
  })

  // Next's adapter turns a Location on the request's own origin into a relative one (tests/e2e/behind-proxy.spec.ts).
  it('redirects / on the request origin whatever Host, X-Forwarded-* or Forwarded header came with it', () => {
    const names = Object.keys(FORWARDED_HEADERS)
    for (let mask = 0; mask < 1 << names.length; mask++) {
      const headers = new Headers({ cookie: 'lang=ru' })
      names.forEach((name, i) => mask & (1 << i) && headers.set(name, FORWARDED_HEADERS[name]!))
      const response = proxy(new NextRequest(new URL('/?a=1', 'http://localhost:3202'), { headers }))
      expect(response.status).toBe(307)
      expect(response.headers.get('location'), [...headers.keys()].join(',')).toBe('http://localhost:3202/ru?a=1')
      const loggedIn = new Headers(headers)
      loggedIn.set('cookie', 'ts-token=t')
      const service = proxy(
        new NextRequest(new URL('/en/service/debtcollection', 'http://localhost:3202'), { headers: loggedIn }),
      )
      expect(service.headers.get('location')).toBe('http://localhost:3202/cn/service/debtcollection?lang=en')
    }
  })

  it('answers / with an unknown lang cookie with the 404 screen itself', async () => {
    const response = proxy(request('/', 'lang=xx'))
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('404')
  })
})
