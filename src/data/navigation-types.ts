/** The menus as the site components receive them: already localized, already resolved to hrefs of the site. */
import type { Site } from '../domain/locale'

export type NavImage = { url: string; alt: string; width?: number | null; height?: number | null }

export type NavNode = {
  id: number
  name: string
  /** Ready to use: `{site}` replaced, console paths prefixed with CONSOLE_URL. */
  href: string
  /** True when href is a route of this app (use next/link); false for the console or other hosts. */
  inside: boolean
  target: '_self' | '_blank'
  icon?: string | null
  image?: NavImage | null
  contentHeading?: string | null
  contentText?: string | null
  moreHref?: string | null
  /** Column (group) a sub-menu item belongs to. */
  group?: string | null
  permission?: string | null
  /**
   * For a console link: the console route it stands for (`/dashboard`, `/cost`, `/logout`), whatever `href` became
   * (the console origin, or the site's page about the console when none is set). The member menus decide by it.
   */
  consolePath?: string
  children: NavNode[]
}

export type HeaderData = {
  site: Site
  logoText: string
  logo?: NavImage | null
  items: NavNode[]
  /** Console links: log in, join free (register). */
  loginHref: string
  registerHref: string
  /** Base address of the console (CONSOLE_URL; '' = this app) for the user dropdown's links. */
  consoleBase: string
}

export type FooterData = {
  site: Site
  columns: NavNode[]
  memberColumns: NavNode[]
  demoLabel: string
  about: string
  copyright: string
  privacyHref: string
  termsHref: string
  sitemapHref: string
}

export type ContactWidgetData = {
  wechatId: string
  wechatQr?: NavImage | null
  qq: string
  phone: string
  hours: string
}
