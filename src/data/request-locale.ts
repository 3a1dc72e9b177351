/** The visitor's language for an API answer (§7 messages): `lang` cookie, then the referring site, then Accept-Language. */
import { readCookieFrom } from '../domain/api-client'
import { LANG_COOKIE, langCookieToLocale, siteOfPath, siteToLocale, type Locale } from '../domain/locale'

export function localeOfRequest(headers: Headers): Locale {
  const fromCookie = langCookieToLocale(readCookieFrom(headers.get('cookie'), LANG_COOKIE))
  if (fromCookie) return fromCookie
  const referer = headers.get('referer')
  if (referer) {
    try {
      const site = siteOfPath(new URL(referer).pathname)
      if (site) return siteToLocale(site)
    } catch {
      // not a URL: ignore
    }
  }
  const accept = (headers.get('accept-language') ?? '').toLowerCase()
  const first = accept.split(',')[0]?.trim() ?? ''
  if (first.startsWith('en')) return 'en'
  if (first.startsWith('ru')) return 'ru'
  return 'zh'
}
