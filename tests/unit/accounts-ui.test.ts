import { describe, expect, it } from 'vitest'

import {
  accountPageLocale,
  loginSchema,
  registerSchema,
  restErrorMessage,
  safeRedirect,
  sameOriginRefererPath,
} from '../../src/features/accounts/components/account-pages'
import {
  accountLinks,
  isAlternateNavPage,
  isSignOutItem,
  visibleConsoleMenu,
} from '../../src/features/accounts/member/console-menu'
import { withReturn } from '../../src/features/accounts/member/GuestLinks'
import type { NavNode } from '../../src/data/navigation-types'
import { menuVisibility } from '../../src/domain/permissions'

let id = 1
const n = (name: string, href: string, extra: Partial<NavNode> = {}): NavNode => ({
  id: id++,
  name,
  href,
  inside: false,
  target: '_self',
  children: [],
  ...extra,
})

const menu: NavNode[] = [
  n('Dashboard', 'https://console.test/dashboard'),
  n('Data center', 'https://console.test/shipments/search', {
    children: [
      n('Shipments', 'https://console.test/shipments/search'),
      n('China statistics', 'https://console.test/stats/cn', { permission: 'marketAnalysis' }),
    ],
  }),
  n('Trade search', 'https://console.test/so', { permission: 'tradeSearch' }),
  n('Marketing', 'https://console.test/marketing/companies/customs', {
    permission: 'marketing',
    children: [
      n('Customs companies', 'https://console.test/marketing/companies/customs'),
      n('Recommend', 'https://console.test/marketing/recommend', { permission: 'recommend', group: 'Auto' }),
    ],
  }),
  n('Business', 'https://console.test/crm/crm-private', {
    children: [
      n('Private customers', 'https://console.test/crm/crm-private', { permission: 'tradeSearch' }),
      n('Mailboxes', 'https://console.test/business/ec/mail', { permission: 'email' }),
      n('Product list', 'https://console.test/business/product/list'),
    ],
  }),
  n('Cost', 'https://console.test/cost', { permission: 'cost' }),
  n('Open platform', 'https://console.test/open-platform', { permission: 'openPlatform' }),
]

const names = (nodes: NavNode[]): string[] => nodes.flatMap((node) => [node.name, ...names(node.children)])
const visibility = (permissions: unknown, userRole = '', deptInfo: { name: string } | null = null) =>
  menuVisibility({ isLogin: true, locale: 'en', permissions, userRole, user: { level: 0, deptInfo } })

describe('the console menu a member sees (§6)', () => {
  it('shows a NORMAL member without permissions only the free items', () => {
    const shown = names(visibleConsoleMenu(menu, visibility({ TS: [] })))
    expect(shown).toEqual(['Data center', 'Shipments', 'Business', 'Product list'])
  })

  it('shows a member with every right everything, the dashboard with a department, and cost → paymentLink with payment rights', () => {
    const all = { TS: ['SO', 'AI', 'MARKET', 'EMAIL', 'RECOMMEND'], CDS: { download_limit: 10 }, OPENS: true }
    const shown = visibleConsoleMenu(menu, visibility(all, 'payment', { name: 'Sales' }))
    expect(names(shown)).toEqual(names(menu))
    expect(shown.find((node) => node.name === 'Cost')!.href).toBe('https://console.test/cost/paymentLink')
    const records = visibleConsoleMenu(menu, visibility({ TS: ['SO'] }))
    expect(records.find((node) => node.name === 'Cost')!.href).toBe('https://console.test/cost/records')
  })

  it('puts recommend on its own when the member has it without AI', () => {
    const shown = visibleConsoleMenu(menu, visibility({ TS: ['RECOMMEND'] }))
    expect(shown.map((node) => node.name)).toEqual(['Data center', 'Business', 'Recommend'])
  })

  it('recognises the sign-out entry and the pages with the alternate bar', () => {
    expect(isSignOutItem({ href: 'https://console.test/logout' })).toBe(true)
    expect(isSignOutItem({ href: '/account' })).toBe(false)
    for (const path of ['/cn/service', '/cn/service/tuv', '/en/service/cedarRose', '/en/package', '/ru/packageLearn'])
      expect(isAlternateNavPage(path), path).toBe(true)
    for (const path of ['/cn', '/en/products', '/cn/servicex', '/en/packages'])
      expect(isAlternateNavPage(path), path).toBe(false)
  })

  it('gives the user dropdown recharge, admin account management for admins, and the account settings', () => {
    const member = accountLinks('https://console.test', visibility({ TS: [] }))
    expect(member.map((link) => link.key)).toEqual(['recharge', 'accountSettings', 'basicInfo'])
    expect(member.find((link) => link.key === 'basicInfo')!.href).toBe('https://console.test/account/basicinfo')
    const admin = accountLinks('', visibility({ TS: [] }, 'admin'))
    expect(admin.map((link) => link.key)).toEqual([
      'recharge',
      'adminAccounts',
      'tsAdmin',
      'infoManagement',
      'accountSettings',
      'basicInfo',
    ])
    expect(admin[0]!.href).toBe('/cost/recharge')
  })

  it('links the member to their orders on the site they are on (issue 24)', () => {
    for (const site of ['cn', 'en', 'ru'] as const) {
      const links = accountLinks('https://console.test', visibility({ TS: [] }), site)
      expect(links.map((link) => link.key)).toEqual(['recharge', 'myOrders', 'accountSettings', 'basicInfo'])
      expect(links.find((link) => link.key === 'myOrders')!.href).toBe(`/${site}/orders`)
    }
  })
})

describe('log-in and registration pages', () => {
  it('choose the language from ?lang=, then the lang cookie, then zh', () => {
    expect(accountPageLocale('en', 'ru')).toBe('en')
    expect(accountPageLocale(undefined, 'ru')).toBe('ru')
    expect(accountPageLocale('zh-cn', 'en')).toBe('zh')
    expect(accountPageLocale('fr', undefined)).toBe('zh')
    expect(accountPageLocale(undefined, undefined, '/ru/package')).toBe('ru')
    expect(sameOriginRefererPath('http://site.test/en/package?tier=PRO', 'site.test')).toBe('/en/package?tier=PRO')
    expect(sameOriginRefererPath('https://evil.test/en', 'site.test')).toBeNull()
    expect(sameOriginRefererPath(null, 'site.test')).toBeNull()
  })

  it('only go back to paths of this site', () => {
    expect(safeRedirect('/en/package?tier=PRO#buy', 'en')).toBe('/en/package?tier=PRO#buy')
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      undefined,
      '/x\nSet-Cookie:a',
    ]) {
      expect(safeRedirect(bad, 'ru'), String(bad)).toBe('/ru')
    }
    expect(safeRedirect(['/cn/contact', '/x'], 'zh')).toBe('/cn/contact')
  })

  it('normalise the path before checking it stays on this site (no //host after dot segments)', () => {
    for (const bad of [
      '/..//evil.example',
      '/cn/..//evil.example',
      '/en/../..//evil.example/x',
      '/%2e%2e//evil.example',
      '/./\\evil.example',
    ]) {
      const target = safeRedirect(bad, 'en')
      expect(target, bad).toBe('/en')
      expect(new URL(target, 'https://www.example.com').host, bad).toBe('www.example.com')
    }
    expect(safeRedirect('/cn/../en/package', 'zh')).toBe('/en/package')
  })

  it('validate in the visitor language', () => {
    expect(loginSchema('en').safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true)
    const bad = registerSchema('en').safeParse({ email: 'nope', password: '123', captcha: '' })
    expect(bad.success).toBe(false)
    const messages = bad.error!.issues.map((issue) => issue.message)
    expect(messages).toContain('Please enter a valid email address')
    expect(messages).toContain('Password must be at least 6 characters')
    expect(messages).toContain('Please enter the captcha text')
    expect(registerSchema('zh').safeParse({ email: '', password: '', captcha: '' }).error!.issues[0]!.message).toBe(
      '请输入邮箱地址',
    )
  })

  it('read Payload error bodies and add the way back to header links', () => {
    expect(
      restErrorMessage({ errors: [{ message: 'Captcha text you entered was incorrect. Please try again.' }] }),
    ).toMatch(/Captcha/)
    expect(
      restErrorMessage({
        errors: [
          {
            message: 'The following field is invalid: email',
            data: { errors: [{ message: 'A user with the given email is already registered.' }] },
          },
        ],
      }),
    ).toMatch(/already registered/)
    expect(restErrorMessage(null)).toBeNull()
    expect(withReturn('/login', 'en', '/en/package')).toBe('/login?lang=en&redirect=%2Fen%2Fpackage')
    expect(withReturn('https://console.test/register', 'cn', '/cn')).toBe(
      'https://console.test/register?lang=zh-cn&redirect=%2Fcn',
    )
  })
})
