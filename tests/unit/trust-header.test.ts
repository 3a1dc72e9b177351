/**
 * The console's header and routing: console links never lead to a 404 of this app, menu links stay on their
 * site (the Russian solution pages of SPEC §2.3), and a guest's mistyped site address is an HTTP redirect (§2.4).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { accountLinks, isSignOutItem, visibleConsoleMenu } from '@/features/accounts/member/console-menu'
import type { NavNode } from '@/data/navigation-types'
import { menuVisibility } from '@/domain/permissions'
import { consoleHref, isConsolePath, siteHref } from '@/domain/routing'
import { createPageCache } from '@/server/page-cache'
import { guestNotFoundTarget, withGuestNotFoundRedirect } from '@/server/guest-redirect'

describe('console links (SPEC §2.6)', () => {
  it('go to the configured console origin, path and query kept', () => {
    expect(consoleHref('/dashboard', 'en', 'https://console.example.com/')).toBe(
      'https://console.example.com/dashboard',
    )
    expect(consoleHref('/so?q=steel', 'ru', 'https://console.example.com')).toBe(
      'https://console.example.com/so?q=steel',
    )
    expect(consoleHref('/login', 'cn', 'https://console.example.com')).toBe('https://console.example.com/login')
  })

  it('without an origin go to the site page about the console, never to a path this app does not serve', () => {
    for (const site of ['cn', 'en', 'ru'] as const) {
      for (const path of [
        '/dashboard',
        '/so',
        '/crm/crm-private',
        '/account/basicinfo',
        '/admin/accounts',
        '/cost/recharge',
      ]) {
        expect(consoleHref(path, site, ''), `${site} ${path}`).toBe(`/${site}/console`)
      }
      expect(consoleHref('/login', site, '')).toBe('/login')
      expect(consoleHref('/register?lang=en', site, '')).toBe('/register?lang=en')
    }
    expect(consoleHref('/package', 'ru', '')).toBe('/ru/package')
    expect(consoleHref('/package', 'cn', '')).toBe('/en/package')
  })

  it("of the user dropdown never send a member to this app's CMS (/admin) or a 404", () => {
    const admin = menuVisibility({
      isLogin: true,
      locale: 'en',
      permissions: { TS: [] } as never,
      userRole: 'admin',
      user: null,
    })
    for (const link of accountLinks('', admin, 'en'))
      expect(link.href === '/en/orders' || link.href === '/en/console', `${link.key} ${link.href}`).toBe(true)
    const configured = accountLinks('https://console.example.com', admin, 'en')
    expect(configured.find((link) => link.key === 'adminAccounts')!.href).toBe(
      'https://console.example.com/admin/accounts',
    )
  })

  it('keep the menu rules working when they lead to the page about the console (dashboard, cost, sign out)', () => {
    const node = (name: string, consolePath: string, extra: Partial<NavNode> = {}): NavNode => ({
      id: name.length,
      name,
      href: '/en/console',
      inside: false,
      target: '_self',
      consolePath,
      children: [],
      ...extra,
    })
    const nodes = [node('Dashboard', '/dashboard'), node('Cost', '/cost', { permission: 'cost' })]
    const noDepartment = menuVisibility({
      isLogin: true,
      locale: 'en',
      permissions: { TS: ['SO'] } as never,
      userRole: 'payment',
      user: null,
    })
    const shown = visibleConsoleMenu(nodes, noDepartment)
    expect(shown.map((n) => n.name)).toEqual(['Cost'])
    expect(shown[0]!.href).toBe('/en/console')
    expect(shown[0]!.consolePath).toBe('/cost/paymentLink')
    expect(isSignOutItem(node('Sign out', '/logout'))).toBe(true)
    expect(isSignOutItem(node('Account', '/account'))).toBe(false)
  })

  it('recognise the console routes of §2.6, not the sites or the log-in pages', () => {
    for (const path of [
      '/dashboard',
      '/so',
      '/so/',
      '/shipments/search',
      '/stats/cn',
      '/marketing/pool',
      '/crm/crm-public',
      '/business/ec/mail',
      '/tools/email',
      '/cost/records',
      '/account',
      '/personal/profile?x=1',
    ]) {
      expect(isConsolePath(path), path).toBe(true)
    }
    for (const path of ['/login', '/register', '/en', '/en/so', '/solutions', '/sofa', '/package', '/no-such-page'])
      expect(isConsolePath(path), path).toBe(false)
  })
})

describe('menu links stay on their site (SPEC §2.2, §2.3)', () => {
  it('map the solution detail screen to the Russian sub-pages and back', () => {
    expect(siteHref('/en/solutionsdetail?contId=998&name=buyers', 'ru')).toBe('/ru/buyers')
    expect(siteHref('/ru/solutionsdetail?contId=3003&name=logistics', 'ru')).toBe('/ru/international')
    expect(siteHref('/en/solutionsdetail?contId=1001&name=media', 'ru')).toBe('/ru/media')
    expect(siteHref('/en/solutionsdetail?contId=998&name=buyers', 'en')).toBe(
      '/en/solutionsdetail?contId=998&name=buyers',
    )
    expect(siteHref('/ru/buyers', 'en')).toBe('/en/solutionsdetail?contId=998&name=buyers')
  })

  it('move a page of the other international site to this one when it exists here, and keep the rest', () => {
    expect(siteHref('/en/aboutus#team', 'ru')).toBe('/ru/aboutus#team')
    expect(siteHref('/en', 'ru')).toBe('/ru')
    expect(siteHref('/en/service/cedarRose', 'ru')).toBe('/en/service/cedarRose')
    expect(siteHref('/cn/service', 'en')).toBe('/cn/service')
    expect(siteHref('/en/products', 'cn')).toBe('/en/products')
    expect(siteHref('https://example.com/en/aboutus', 'ru')).toBe('https://example.com/en/aboutus')
  })
})

describe('a mistyped site address (SPEC §2.4)', () => {
  it('is redirected for a guest page load only', () => {
    expect(guestNotFoundTarget('GET', '/en/no-such-page', {})).toBe('/en')
    expect(guestNotFoundTarget('HEAD', '/ru/x/y?z=1', { cookie: 'lang=ru' })).toBe('/ru')
    expect(guestNotFoundTarget('GET', '/cn/nope', { cookie: 'a=b; ts-token=abc' })).toBeNull()
    expect(guestNotFoundTarget('GET', '/en/nope', { rsc: '1' })).toBeNull()
    expect(guestNotFoundTarget('POST', '/en/nope', {})).toBeNull()
    expect(guestNotFoundTarget('GET', '/api/pages', {})).toBeNull()
  })

  let server: http.Server
  let base = ''
  beforeAll(async () => {
    const cache = createPageCache()
    const nextLike = cache.handler((req, res) => {
      const missing = req.url?.includes('missing')
      res.statusCode = missing ? 404 : 200
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.setHeader(
        'cache-control',
        missing ? 'private, no-cache, no-store, max-age=0, must-revalidate' : 's-maxage=31536000',
      )
      res.write('<html>')
      res.end(missing ? 'This page could not be found</html>' : `${req.url}</html>`)
    })
    server = http.createServer((req, res) => {
      withGuestNotFoundRedirect(req, res)
      return nextLike(req, res)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('answers a guest with a 307 to the site home and a member with the 404 page', async () => {
    const guest = await fetch(`${base}/ru/missing-page`, { redirect: 'manual' })
    expect(guest.status).toBe(307)
    expect(guest.headers.get('location')).toBe('/ru')
    expect(await guest.text()).toBe('')
    const member = await fetch(`${base}/ru/missing-page`, { redirect: 'manual', headers: { cookie: 'ts-token=t' } })
    expect(member.status).toBe(404)
    expect(await member.text()).toContain('This page could not be found')
    const page = await fetch(`${base}/ru/aboutus`, { redirect: 'manual' })
    expect(page.status).toBe(200)
    expect(await page.text()).toBe('<html>/ru/aboutus</html>')
  })
})
