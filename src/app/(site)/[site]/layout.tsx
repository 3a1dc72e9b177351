import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { SiteChrome } from '@/components/chrome/SiteChrome'
import { getLanguageIndex } from '@/data/language-index'
import { getContactWidget, getFooter, getHeader } from '@/data/navigation'
import { htmlLangOf, isSite } from '@/domain/locale'
import { browserSettingAttributes } from '@/domain/browser-settings'
import { browserSettings, publicOrigin } from '@/env'

import '../site.css'

// Nothing is prerendered at build time, so the build needs no database: each page renders on its first request and
// is then served from the cache. Only /cn, /en and /ru exist: other first segments are a 404 before any query.
export function generateStaticParams(): { site: string }[] {
  return []
}

const SITE_TITLES = { cn: '贸易罗盘 · 外贸数据与营销情报平台', en: 'TradeCompass · Foreign-trade data and intelligence', ru: 'TradeCompass · Данные и аналитика внешней торговли' }

export async function generateMetadata({ params }: { params: Promise<{ site: string }> }): Promise<Metadata> {
  const { site } = await params
  if (!isSite(site)) return {}
  return {
    metadataBase: new URL(publicOrigin(site)),
    title: { default: SITE_TITLES[site], template: `%s` },
    icons: { icon: '/favicon.svg' },
  }
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b5cff' }

export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ site: string }> }) {
  const { site } = await params
  if (!isSite(site)) notFound()
  const [header, footer, widget, languageIndex] = await Promise.all([
    getHeader(site),
    getFooter(site),
    site === 'cn' ? getContactWidget() : null,
    getLanguageIndex(site),
  ])
  return (
    // Run-time settings for browser code (the cookie domain, the forms' API base): never fixed by the build.
    <html lang={htmlLangOf(site)} {...browserSettingAttributes(browserSettings())}>
      <body>
        <SiteChrome site={site} header={header} footer={footer} widget={widget} languageIndex={languageIndex}>
          {children}
        </SiteChrome>
      </body>
    </html>
  )
}
