/**
 * Routes of the three public sites (SPEC §2): where an unmatched route sends a guest (§2.4), the legacy paths (§2.3),
 * the solution ids and their Russian sub-pages (§2.2, §2.3), the logged-in redirects of §2.7 and the package page.
 */
import { langCookieToLocale, localeToSite, type Site } from './locale'

/** Legacy paths that still exist and belong to the English site (§2.3, §2.4). */
export const LEGACY_PATHS = ['/home', '/products', '/datacountries', '/solutions', '/package', '/aboutus'] as const
export type LegacyPath = (typeof LEGACY_PATHS)[number]

/** Where each legacy path redirects: its English counterpart (`/home` is the English home). */
export const LEGACY_REDIRECTS: Readonly<Record<LegacyPath, string>> = {
  '/home': '/en',
  '/products': '/en/products',
  '/datacountries': '/en/datacountries',
  '/solutions': '/en/solutions',
  '/package': '/en/package',
  '/aboutus': '/en/aboutus',
}

function pathnameOf(path: string): string {
  const cut = path.search(/[?#]/)
  const pathname = cut === -1 ? path : path.slice(0, cut)
  return pathname.startsWith('/') ? pathname : `/${pathname}`
}

function segmentsOf(path: string): string[] {
  return pathnameOf(path)
    .toLowerCase()
    .split('/')
    .filter((segment) => segment !== '')
}

/** The legacy path a path is, or lies under (`/products/x` → `/products`), or null. Case-insensitive. */
export function legacyPathOf(path: string): LegacyPath | null {
  const first = segmentsOf(path)[0]
  if (first === undefined) return null
  const candidate = `/${first}`
  return (LEGACY_PATHS as readonly string[]).includes(candidate) ? (candidate as LegacyPath) : null
}

/**
 * Where a guest lands on a route nothing matched (§2.4), checked in this order: a path with a `cn` segment → `/cn`;
 * one with an `en` segment or under a legacy path → `/en`; one with a `ru` segment → `/ru`; anything else → `/cn`.
 * "Containing /cn" is read as a whole path segment, so `/cnn` or `/cn-news` fall to the default (`/cn` too).
 */
export function redirectForUnmatched(path: string): `/${Site}` {
  const segments = segmentsOf(path)
  if (segments.includes('cn')) return '/cn'
  if (segments.includes('en') || legacyPathOf(path) !== null) return '/en'
  if (segments.includes('ru')) return '/ru'
  return '/cn'
}

/** The answer to an unmatched route (§2.4, §2.6): a redirect with a relative `Location`, or the not-found screen. */
export type UnmatchedAnswer = { status: 307 | 308; location: string } | { status: 404 }

/**
 * What an unmatched route answers, in this order: a rule of the redirects collection (308, keyed by the path, raw or
 * decoded); a path of the console (307 to the console, or to the page of the `lang` cookie's site saying where it
 * lives); a visitor holding the member token: the not-found screen (404); any other visitor: 307 to the site the path
 * points at (`redirectForUnmatched`). The one rule for the route /next/unmatched and for the production server's fast
 * path (src/server/unmatched-fast.ts). `consoleOrigin`: CONSOLE_URL without its trailing slash, or ''.
 */
export function unmatchedAnswer(input: {
  pathname: string
  search: string
  redirects: Readonly<Record<string, string>>
  langCookie: string | undefined
  hasToken: boolean
  consoleOrigin: string
}): UnmatchedAnswer {
  const { pathname, search, redirects } = input
  const to = redirects[pathname] ?? redirects[safeDecode(pathname)]
  if (to) return { status: 308, location: to }
  const original = `${pathname}${search}`
  if (isConsolePath(pathname)) {
    const locale = langCookieToLocale(input.langCookie ?? '')
    return { status: 307, location: consoleHref(original, locale ? localeToSite(locale) : 'cn', input.consoleOrigin) }
  }
  if (input.hasToken) return { status: 404 }
  return { status: 307, location: redirectForUnmatched(original) }
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** The solution pages (§2.2): id, product name, Russian sub-page slug (§2.3, same order). */
export const SOLUTIONS = [
  { id: 998, key: 'buyers', ruSlug: 'buyers' },
  { id: 2002, key: 'suppliers', ruSlug: 'suppliers' },
  { id: 3003, key: 'logistics', ruSlug: 'international' },
  { id: 4001, key: 'research', ruSlug: 'consultation' },
  { id: 5001, key: 'lawFirms', ruSlug: 'lawfirms' },
  { id: 6001, key: 'financialInstitutions', ruSlug: 'financial' },
  { id: 7001, key: 'investmentFirms', ruSlug: 'investment' },
  { id: 8001, key: 'government', ruSlug: 'government' },
  { id: 9001, key: 'college', ruSlug: 'college' },
  { id: 1001, key: 'media', ruSlug: 'media' },
] as const

export type Solution = (typeof SOLUTIONS)[number]
export type SolutionId = Solution['id']
export type SolutionKey = Solution['key']

/** The solution of an id given as number or string (`contId` query), or null. */
export function solutionById(id: unknown): Solution | null {
  const n = typeof id === 'string' && /^\d+$/.test(id.trim()) ? Number(id.trim()) : id
  return SOLUTIONS.find((solution) => solution.id === n) ?? null
}

export function solutionByRuSlug(slug: string): Solution | null {
  return SOLUTIONS.find((solution) => solution.ruSlug === slug) ?? null
}

/**
 * The detail page of a solution: `/en/solutionsdetail?contId=998&name=buyers` on the English site,
 * `/ru/buyers` on the Russian one. The Chinese site has no solution pages.
 */
export function solutionDetailPath(site: Exclude<Site, 'cn'>, id: SolutionId): string {
  const solution = solutionById(id)
  if (solution === null) throw new RangeError(`Unknown solution id ${String(id)}`)
  if (site === 'ru') return `/ru/${solution.ruSlug}`
  return `/en/solutionsdetail?contId=${solution.id}&name=${encodeURIComponent(solution.key)}`
}

/** Chinese service-alliance sub-pages under `/cn/service/` (§2.1). */
export const CN_SERVICE_PAGES = [
  'debtcollection',
  'airwallex',
  'cedarRose',
  'tuv',
  'ningbo',
  'xinhai',
  'amass',
  'yixin',
  'yiwandian',
  'zhaodaka',
  'website',
  'trace',
  'spread',
  'analyze',
  'video',
  'search',
  'nova',
  'shiteng',
  'Hide-article',
] as const

/** The Chinese product pages under `/cn/product/` (§2.1). */
export const CN_PRODUCT_PAGES = ['trade', 'search', 'tuoke', 'buyer', 'goldspider', 'global', 'crm'] as const

/** The static paths each site publishes (§2.1–§2.3), without the site prefix (`''` is the home page). */
export const SITE_PATHS: Readonly<Record<Site, readonly string[]>> = {
  cn: [
    '',
    'aboutus',
    ...CN_PRODUCT_PAGES.map((page) => `product/${page}`),
    'investment',
    'cooperation',
    'joinus',
    'news',
    'news/detail',
    'news/detail/play',
    'shipping',
    'privacy',
    'terms',
    'contact',
    'service',
    ...CN_SERVICE_PAGES.map((page) => `service/${page}`),
    'service/video/play',
    'service/Hide-article/detail',
  ],
  en: [
    '',
    'products',
    'datacountries',
    'countrydetail',
    'solutions',
    'solutionsdetail',
    'package',
    'packageLearn',
    'packageterms',
    'aboutus',
    'contact',
    'content/faq',
    'content/press-scmp',
    'content/privacy',
    'privacy',
    'terms',
    'service/debtcollection',
    'service/cedarRose',
  ],
  ru: [
    '',
    'products',
    'datacountries',
    'countrydetail',
    'solutions',
    'package',
    'packageLearn',
    'packageterms',
    'aboutus',
    'contact',
    'content/faq',
    'content/privacy',
    'privacy',
    'terms',
    ...SOLUTIONS.map((solution) => solution.ruSlug),
    'solutionsDetail',
  ],
}

/** Whether `/{site}/{path}` is one of the site's static screens of §2 (exact, case-sensitive). */
export function isSitePath(site: Site, path: string): boolean {
  return SITE_PATHS[site].includes(path.replace(/^\/+|\/+$/g, ''))
}

/** English service pages that a logged-in visitor sees on the Chinese site, in English (§2.7). */
const LOGGED_IN_SERVICE_REDIRECTS = ['/en/service/cedarRose', '/en/service/debtcollection'] as const

/**
 * The redirect of §2.7: a logged-in visitor opening `/en/service/cedarRose` or `/en/service/debtcollection` goes to
 * the `/cn` version with `lang=en` (other query parameters kept). Null when nothing redirects.
 */
export function redirectForLoggedIn(path: string, isLogin: boolean): string | null {
  if (!isLogin) return null
  const cut = path.search(/[?#]/)
  const pathname = (cut === -1 ? path : path.slice(0, cut)).replace(/\/+$/, '')
  if (!(LOGGED_IN_SERVICE_REDIRECTS as readonly string[]).includes(pathname)) return null
  const rest = cut === -1 ? '' : path.slice(cut)
  const hashAt = rest.indexOf('#')
  const query = hashAt === -1 ? rest : rest.slice(0, hashAt)
  const hash = hashAt === -1 ? '' : rest.slice(hashAt)
  const params = new URLSearchParams(query.replace(/^\?/, ''))
  params.set('lang', 'en')
  return `${pathname.replace(/^\/en\//, '/cn/')}?${params.toString()}${hash}`
}

/**
 * The package (purchase) page of a site: `/en/package`, `/ru/package`. The Chinese site has none (§2.6: the package
 * item is non-Chinese only), so `/cn` sends the visitor to the English one.
 */
export function packagePagePath(site: Site): string {
  return site === 'cn' ? '/en/package' : `/${site}/package`
}

/** "My orders" of a site: the logged-in member's orders. */
export function myOrdersPath(site: Site): string {
  return `/${site}/orders`
}

/**
 * The console's own routes (SPEC §2.6): the logged-in product lives on another host (CONSOLE_URL). Only its log-in
 * pages (/login, /register, /reset-password) are served by this app. A path under one of these prefixes is never a
 * page of the public sites.
 */
const CONSOLE_ROUTE_PREFIXES = [
  '/dashboard',
  '/so',
  '/shipments',
  '/stats',
  '/buyer',
  '/marketing',
  '/crm',
  '/business',
  '/tools',
  '/cost',
  '/open-platform',
  '/personal',
  '/account',
  '/logout',
] as const

/** The console pages this app serves itself (src/app/(console)). */
const CONSOLE_PATHS_SERVED_HERE = ['/login', '/register', '/reset-password'] as const

/** Whether a path (query allowed) is a route of the console (§2.6) that this app does not serve. Case-sensitive. */
export function isConsolePath(path: string): boolean {
  const pathname = pathnameOf(path).replace(/\/+$/, '')
  return CONSOLE_ROUTE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
}

/** The page of a site that says what the console is and where it lives (when no console origin is configured). */
function consoleInfoPath(site: Site): string {
  return `/${site}/console`
}

/**
 * Where a console link of the menus goes (§2.6): on the configured console origin (CONSOLE_URL) when there is one;
 * without one, the console's log-in pages stay on this app, the package item goes to the site's package page, and
 * every other console page goes to the site's page about the console (never a 404 of this app).
 * `/admin/…` links are the console's too (its account management), never this app's CMS.
 */
export function consoleHref(path: string, site: Site, origin: string): string {
  const base = origin.trim().replace(/\/+$/, '')
  const href = path.startsWith('/') ? path : `/${path}`
  if (base) return `${base}${href}`
  const pathname = pathnameOf(href)
  if ((CONSOLE_PATHS_SERVED_HERE as readonly string[]).includes(pathname)) return href
  if (pathname === '/package') return packagePagePath(site)
  return consoleInfoPath(site)
}

/**
 * A menu link of one public site made to stay on it (§2.2, §2.3): the English solution detail
 * (`/en/solutionsdetail?contId=998…`) on the Russian site is `/ru/buyers` and the reverse; a page of the other
 * international site (`/en/aboutus` on /ru) becomes the same page here when this site has it. Links to the Chinese
 * site's own pages (the service alliance, news) and anything else are kept as they are.
 */
export function siteHref(href: string, site: Site): string {
  if (site === 'cn') return href
  const match = /^\/(en|ru)(\/[^?#]*)?([?#].*)?$/.exec(href)
  if (!match) return href
  const [, from, rest = '', tail = ''] = match
  const page = rest.replace(/^\/+|\/+$/g, '')
  if (page.toLowerCase() === 'solutionsdetail') {
    const solution = solutionById(new URLSearchParams(tail.split('#', 1)[0]!.replace(/^\?/, '')).get('contId') ?? '')
    if (solution) return solutionDetailPath(site, solution.id)
  }
  if (from === site) return href
  const ruSolution = from === 'ru' ? solutionByRuSlug(page) : null
  if (ruSolution) return solutionDetailPath(site, ruSolution.id)
  return isSitePath(site, page) ? `/${site}${page ? `/${page}` : ''}${tail}` : href
}

/** The customer stories of a site: the list `/{site}/cases`, one story `/{site}/cases/detail?id={slug}`. */
export function caseStudiesPath(site: Site): string {
  return `/${site}/cases`
}

export function caseStudyPath(site: Site, slug: string): string {
  return `/${site}/cases/detail?id=${encodeURIComponent(slug)}`
}
