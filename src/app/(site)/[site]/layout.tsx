import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { SiteChrome } from '@/ui/chrome/SiteChrome'
import { getLanguageIndex } from '@/data/language-index'
import { filingsOfSite } from '@/ui/chrome/Filings'
import { getContactWidget, getFooter, getHeader, getSiteSettings } from '@/data/navigation'
import { siteVerificationMetadata, chinaMetadata } from '@/features/markets/head-tags'
import { htmlLangOf, isSite } from '@/domain/locale'
import { browserSettingAttributes } from '@/domain/browser-settings'
import { browserSettings, publicOrigin } from '@/settings'

// The brand face for Latin and Cyrillic, self-hosted (Inter, variable weight; see ../fonts.css for why `optional`).
import '../fonts.css'
import '../site.css'

// Nothing is prerendered at build time, so the build needs no database: each page renders on its first request and
// is then served from the cache. Only /cn, /en and /ru exist: other first segments are a 404 before any query.
export function generateStaticParams(): { site: string }[] {
  return []
}

const SITE_TITLES = {
  cn: '贸易罗盘 · 外贸数据与营销情报平台',
  en: 'TradeCompass · Foreign-trade data and intelligence',
  ru: 'TradeCompass · Данные и аналитика внешней торговли',
}

export async function generateMetadata({ params }: { params: Promise<{ site: string }> }): Promise<Metadata> {
  const { site } = await params
  if (!isSite(site)) return {}
  const settings = await getSiteSettings(site).catch(() => null)
  return {
    metadataBase: new URL(publicOrigin(site)),
    title: { default: SITE_TITLES[site], template: `%s` },
    icons: { icon: '/favicon.svg' },
    // Search engines' site verification and, on /cn, the meta Chinese browsers and Baidu read.
    verification: siteVerificationMetadata(settings?.markets?.verification?.[site]),
    ...(site === 'cn' ? chinaMetadata() : {}),
  }
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b5cff' }

export default async function SiteLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ site: string }>
}) {
  const { site } = await params
  if (!isSite(site)) notFound()
  const [header, footer, widget, languageIndex, settings] = await Promise.all([
    getHeader(site),
    getFooter(site),
    site === 'cn' ? getContactWidget() : null,
    getLanguageIndex(site),
    getSiteSettings(site).catch(() => null),
  ])
  return (
    // Run-time settings for browser code (the cookie domain, the forms' API base): never fixed by the build.
    <html lang={htmlLangOf(site)} {...browserSettingAttributes(browserSettings())}>
      {site === 'cn' && (
        <head>
          {/* Baidu: no transcoding of the pages for its mobile search. */}
          <meta httpEquiv="Cache-Control" content="no-transform" />
          <meta httpEquiv="Cache-Control" content="no-siteapp" />
        </head>
      )}
      <body>
        <SiteChrome
          site={site}
          header={header}
          footer={footer}
          widget={widget}
          languageIndex={languageIndex}
          filings={filingsOfSite(site, settings?.markets)}
        >
          {children}
        </SiteChrome>
      </body>
    </html>
  )
}
