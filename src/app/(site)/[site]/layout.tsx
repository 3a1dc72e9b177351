import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { htmlLangOf, isSite, SITES } from '@/domain/locale'

import '../site.css'

export const dynamicParams = false

export function generateStaticParams() {
  return SITES.map((site) => ({ site }))
}

export const metadata: Metadata = {
  icons: { icon: '/favicon.svg' },
}

export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ site: string }> }) {
  const { site } = await params
  if (!isSite(site)) notFound()
  return (
    <html lang={htmlLangOf(site)}>
      <body>{children}</body>
    </html>
  )
}
