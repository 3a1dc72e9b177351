/** Header, footer and contact-widget data of a site, localized and resolved, cached under the globals' tags. */
import QRCode from 'qrcode'

import { tags } from '../server/cache/tags'
import { siteToLocale, type Site } from '../domain/locale'
import { consoleHref, siteHref } from '../domain/routing'
import type { Media, NavItem, SiteSetting } from '../payload-types'

import type { ContactWidgetData, FooterData, HeaderData, NavImage, NavNode } from './navigation-types'
import { cachedRead, payloadClient } from './payload'
import { setting } from '../settings'

/** Where console links (log in, join free, the logged-in menus) go; this app by default. */
export function consoleUrl(): string {
  return (setting('CONSOLE_URL') ?? '').replace(/\/+$/, '')
}

/**
 * `{site}` → the site; a page of the other international site → the same page of this one (`siteHref`: the Russian
 * solution pages are /ru/buyers …); a console path (not inside) → on the console host, or without one the site's
 * page about the console (`consoleHref`), never a 404 of this app.
 */
export function resolveHref(path: string | null | undefined, site: Site, inside = true): string {
  const href = (path || '/').replaceAll('{site}', site)
  if (!inside && href.startsWith('/') && !/^\/(cn|en|ru)(\/|$)/.test(href)) return consoleHref(href, site, consoleUrl())
  return siteHref(href, site)
}

/** The console route a menu item stands for (not inside, a path outside the sites), or undefined. */
function consolePathOf(path: string | null | undefined, inside: boolean): string | undefined {
  return !inside && path && path.startsWith('/') && !/^\/(cn|en|ru|\{site\})(\/|$)/.test(path) ? path : undefined
}

function image(media: unknown): NavImage | null {
  if (!media || typeof media !== 'object') return null
  const m = media as Media
  return m.url ? { url: m.url, alt: m.alt ?? '', width: m.width, height: m.height } : null
}

export function toNavTree(items: NavItem[], site: Site): NavNode[] {
  const visible = items.filter((item) => !item.hide && (!item.sites?.length || item.sites.includes(site)))
  const node = (item: NavItem): NavNode => {
    const out: NavNode = {
      id: item.id,
      name: item.name,
      href: resolveHref(item.path, site, item.inside ?? true),
      inside: (item.inside ?? true) && !/^https?:/.test(item.path ?? ''),
      target: item.target === '_blank' ? '_blank' : '_self',
      children: visible
        .filter((child) => (typeof child.parent === 'object' ? child.parent?.id : child.parent) === item.id)
        .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
        .map(node),
    }
    // Optional fields only when set: these trees go to client components, so every key is repeated in each page's
    // HTML (the console menu alone has some 70 items).
    const optional: Omit<NavNode, 'id' | 'name' | 'href' | 'inside' | 'target' | 'children'> = {
      icon: item.icon,
      image: image(item.image),
      contentHeading: item.contentHeading,
      contentText: item.contentText,
      moreHref: item.moreHref ? resolveHref(item.moreHref, site) : null,
      consolePath: consolePathOf(item.path, item.inside ?? true),
      group: item.group,
      permission: item.permission,
    }
    for (const [key, value] of Object.entries(optional))
      if (value !== null && value !== undefined && value !== '') Object.assign(out, { [key]: value })
    return out
  }
  return visible
    .filter((item) => !item.parent)
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .map(node)
}

async function navItems(menus: string[], site: Site): Promise<NavItem[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'nav-items',
    where: { menu: { in: menus } },
    locale: siteToLocale(site),
    depth: 1,
    limit: 1000,
    pagination: false,
    sort: 'order',
  })
  return docs
}

export function getHeader(site: Site): Promise<HeaderData> {
  return cachedRead(['header', site, consoleUrl()], [tags.global('header'), tags.collection('nav-items')], async () => {
    const payload = await payloadClient()
    const header = await payload.findGlobal({ slug: 'header', locale: siteToLocale(site), depth: 1 })
    const own = header[site]
    const menu = site === 'cn' ? 'cn-header' : 'intl-header'
    const items = await navItems([menu], site)
    const chosen = (own?.items ?? []).map((i) => (typeof i === 'object' ? i.id : i))
    const tree = toNavTree(items, site)
    const ordered = chosen.length
      ? chosen.map((id) => tree.find((n) => n.id === id)).filter((n): n is NavNode => !!n)
      : tree
    return {
      site,
      logoText: own?.logoText || 'TradeCompass',
      logo: image(own?.logo),
      items: ordered,
      loginHref: `${consoleUrl()}/login`,
      registerHref: `${consoleUrl()}/register`,
      consoleBase: consoleUrl(),
    }
  })
}

/**
 * The logged-in header's menu (menu `console`), for the client to filter by the member's permissions (§2.6, §6).
 * Only members' browsers ask for it (/next/console-menu/{site}), so guests' pages do not carry it.
 */
export function getConsoleMenu(site: Site): Promise<NavNode[]> {
  return cachedRead(['console-menu', site, consoleUrl()], [tags.collection('nav-items')], async () =>
    toNavTree(await navItems(['console'], site), site),
  )
}

export function getFooter(site: Site): Promise<FooterData> {
  return cachedRead(['footer', site, consoleUrl()], [tags.global('footer'), tags.collection('nav-items')], async () => {
    const payload = await payloadClient()
    const footer = await payload.findGlobal({ slug: 'footer', locale: siteToLocale(site), depth: 0 })
    const own = footer[site]
    const items = await navItems(['footer', 'member-footer'], site)
    const tree = toNavTree(items, site)
    const pick = (ids: (number | NavItem)[] | null | undefined) =>
      (ids ?? [])
        .map((i) => (typeof i === 'object' ? i.id : i))
        .map((id) => tree.find((n) => n.id === id))
        .filter((n): n is NavNode => !!n)
    const memberIds = new Set(items.filter((i) => i.menu === 'member-footer').map((i) => i.id))
    return {
      site,
      columns: own?.columns?.length ? pick(own.columns) : tree.filter((n) => !memberIds.has(n.id)),
      memberColumns: own?.memberColumns?.length ? pick(own.memberColumns) : tree.filter((n) => memberIds.has(n.id)),
      demoLabel: own?.demoLabel || '',
      about: own?.about || '',
      copyright: own?.copyright || '',
      privacyHref: resolveHref(own?.privacyHref || `/${site}/privacy`, site),
      termsHref: resolveHref(own?.termsHref || `/${site}/terms`, site),
      // The footer links people to the human sitemap; /sitemap.xml is for crawlers (robots.txt names it).
      sitemapHref:
        own?.sitemapHref && own.sitemapHref !== '/sitemap.xml'
          ? resolveHref(own.sitemapHref, site)
          : `/${site}/sitemap`,
    }
  })
}

export function getSiteSettings(site: Site): Promise<SiteSetting> {
  return cachedRead(['site-settings', site], [tags.global('site-settings')], async () => {
    const payload = await payloadClient()
    // Read with the local API's full access: the staff's translation tracking (editors' e-mails) stays out.
    const { translationState: _staffOnly, ...settings } = await payload.findGlobal({
      slug: 'site-settings',
      locale: siteToLocale(site),
      depth: 1,
    })
    return settings as SiteSetting
  })
}

/** A QR code of `text` as an SVG data URL (the `qrcode` package), 128 px. */
async function qrImage(text: string): Promise<NavImage> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
  return { url: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, alt: '', width: 128, height: 128 }
}

export async function getContactWidget(): Promise<ContactWidgetData> {
  const settings = await getSiteSettings('cn')
  const w = settings.contactWidget
  const wechatId = w?.wechatId ?? ''
  // No QR image uploaded: the widget shows one generated from the WeChat id of the site settings.
  const wechatQr = image(w?.wechatQr) ?? (wechatId ? await qrImage(wechatId) : null)
  return { wechatId, wechatQr, qq: w?.qq ?? '', phone: w?.phone ?? '', hours: w?.hours ?? '' }
}
