import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { config, proxy } from '@/proxy'

const request = (path: string, cookie = '') =>
  new NextRequest(new URL(path, 'http://localhost:3202'), { headers: cookie ? { cookie } : {} })

function matches(path: string): boolean {
  return config.matcher.some((pattern) => {
    if (pattern === path) return true
    // The catch-all is a path-to-regexp group holding a plain regular expression.
    if (pattern.startsWith('/((?!')) return new RegExp(`^${pattern}$`).test(path)
    if (pattern.includes(':slug')) return /^\/en\/service\/(cedarRose|debtcollection)$/.test(path) && pattern.startsWith('/en/service/')
    return false
  })
}

describe('proxy', () => {
  it('sends a logged-in visitor from /en/service/cedarRose and /en/service/debtcollection to /cn with lang=en (§2.7)', () => {
    for (const slug of ['cedarRose', 'debtcollection']) {
      const response = proxy(request(`/en/service/${slug}?x=1`, 'ts-token=abc'))
      expect(response.status).toBe(307)
      const target = new URL(response.headers.get('location')!)
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
    for (const path of ['/login', '/register', '/console/user/identity', '/console/user/logout', '/auth/public/sso/getRedirectUrl', '/public/captcha']) {
      expect(matches(path), path).toBe(false)
    }
    expect(matches('/some/unknown')).toBe(true)
    expect(matches('/loginx')).toBe(true)
  })
})
