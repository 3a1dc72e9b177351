/**
 * Every page of the three sites that comes from the CMS: pages built from blocks, and the screens whose data is a
 * single document (privacy, terms, package terms, service detail, Russian solution pages).
 * Rendered on first request and cached (ISR) until a publish in the admin expires its tags.
 */
import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { getPageSites, getRedirects } from '@/data/content'
import { staffDraftMode } from '@/data/draft'
import { isSite, type Site } from '@/domain/locale'
import { screenMetadata, sitePath } from '@/data/seo/metadata'

import { LivePreviewRefresh } from '../_screens/LivePreviewRefresh'
import { resolveScreen, screenDescription, screenTitle } from '../_screens/resolve'
import { ScreenView } from '../_screens/ScreenView'
import { OrganizationJsonLd } from '../_screens/OrganizationJsonLd'

export const dynamicParams = true

export function generateStaticParams() {
  // Nothing is prerendered at build time (the build needs no database): pages render on first request, then cache.
  return []
}

type Params = Promise<{ site: string; path?: string[] }>

function pathOf(segments: string[] | undefined): string {
  return (segments ?? []).map((s) => decodeURIComponent(s)).join('/')
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { site, path: segments } = await params
  if (!isSite(site)) return {}
  const path = pathOf(segments)
  const isEnabled = await staffDraftMode()
  const screen = await resolveScreen(site, path, isEnabled)
  if (!screen) return {}
  const sites = screen.kind === 'page' ? await getPageSites(path) : [site]
  return screenMetadata({
    site,
    path,
    title: screenTitle(screen),
    description: screenDescription(screen, site),
    sites,
    brand: site === 'cn' ? '贸易罗盘' : 'TradeCompass',
  })
}

export default async function SitePage({ params }: { params: Params }) {
  const { site, path: segments } = await params
  if (!isSite(site)) notFound()
  const path = pathOf(segments)
  const draft = await staffDraftMode()
  const screen = await resolveScreen(site as Site, path, draft)
  if (!screen) {
    const redirects = await getRedirects()
    const to = redirects[sitePath(site, path)]
    if (to) permanentRedirect(to)
    notFound()
  }
  return (
    <>
      {draft && <LivePreviewRefresh />}
      {path === '' && <OrganizationJsonLd site={site} />}
      <ScreenView screen={screen} site={site} />
    </>
  )
}
