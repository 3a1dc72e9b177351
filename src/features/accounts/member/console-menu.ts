/**
 * Pure helpers for the logged-in header (SPEC §2.6, §6), no React: which console menu items a member sees, where
 * the cost link goes, which pages get the alternate navigation bar, and the user dropdown's links.
 */
import type { NavNode } from '../../../data/navigation-types'
import type { Site } from '../../../domain/locale'
import { consoleHref, myOrdersPath } from '../../../domain/routing'
import type { MenuVisibility } from '../../../domain/permissions'

/** A nav item's `permission` (the nav-items select) → whether the visibility rules of §6 show it. */
function permitted(node: NavNode, visibility: MenuVisibility): boolean {
  switch (node.permission) {
    case 'tradeSearch':
      return visibility.tradeSearch
    case 'marketing':
      return visibility.marketing
    case 'marketAnalysis':
      return visibility.marketAnalysis
    case 'recommend':
      return visibility.recommend !== null
    case 'email':
      return visibility.emailCenter
    case 'cost':
      return visibility.cost !== null
    case 'openPlatform':
      return visibility.openPlatform
    case 'admin':
      return visibility.admin
    default:
      return true
  }
}

/** The console route of an item: its `consolePath` (see toNavTree), else the path of its href. */
const pathOf = (node: Pick<NavNode, 'href' | 'consolePath'>) =>
  (node.consolePath ?? node.href.replace(/^https?:\/\/[^/]+/, '')).split(/[?#]/, 1)[0] ?? ''
const isDashboard = (node: NavNode) => pathOf(node) === '/dashboard'
/** The personal area's sign-out entry: the header renders it as the sign-out button, not as a link. */
export const isSignOutItem = (node: Pick<NavNode, 'href' | 'consolePath'>) => pathOf(node) === '/logout'

/**
 * The console menu a member sees: items whose permission the rules deny are dropped (children too); the dashboard
 * shows when a department is in session; the cost link goes to paymentLink or records; recommend moves out of
 * marketing and stands alone when the member has recommend but not AI.
 */
export function visibleConsoleMenu(nodes: readonly NavNode[], visibility: MenuVisibility): NavNode[] {
  const filter = (list: readonly NavNode[]): NavNode[] =>
    list
      .filter((node) => permitted(node, visibility) && (!isDashboard(node) || visibility.dashboard))
      .map((node) => ({
        ...node,
        // The cost link of the permissions (on the console; without one the href stays the page about the console).
        href: node.permission === 'cost' && visibility.cost ? node.href.replace(/\/cost$/, visibility.cost) : node.href,
        ...(node.permission === 'cost' && visibility.cost && node.consolePath
          ? { consolePath: node.consolePath.replace(/\/cost$/, visibility.cost) }
          : {}),
        children: filter(node.children),
      }))
  const visible = filter(nodes)
  if (visibility.recommend !== 'standalone') return visible
  const recommend = nodes.flatMap((node) => node.children).find((child) => child.permission === 'recommend')
  return recommend ? [...visible, { ...recommend, group: null, children: [] }] : visible
}

/**
 * Pages with the alternate navigation bar for members (§2.6 "users with service or package pages open"): the
 * service alliance and its pages, the service pages of the English site, and the package pages.
 */
export function isAlternateNavPage(pathname: string): boolean {
  return (
    /^\/cn\/service(\/|$)/.test(pathname) ||
    /^\/en\/service\//.test(pathname) ||
    /^\/(en|ru)\/package(Learn|terms)?(\/|$)/.test(pathname)
  )
}

export type AccountLink = {
  key: 'recharge' | 'myOrders' | 'adminAccounts' | 'tsAdmin' | 'infoManagement' | 'accountSettings' | 'basicInfo'
  href: string
}

/**
 * The user dropdown's links (§2.6): recharge, the member's orders on this site (with `site`), admin account
 * management, account settings (/account, /account/basicinfo). With `site`, a console link without a console origin
 * goes to the site's page about the console (`consoleHref`), never to a 404 or this app's CMS (/admin).
 */
export function accountLinks(consoleBase: string, visibility: MenuVisibility, site?: Site): AccountLink[] {
  const at = (path: string) => (site ? consoleHref(path, site, consoleBase) : `${consoleBase}${path}`)
  const links: AccountLink[] = [{ key: 'recharge', href: at('/cost/recharge') }]
  if (site) links.push({ key: 'myOrders', href: myOrdersPath(site) })
  if (visibility.admin)
    links.push({ key: 'adminAccounts', href: at('/admin/accounts') }, { key: 'tsAdmin', href: at('/admin/ts') })
  if (visibility.infoManagement) links.push({ key: 'infoManagement', href: at('/admin/info') })
  links.push({ key: 'accountSettings', href: at('/account') }, { key: 'basicInfo', href: at('/account/basicinfo') })
  return links
}
