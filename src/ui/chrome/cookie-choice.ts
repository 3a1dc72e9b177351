'use client'
/**
 * The visitor's choice about analytics cookies, kept in localStorage (not a cookie: nothing is set before
 * the visitor chooses). `accepted` loads a cookie-setting analytics script; `rejected` or no choice does not.
 */
import { useSyncExternalStore } from 'react'

import type { Locale } from '../../domain/locale'

export type CookieChoice = 'accepted' | 'rejected'
export const COOKIE_CHOICE_KEY = 'ts-cookie-choice'
/** Dispatched on window when the choice changes (this tab) and when "Cookie settings" asks for the banner. */
export const COOKIE_CHOICE_EVENT = 'ts-cookie-choice'
export const COOKIE_SETTINGS_EVENT = 'ts-cookie-settings'

function read(): CookieChoice | null {
  try {
    const value = window.localStorage.getItem(COOKIE_CHOICE_KEY)
    return value === 'accepted' || value === 'rejected' ? value : null
  } catch {
    return null
  }
}

export function saveCookieChoice(choice: CookieChoice): void {
  try {
    window.localStorage.setItem(COOKIE_CHOICE_KEY, choice)
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
  }
  window.dispatchEvent(new Event(COOKIE_CHOICE_EVENT))
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(COOKIE_CHOICE_EVENT, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(COOKIE_CHOICE_EVENT, onChange)
    window.removeEventListener('storage', onChange)
  }
}

/** The stored choice; `undefined` while rendering on the server and hydrating (unknown yet). */
export function useCookieChoice(): CookieChoice | null | undefined {
  return useSyncExternalStore(subscribe, read, () => undefined)
}

export const COOKIE_TEXT: Record<
  Locale,
  { title: string; body: string; policy: string; accept: string; reject: string; settings: string }
> = {
  zh: {
    title: 'Cookie 与统计分析',
    body: '经您同意后，我们将使用统计分析工具（其会在您的设备上写入 Cookie）了解网站的访问情况，以改进服务。您可以拒绝，拒绝不影响使用本网站；之后也可随时通过页面底部的“Cookie 设置”更改选择。',
    policy: '详见《隐私政策》',
    accept: '同意',
    reject: '拒绝',
    settings: 'Cookie 设置',
  },
  en: {
    title: 'Cookies and analytics',
    body: 'With your permission we use an analytics service that sets cookies, to see how the site is used and improve it. The site works fully if you decline, and you can change your choice at any time under “Cookie settings” at the bottom of the page.',
    policy: 'Privacy policy',
    accept: 'Accept',
    reject: 'Decline',
    settings: 'Cookie settings',
  },
  ru: {
    title: 'Файлы cookie и веб-аналитика',
    body: 'С вашего согласия мы используем сервис веб-аналитики, который сохраняет файлы cookie на вашем устройстве, — чтобы понимать, как используется сайт, и улучшать его. Отказ не ограничивает работу с сайтом; изменить решение можно в любой момент по ссылке «Настройки cookie» внизу страницы.',
    policy: 'Политика обработки персональных данных',
    accept: 'Принять',
    reject: 'Отказаться',
    settings: 'Настройки cookie',
  },
}
