import { describe, expect, it } from 'vitest'
import {
  DEFAULT_LOCALE,
  DEFAULT_SITE,
  LANG_COOKIE,
  LOCALE_FALLBACK,
  LOCALE_LABELS,
  LOCALES,
  SITES,
  homePathOf,
  htmlLangOf,
  isLocale,
  isSite,
  langCookieToLocale,
  languageChange,
  localeOfRequest,
  namedLocale,
  localeToLangCookie,
  localeToSite,
  pathForLanguage,
  siteOfPath,
  siteToLocale,
  swapSitePrefix,
} from '../../src/domain/locale'

describe('sites and locales', () => {
  it('has three sites and three locales, zh/cn by default', () => {
    expect(SITES).toEqual(['cn', 'en', 'ru'])
    expect(LOCALES).toEqual(['zh', 'en', 'ru'])
    expect(DEFAULT_LOCALE).toBe('zh')
    expect(DEFAULT_SITE).toBe('cn')
    expect(LANG_COOKIE).toBe('lang')
    expect(LOCALE_LABELS).toEqual({ zh: '简体中文', en: 'English', ru: 'Русский' })
    expect(LOCALE_FALLBACK).toEqual({ zh: null, en: 'zh', ru: 'en' })
  })

  it('maps site ↔ locale ↔ cookie ↔ html lang', () => {
    expect(SITES.map(siteToLocale)).toEqual(['zh', 'en', 'ru'])
    expect(LOCALES.map(localeToSite)).toEqual(['cn', 'en', 'ru'])
    expect(LOCALES.map(localeToLangCookie)).toEqual(['zh-cn', 'en', 'ru'])
    expect(SITES.map(htmlLangOf)).toEqual(['zh-CN', 'en', 'ru'])
    for (const locale of LOCALES) expect(siteToLocale(localeToSite(locale))).toBe(locale)
  })

  it('guards sites and locales', () => {
    expect(isSite('cn')).toBe(true)
    expect(isSite('zh')).toBe(false)
    expect(isSite('CN')).toBe(false)
    expect(isSite(1)).toBe(false)
    expect(isLocale('zh')).toBe(true)
    expect(isLocale('cn')).toBe(false)
    expect(isLocale(undefined)).toBe(false)
  })

  it('finds the site of a path by its first segment', () => {
    expect(siteOfPath('/en/aboutus')).toBe('en')
    expect(siteOfPath('ru')).toBe('ru')
    expect(siteOfPath('/cn?x=1')).toBe('cn')
    expect(siteOfPath('/cn#top')).toBe('cn')
    expect(siteOfPath('/home')).toBeNull()
    expect(siteOfPath('/')).toBeNull()
    expect(siteOfPath('/shop/en')).toBeNull()
  })
})

describe('the lang cookie (§5)', () => {
  it('reads the stored values and the bare locales', () => {
    expect(langCookieToLocale('zh-cn')).toBe('zh')
    expect(langCookieToLocale('zh')).toBe('zh')
    expect(langCookieToLocale('en')).toBe('en')
    expect(langCookieToLocale('ru')).toBe('ru')
    expect(langCookieToLocale(' ZH-CN ')).toBe('zh')
    expect(langCookieToLocale('RU')).toBe('ru')
  })

  it('refuses anything else', () => {
    for (const bad of ['cn', 'de', 'zh-tw', 'en-us', '', 'english', 'zh cn']) expect(langCookieToLocale(bad)).toBeNull()
    expect(langCookieToLocale(undefined)).toBeNull()
    expect(langCookieToLocale(42)).toBeNull()
  })
  it('one function decides the language of a request: named, ?lang=, referring site, cookie, Accept-Language, zh', () => {
    const req = (headers: Record<string, string>, url = 'http://x/public/a') => ({ url, headers: new Headers(headers) })
    expect(localeOfRequest(req({ cookie: 'lang=ru', referer: 'http://x/en/a' }), 'cn')).toBe('zh')
    expect(localeOfRequest(req({ cookie: 'lang=ru' }, 'http://x/a?lang=zh-cn'))).toBe('zh')
    expect(localeOfRequest(req({ cookie: 'lang=ru', referer: 'http://x/en/aboutus' }))).toBe('en')
    expect(localeOfRequest(req({ cookie: 'lang=ru', 'accept-language': 'en-US' }))).toBe('ru')
    expect(localeOfRequest(req({ 'accept-language': 'de-DE, ru;q=0.8' }))).toBe('ru')
    expect(localeOfRequest(req({ referer: 'not a url', cookie: 'lang=de' }, 'not a url'))).toBe('zh')
    expect(localeOfRequest({ headers: new Headers() }, 'fr')).toBe('zh')
    expect(namedLocale(' RU ')).toBe('ru')
    expect(namedLocale('cn')).toBe('zh')
    expect(namedLocale(3)).toBeNull()
  })
})

describe('language change (§4)', () => {
  it('swaps the prefix of a path', () => {
    expect(swapSitePrefix('/cn/aboutus', 'en')).toBe('/en/aboutus')
    expect(swapSitePrefix('/en/content/faq', 'ru')).toBe('/ru/content/faq')
    expect(swapSitePrefix('/cn', 'ru')).toBe('/ru')
    expect(swapSitePrefix('/cn/', 'en')).toBe('/en')
    expect(swapSitePrefix('/ru/contact?x=1#top', 'cn')).toBe('/cn/contact?x=1#top')
    expect(swapSitePrefix('/en#top', 'cn')).toBe('/cn#top')
  })

  it('adds a prefix to a path that has none', () => {
    expect(swapSitePrefix('/aboutus', 'en')).toBe('/en/aboutus')
    expect(swapSitePrefix('/', 'en')).toBe('/en')
    expect(swapSitePrefix('', 'ru')).toBe('/ru')
    expect(swapSitePrefix('/shop/en/x', 'cn')).toBe('/cn/shop/en/x')
  })

  it('maps a locale to the path prefix (zh → cn)', () => {
    expect(pathForLanguage('/en/aboutus', 'zh')).toBe('/cn/aboutus')
    expect(pathForLanguage('/cn/aboutus', 'ru')).toBe('/ru/aboutus')
  })

  it('describes the whole change: cookie and navigation', () => {
    expect(languageChange('/cn/contact', 'zh')).toEqual({
      locale: 'zh',
      cookie: { name: 'lang', value: 'zh-cn', path: '/', maxAge: 31536000 },
      navigateTo: '/cn/contact',
    })
    expect(languageChange('/cn/contact', 'en').cookie.value).toBe('en')
    expect(languageChange('/cn/contact', 'en').navigateTo).toBe('/en/contact')
  })

  it('gives the home path of a language', () => {
    expect(homePathOf('zh')).toBe('/cn')
    expect(homePathOf('en')).toBe('/en')
    expect(homePathOf('ru')).toBe('/ru')
  })
})
