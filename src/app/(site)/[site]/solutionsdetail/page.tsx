import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getSolution } from '@/data/content'
import { isSite, siteToLocale, type Site } from '@/domain/locale'
import { solutionById } from '@/domain/routing'
import { screenMetadata } from '@/data/seo/metadata'

import { SolutionDetail } from '../_screens/SolutionDetail'

// Reads the query string: rendered per request; its data reads are cached (no database query per view).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<{ contId?: string; name?: string }> }

/** /en/solutionsdetail?contId={id}&name={name} and /ru/solutionsDetail?contId={id} (SPEC §2.2, §2.3). */
async function load({ params, searchParams }: Props) {
  const [{ site }, { contId }] = await Promise.all([params, searchParams])
  if (!isSite(site) || site === 'cn') return null
  const known = solutionById(contId)
  if (!known) return null
  const solution = await getSolution({ contId: known.id }, siteToLocale(site))
  return solution ? { site: site as Site, solution } : null
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const found = await load(props)
  if (!found) return {}
  const { site, solution } = found
  return screenMetadata({
    site,
    path: site === 'ru' ? solution.slug : `solutionsdetail?contId=${solution.contId}`,
    title: solution.meta?.title || solution.title,
    description: solution.meta?.description || solution.summary || undefined,
    sites: [site],
    brand: 'TradeCompass',
  })
}

export default async function SolutionDetailPage(props: Props) {
  const found = await load(props)
  if (!found) notFound()
  return <SolutionDetail solution={found.solution} site={found.site} />
}
