/**
 * Sites, locales and the `lang` cookie (SPEC §1, §4, §5).
 *
 * Every mapping between a URL prefix (`cn`, `en`, `ru`), a Payload locale (`zh`, `en`, `ru`), the value of the
 * `lang` cookie (`zh-cn`, `en`, `ru`) and the `<html lang>` attribute lives here and nowhere else.
 * No React, Next or Payload imports: this module is read by payload.config.ts, the routes and the tests alike.
 */
import { readCookieFrom } from './cookies'

export const SITES = ['cn', 'en', 'ru'] as const
export type Site = (typeof SITES)[number]

export const LOCALES = ['zh', 'en', 'ru'] as const
export type Locale = (typeof LOCALES)[number]

export const LANG_COOKIE = 'lang'
export type LangCookieValue = 'zh-cn' | 'en' | 'ru'

/** The language a visitor gets when nothing else says otherwise (SPEC §1: defaults to zh). */
export const DEFAULT_LOCALE: Locale = 'zh'
export const DEFAULT_SITE: Site = 'cn'

/** Labels shown in the language dropdown and in the Payload admin's locale selector. */
export const LOCALE_LABELS: Record<Locale, string> = { zh: '简体中文', en: 'English', ru: 'Русский' }

/** When a translation is missing: ru shows the English text, en shows the Chinese text. */
export const LOCALE_FALLBACK: Record<Locale, Locale | null> = { zh: null, en: 'zh', ru: 'en' }

const SITE_TO_LOCALE: Record<Site, Locale> = { cn: 'zh', en: 'en', ru: 'ru' }
const LOCALE_TO_SITE: Record<Locale, Site> = { zh: 'cn', en: 'en', ru: 'ru' }
const LOCALE_TO_COOKIE: Record<Locale, LangCookieValue> = { zh: 'zh-cn', en: 'en', ru: 'ru' }
const HTML_LANG: Record<Site, string> = { cn: 'zh-CN', en: 'en', ru: 'ru' }

export function isSite(value: unknown): value is Site {
  return typeof value === 'string' && (SITES as readonly string[]).includes(value)
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

export function siteToLocale(site: Site): Locale {
  return SITE_TO_LOCALE[site]
}

export function localeToSite(locale: Locale): Site {
  return LOCALE_TO_SITE[locale]
}

/** The value stored in the `lang` cookie for a locale: zh is stored as `zh-cn` (SPEC §4). */
export function localeToLangCookie(locale: Locale): LangCookieValue {
  return LOCALE_TO_COOKIE[locale]
}

/** `<html lang>` of a site: zh-CN, en, ru. */
export function htmlLangOf(site: Site): string {
  return HTML_LANG[site]
}

/** The site that a path belongs to by its first segment (`/en/aboutus` → `en`), or null. */
export function siteOfPath(path: string): Site | null {
  const first = path.replace(/^\/+/, '').split(/[/?#]/, 1)[0] ?? ''
  return isSite(first) ? first : null
}

/** The `lang` cookie is set on the product's domain for a year. */
export const LANG_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

/**
 * The locale of a `lang` cookie value, or null when it is not one of ours.
 * Accepts what the sites store (`zh-cn`, `en`, `ru`) and the bare locale `zh`; case-insensitive, trimmed.
 */
export function langCookieToLocale(value: unknown): Locale | null {
  if (typeof value !== 'string') return null
  const normalised = value.trim().toLowerCase()
  if (normalised === 'zh-cn') return 'zh'
  return isLocale(normalised) ? normalised : null
}

/**
 * A language the visitor names (a body field, `?lang=`): a locale (`zh`, `en`, `ru`), a site (`cn`) or a `lang`
 * cookie value (`zh-cn`); case-insensitive, trimmed. Null for anything else.
 */
export function namedLocale(value: unknown): Locale | null {
  const locale = langCookieToLocale(value)
  if (locale) return locale
  const site = typeof value === 'string' ? value.trim().toLowerCase() : null
  return isSite(site) ? siteToLocale(site) : null
}

/**
 * The language of a request, for every answer the server gives (API messages, identity, log-in pages): the one the
 * body names (`named`), else `?lang=`, else the site of the referring page (`/en/...`), else the `lang` cookie, else
 * the first of zh/en/ru in Accept-Language, else zh (SPEC §1). The one function that decides it.
 */
export function localeOfRequest(request: { url?: string; headers: Headers }, named?: unknown): Locale {
  const explicit = namedLocale(named)
  if (explicit) return explicit
  if (request.url) {
    try {
      const fromQuery = namedLocale(new URL(request.url).searchParams.get('lang'))
      if (fromQuery) return fromQuery
    } catch {
      // not a URL: ignore
    }
  }
  const referer = request.headers.get('referer')
  if (referer) {
    try {
      const site = siteOfPath(new URL(referer).pathname)
      if (site) return siteToLocale(site)
    } catch {
      // not a URL: ignore
    }
  }
  const cookie = langCookieToLocale(readCookieFrom(request.headers.get('cookie'), LANG_COOKIE))
  if (cookie) return cookie
  for (const part of (request.headers.get('accept-language') ?? '').split(',')) {
    const primary = part.split(';')[0]!.trim().toLowerCase().split('-')[0]
    if (isLocale(primary)) return primary
  }
  return DEFAULT_LOCALE
}

/** The home page of a language: `/cn` for zh, else `/{lang}` (SPEC §4: logout and forced logout land here). */
export function homePathOf(locale: Locale): string {
  return `/${localeToSite(locale)}`
}

function splitPath(path: string): { pathname: string; rest: string } {
  const cut = path.search(/[?#]/)
  return cut === -1 ? { pathname: path, rest: '' } : { pathname: path.slice(0, cut), rest: path.slice(cut) }
}

/**
 * The same path under another site's prefix (SPEC §4, language change): `/cn/aboutus` → `/en/aboutus`,
 * `/cn` → `/en`, `/ru/contact?x=1#top` → `/cn/contact?x=1#top`. A path with no site prefix gets one
 * (`/aboutus` → `/en/aboutus`, `/` or `` → `/en`). Query and hash are kept.
 */
export function swapSitePrefix(path: string, target: Site): string {
  const { pathname, rest } = splitPath(path)
  const segments = pathname.split('/').filter((segment) => segment !== '')
  if (segments.length > 0 && isSite(segments[0])) segments.shift()
  return `/${[target, ...segments].join('/')}${rest}`
}

/** Where the language switch navigates: the current path with the prefix of the chosen language. */
export function pathForLanguage(path: string, locale: Locale): string {
  return swapSitePrefix(path, localeToSite(locale))
}

/** Everything a language change does (SPEC §4), as data: the cookie to set and where to navigate. */
export interface LanguageChange {
  locale: Locale
  cookie: { name: typeof LANG_COOKIE; value: LangCookieValue; path: '/'; maxAge: number }
  navigateTo: string
}

export function languageChange(currentPath: string, locale: Locale): LanguageChange {
  return {
    locale,
    cookie: { name: LANG_COOKIE, value: localeToLangCookie(locale), path: '/', maxAge: LANG_COOKIE_MAX_AGE_SECONDS },
    navigateTo: pathForLanguage(currentPath, locale),
  }
}
