/**
 * Smoke test of the chrome's server markup (react-dom/server in node, no DOM library): the structure the
 * accessibility and e2e checks rely on. Client behaviour is covered by the pure helpers and by Playwright.
 */
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { SiteChrome } from '../../src/ui/chrome/SiteChrome'
import type { ContactWidgetData, FooterData, HeaderData, NavNode } from '../../src/data/navigation-types'
import type { Site } from '../../src/domain/locale'

let id = 1
const n = (name: string, href: string, extra: Partial<NavNode> = {}): NavNode => ({
  id: id++,
  name,
  href,
  inside: href.startsWith('/'),
  target: '_self',
  children: [],
  ...extra,
})

function header(site: Site): HeaderData {
  return {
    site,
    logoText: 'TradeData',
    items: [
      n('Home', `/${site}`),
      n('Products', `/${site}/products`, {
        image: { url: '/media/p.png', alt: 'Products' },
        contentHeading: 'All products',
        contentText: 'Data and tools',
        moreHref: `/${site}/products`,
        children: [
          n('Trade data', `/${site}/product/trade`, { group: 'Data' }),
          n('CRM', `/${site}/product/crm`, { group: 'Tools' }),
        ],
      }),
      n('Console', 'https://console.example.com/', { target: '_blank' }),
    ],
    loginHref: 'https://console.example.com/login',
    registerHref: 'https://console.example.com/register',
    consoleBase: 'https://console.example.com',
  }
}

function footer(site: Site): FooterData {
  return {
    site,
    columns: [n('Company', '', { children: [n('About us', `/${site}/aboutus`)] })],
    memberColumns: [n('Members', '', { children: [n('Blog', `/${site}/news`)] })],
    demoLabel: '',
    about: 'About text',
    copyright: 'TradeData Ltd.',
    privacyHref: `/${site}/privacy`,
    termsHref: `/${site}/terms`,
    sitemapHref: '/sitemap.xml',
  }
}

const widget: ContactWidgetData = {
  wechatId: 'tradedata',
  qq: '123456',
  phone: '+86 21 1234 5678',
  hours: '9:00–18:00',
}

function render(site: Site): string {
  return renderToString(
    createElement(SiteChrome, {
      site,
      header: header(site),
      footer: footer(site),
      widget,
      languageIndex: {},
      children: createElement('h1', null, 'Page'),
    }),
  )
}

describe('SiteChrome markup', () => {
  it('renders skip link, labelled navigation, main, footer and the language options', () => {
    const html = render('en')
    expect(html).toContain('href="#main"')
    expect(html).toContain('Skip to main content')
    expect(html).toMatch(/<nav[^>]*aria-label="Main navigation"/)
    expect(html).toMatch(/<main[^>]*id="main"/)
    expect(html).toContain('<h1>Page</h1>')
    expect(html).toMatch(/<footer/)
    expect(html).toContain('href="/en"')
    expect(html).toContain('Log in')
    expect(html).toContain('Join free')
    expect(html).toContain('aria-expanded="false"')
    expect(html).toContain('aria-controls="menu-panel-')
    expect(html).toContain('English')
    expect(html).toContain('简体中文')
    expect(html).toContain('Русский')
    expect(html).toContain('Request a demo')
    expect(html).toContain('Terms of service')
    expect(html).toContain(String(new Date().getFullYear()))
    expect(html).toContain('rel="noopener noreferrer"')
    // Grouped sub-menus.
    expect(html).toContain('>Data<')
    expect(html).toContain('>Tools<')
    // No contact widget and no inline back-to-top outside the Chinese site.
    expect(html).not.toContain('contact-widget-wechat')
    expect(html).not.toContain('在线咨询')
  })

  it('adds the contact widget, online consultation and back to top on the Chinese site', () => {
    const html = render('cn')
    expect(html).toContain('contact-widget-wechat')
    expect(html).toContain('tel:+862112345678')
    expect(html).toContain('href="/cn/contact"')
    expect(html).toContain('在线咨询')
    expect(html).toContain('返回顶部')
    expect(html).toContain('跳到主要内容')
  })
})

describe('error screen (SPEC §2.4, §8)', () => {
  it('shows the status (500 by default) and the message, with a way home', async () => {
    const { default: ErrorPage } = await import('../../src/app/(site)/[site]/error')
    const plain = renderToString(
      createElement(ErrorPage, { error: new Error('Database unavailable'), reset: () => {} }),
    )
    expect(plain).toContain('500')
    expect(plain).toContain('Database unavailable')
    expect(plain).toMatch(/href="\/cn"/)
    const withStatus = Object.assign(new Error('Service unavailable'), { status: 503 })
    expect(renderToString(createElement(ErrorPage, { error: withStatus, reset: () => {} }))).toContain('503')
  })

  it('falls back to its own message and a link home when showing the error fails', async () => {
    const { Guard } = await import('../../src/app/(site)/[site]/error')
    const guard = new Guard({ children: null, home: '/en' })
    guard.state = Guard.getDerivedStateFromError()
    const html = renderToString(guard.render() as React.ReactElement)
    expect(html).toContain('An error occurred while showing the error page')
    expect(html).toContain('href="/en"')
  })
})
