import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { CallToActionBlock } from '@/ui/blocks/CallToAction/Component'
import { CaseStudyCard } from '@/ui/blocks/CaseStudies/cards'
import { gridClass } from '@/ui/blocks/grid'
import { Section } from '@/ui/blocks/Section'
import { getCaseStudies } from '@/data/content'
import { isSite, SITES, type Site } from '@/domain/locale'
import { uiStringsOfSite } from '@/i18n'
import { screenMetadata } from '@/data/seo/metadata'

/** /{site}/cases: the customer stories of a site, in their order. */
export function generateStaticParams() {
  // Rendered on first request and cached until a case study changes (its hooks expire the tags), as the CMS pages.
  return []
}

export async function generateMetadata({ params }: { params: Promise<{ site: string }> }): Promise<Metadata> {
  const { site } = await params
  if (!isSite(site)) return {}
  const t = uiStringsOfSite(site)
  return screenMetadata({
    site,
    path: 'cases',
    title: t.cases.title,
    description: t.cases.description,
    sites: [...SITES],
    brand: site === 'cn' ? '贸易罗盘' : 'TradeCompass',
  })
}

export default async function CaseStudiesPage({ params }: { params: Promise<{ site: string }> }) {
  const { site } = await params
  if (!isSite(site)) notFound()
  const t = uiStringsOfSite(site)
  const studies = await getCaseStudies(site as Site)
  return (
    <>
      <Section heading={t.cases.title} intro={t.cases.intro} headingLevel={1}>
        {studies.length === 0 ? (
          <p style={{ textAlign: 'center' }}>{t.cases.empty}</p>
        ) : (
          <div className={gridClass(studies.length)}>
            {studies.map((study) => (
              <CaseStudyCard key={study.slug} study={study} site={site as Site} t={t} />
            ))}
          </div>
        )}
      </Section>
      <CallToActionBlock
        block={{
          blockType: 'callToAction',
          heading: t.cases.ctaHeading,
          text: t.cases.ctaText,
          action: 'demo',
          label: t.cases.ctaLabel,
        }}
        site={site as Site}
      />
    </>
  )
}
