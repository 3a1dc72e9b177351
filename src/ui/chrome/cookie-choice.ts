'use client'
/**
 * The visitor's choice about analytics cookies, one per site (/cn, /en and /ru have their own analytics, provider and
 * law: a choice on one is not a choice on another), kept in localStorage (not a cookie: nothing is set before the
 * visitor chooses). Each choice is recorded on the server first (POST /next/consent: site, choice, a random visitor
 * id kept per site; the server adds the policy version and the time), then applied. `accepted` loads the site's
 * cookie-setting analytics; `rejected` or no choice does not, and a withdrawal deletes what it had set.
 */
import { useCallback, useSyncExternalStore } from 'react'

import type { Locale, Site } from '../../domain/locale'

export type CookieChoice = 'accepted' | 'rejected'
/** The storage key's prefix: the key is per site (`ts-cookie-choice:en`). */
export const COOKIE_CHOICE_KEY = 'ts-cookie-choice'
const VISITOR_KEY = 'ts-consent-visitor'
/** Dispatched on window when the choice changes (this tab) and when "Cookie settings" asks for the banner. */
export const COOKIE_CHOICE_EVENT = 'ts-cookie-choice'
export const COOKIE_SETTINGS_EVENT = 'ts-cookie-settings'

export function cookieChoiceKey(site: Site): string {
  return `${COOKIE_CHOICE_KEY}:${site}`
}

function read(site: Site): CookieChoice | null {
  try {
    const value = window.localStorage.getItem(cookieChoiceKey(site))
    return value === 'accepted' || value === 'rejected' ? value : null
  } catch {
    return null
  }
}

export function saveCookieChoice(site: Site, choice: CookieChoice): void {
  try {
    window.localStorage.setItem(cookieChoiceKey(site), choice)
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
  }
  window.dispatchEvent(new Event(COOKIE_CHOICE_EVENT))
}

/** The random id this browser is known by in the site's consent records (no IP, nothing else). */
function visitorId(site: Site): string {
  const key = `${VISITOR_KEY}:${site}`
  try {
    const known = window.localStorage.getItem(key)
    if (known && /^[A-Za-z0-9_-]{16,64}$/.test(known)) return known
    const fresh = window.crypto.randomUUID()
    window.localStorage.setItem(key, fresh)
    return fresh
  } catch {
    return window.crypto.randomUUID()
  }
}

/**
 * Records the choice on the server, then applies it. A refusal is applied even when the record fails (nothing
 * loads without consent); an acceptance that could not be recorded is not applied.
 */
export async function chooseCookies(site: Site, choice: CookieChoice): Promise<boolean> {
  let recorded = false
  try {
    const response = await fetch('/next/consent', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ site, choice, visitor: visitorId(site) }),
    })
    recorded = response.ok && ((await response.json()) as { code?: number }).code === 1
  } catch {
    recorded = false
  }
  if (recorded || choice === 'rejected') saveCookieChoice(site, choice)
  return recorded
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(COOKIE_CHOICE_EVENT, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(COOKIE_CHOICE_EVENT, onChange)
    window.removeEventListener('storage', onChange)
  }
}

/** The site's stored choice; `undefined` while rendering on the server and hydrating (unknown yet). */
export function useCookieChoice(site: Site): CookieChoice | null | undefined {
  const snapshot = useCallback(() => read(site), [site])
  return useSyncExternalStore(subscribe, snapshot, () => undefined)
}

export const COOKIE_TEXT: Record<
  Locale,
  { title: string; body: string; policy: string; accept: string; reject: string; settings: string }
> = {
  zh: {
    title: 'Cookie 与统计分析',
    body: '经您同意后，我们将使用 {provider} 统计网站的访问情况、改进服务，它会在您的设备上写入 Cookie。您可以拒绝，拒绝不影响使用本网站；之后也可随时通过页面底部的“Cookie 设置”更改或撤回选择，撤回后这些 Cookie 将被删除。本选择仅适用于本站点。',
    policy: '详见《隐私政策》',
    accept: '同意',
    reject: '拒绝',
    settings: 'Cookie 设置',
  },
  en: {
    title: 'Cookies and analytics',
    body: 'With your permission we use {provider}, which sets cookies, to count visits and see how this site is used so we can improve it. The site works fully if you decline. You can change or withdraw your choice at any time under “Cookie settings” at the bottom of the page; withdrawing deletes those cookies. This choice applies to this site only.',
    policy: 'Privacy policy',
    accept: 'Accept',
    reject: 'Decline',
    settings: 'Cookie settings',
  },
  ru: {
    title: 'Файлы cookie и веб-аналитика',
    body: 'С вашего согласия мы используем {provider}, чтобы считать посещения и понимать, как используется сайт; сервис сохраняет файлы cookie на вашем устройстве. Отказ не ограничивает работу с сайтом. Изменить или отозвать согласие можно в любой момент по ссылке «Настройки cookie» внизу страницы — при отзыве эти файлы cookie удаляются. Выбор действует только для этого сайта.',
    policy: 'Политика обработки персональных данных',
    accept: 'Принять',
    reject: 'Отказаться',
    settings: 'Настройки cookie',
  },
}
