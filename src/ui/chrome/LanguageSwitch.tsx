'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { Suspense, type MouseEvent } from 'react'

import { browserSetting } from '../../domain/browser-settings'
import { htmlLangOf, LOCALE_LABELS, localeToSite, siteToLocale, type Locale, type Site } from '../../domain/locale'
import { langCookieString, languageHref, languageTarget, type LanguageIndex } from '../../domain/language-target'
import styles from './LanguageSwitch.module.css'
import { useDropdown } from '../../kit/useDropdown'

/** The order of the dropdown (SPEC §2.6): English, 简体中文, Русский. */
const ORDER: readonly Locale[] = ['en', 'zh', 'ru']
const SHORT: Record<Locale, string> = { zh: '中文', en: 'EN', ru: 'RU' }

export type LanguageSwitchProps = {
  /** The site being shown. */
  site: Site
  /** Accessible name of the button ('Language'). */
  label: string
  /** Accessible name of the list ('Choose language'). */
  menuLabel: string
  /** The pages of this site that exist on each other site (src/data/language-index.ts). */
  index: LanguageIndex
}

/**
 * The language switch with the page's query (solution and country pages are chosen by it). useSearchParams
 * suspends on the server: the first HTML has the fallback below (the query unknown: see languageHref), then the real
 * switch streams in (pages rendered per request) or renders in the browser (cached pages).
 */
export function LanguageSwitch(props: LanguageSwitchProps) {
  return (
    <Suspense fallback={<LanguageSwitchView {...props} search={null} />}>
      <LanguageSwitchWithQuery {...props} />
    </Suspense>
  )
}

function LanguageSwitchWithQuery(props: LanguageSwitchProps) {
  const search = useSearchParams()?.toString() ?? ''
  return <LanguageSwitchView {...props} search={search} />
}

/**
 * The language dropdown (SPEC §4 language change): stores the choice in the `lang` cookie (zh-cn, en, ru; path /,
 * one year, SameSite=Lax) and goes to the same page on the other site, or that site's home when the page does not
 * exist there. The options are real links with those targets, so the switch works before hydration too (without
 * the cookie) and crawlers follow them.
 */
function LanguageSwitchView({
  site,
  label,
  menuLabel,
  index,
  search,
}: LanguageSwitchProps & { search: string | null }) {
  const pathname = usePathname() || `/${site}`
  const { isOpen: open, close, toggle, rootRef, panelId: listId, buttonProps } = useDropdown()
  const current = siteToLocale(site)

  const choose = (event: MouseEvent<HTMLAnchorElement>, locale: Locale) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return
    event.preventDefault()
    const { pathname: path, search: query, hash, protocol } = window.location
    const change = languageTarget(site, `${path}${query}${hash}`, locale, index)
    document.cookie = langCookieString(change, protocol === 'https:', browserSetting('cookieDomain'))
    close()
    if (locale === current) return
    // Another site means another root layout (<html lang>): a full load, as Next would do anyway.
    window.location.assign(change.navigateTo)
  }
  return (
    <div
      ref={rootRef}
      className={styles.root}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close()
      }}
    >
      <button
        {...buttonProps}
        className={styles.button}
        data-header-item="language"
        aria-label={`${label}: ${LOCALE_LABELS[current]}`}
        onClick={toggle}
      >
        <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16" className={styles.globe}>
          <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.3" />
          <path
            d="M1.5 8h13M8 1.5c1.9 1.8 2.8 4 2.8 6.5S9.9 12.7 8 14.5C6.1 12.7 5.2 10.5 5.2 8S6.1 3.3 8 1.5z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.3"
          />
        </svg>
        <span className={styles.short}>{SHORT[current]}</span>
        <svg aria-hidden="true" focusable="false" width="10" height="10" viewBox="0 0 10 10" className={styles.caret}>
          <path d="M1.5 3.5 5 7l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </button>
      <ul id={listId} className={styles.list} hidden={!open} aria-label={menuLabel}>
        {ORDER.map((locale) => {
          const target = localeToSite(locale)
          const href = languageHref(site, pathname, search, target, index)
          return (
            <li key={locale}>
              <a
                href={href}
                hrefLang={htmlLangOf(target)}
                lang={htmlLangOf(target)}
                className={styles.option}
                aria-current={locale === current ? 'true' : undefined}
                onClick={(event) => choose(event, locale)}
              >
                {LOCALE_LABELS[locale]}
                {locale === current && (
                  <svg
                    aria-hidden="true"
                    focusable="false"
                    width="14"
                    height="14"
                    viewBox="0 0 14 14"
                    className={styles.check}
                  >
                    <path
                      d="M3 7.5 6 10l5-6"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.8"
                      strokeLinecap="round"
                    />
                  </svg>
                )}
              </a>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
