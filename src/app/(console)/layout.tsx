/**
 * The console's own pages served by this app (log in, register): a root layout of their own, outside the three
 * sites. Dynamic (they read `?lang=` and the `lang` cookie); never part of the cached public pages.
 */
import type { Metadata, Viewport } from 'next'
import { cookies } from 'next/headers'
import type { ReactNode } from 'react'

import { accountPageLocale } from '@/features/accounts/components/account-pages'
import { LANG_COOKIE, localeToSite, htmlLangOf } from '@/domain/locale'

import '../(site)/site.css'

export const metadata: Metadata = { robots: { index: false }, icons: { icon: '/favicon.svg' } }
export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b5cff' }

export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const locale = accountPageLocale(undefined, (await cookies()).get(LANG_COOKIE)?.value)
  return (
    <html lang={htmlLangOf(localeToSite(locale))}>
      <body>{children}</body>
    </html>
  )
}
