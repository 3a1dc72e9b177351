import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound, redirect } from 'next/navigation'

import blocks from '@/kit/blocks.module.css'
import { CallToActionBlock } from '@/ui/blocks/CallToAction/Component'
import styles from '@/ui/blocks/CaseStudies/case-studies.module.css'
import { MediaImage } from '@/ui/blocks/MediaImage'
import { RichTextContent } from '@/ui/blocks/RichText/RichTextContent'
import { Section } from '@/ui/blocks/Section'
import { getCaseStudy } from '@/data/content'
import { staffDraftMode } from '@/data/draft'
import { isSite, type Site } from '@/domain/locale'
import { caseStudiesPath } from '@/domain/routing'
import { uiStringsOfSite } from '@/i18n'
import { screenMetadata } from '@/data/seo/metadata'

import { LivePreviewRefresh } from '../../_screens/LivePreviewRefresh'

// Reads the query string: rendered per request; its data reads are cached (no database query per view).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<{ id?: string | string[] }> }

async function load({ params, searchParams }: Props, draft = false) {
  const [{ site }, { id }] = await Promise.all([params, searchParams])
  if (!isSite(site) || typeof id !== 'string' || !/^[A-Za-z0-9][A-Za-z0-9-]*$/.test(id)) return null
  const study = await getCaseStudy(site, id, draft)
  return study ? { site: site as Site, study } : null
}

/** /{site}/cases/detail?id={slug}: one customer story. */
export async function generateMetadata(props: Props): Promise<Metadata> {
  const found = await load(props, await staffDraftMode())
  if (!found) return {}
  const { site, study } = found
  return screenMetadata({
    site,
    path: `cases/detail?id=${study.slug}`,
    title: study.meta?.title || `${study.customer}: ${study.headline}`,
    description: study.meta?.description || study.summary || undefined,
    sites: study.sites,
    brand: site === 'cn' ? '贸易罗盘' : 'TradeCompass',
  })
}

export default async function CaseStudyPage(props: Props) {
  const [{ site }, { id }] = await Promise.all([props.params, props.searchParams])
  // Without ?id= there is no story to show: the list is the page a visitor wants.
  if (isSite(site) && (id === undefined || id === '')) redirect(caseStudiesPath(site))
  const draft = await staffDraftMode()
  const found = await load(props, draft)
  if (!found) notFound()
  const { study } = found
  const t = uiStringsOfSite(found.site)
  const results = study.results ?? []
  return (
    <>
      {draft && <LivePreviewRefresh />}
      <section className={blocks.hero}>
        <div className={`${blocks.container} ${styles.storyHero}`}>
          <div>
            <p className={blocks.eyebrow}>
              <Link href={caseStudiesPath(found.site)} style={{ color: 'inherit' }}>
                ← {t.cases.title}
              </Link>
            </p>
            <h1>{study.headline}</h1>
            <p style={{ fontSize: '1.25rem', fontWeight: 700, margin: '0 0 8px' }}>{study.customer}</p>
            <dl className={styles.facts}>
              <div>
                <dt>{t.cases.industry}:</dt>
                <dd>{study.industry}</dd>
              </div>
              {study.location && (
                <div>
                  <dt>{t.cases.basedIn}:</dt>
                  <dd>{study.location}</dd>
                </div>
              )}
            </dl>
          </div>
          <MediaImage media={study.logo} alt={study.customer} sizes={260} className={styles.storyHeroLogo} />
        </div>
      </section>
      {results.length > 0 && (
        <Section heading={t.cases.results}>
          <dl className={styles.resultsGrid} data-testid="case-results">
            {results.map((result) => (
              <div key={result.id ?? result.label}>
                <dt>{result.figure}</dt>
                <dd>{result.label}</dd>
              </div>
            ))}
          </dl>
        </Section>
      )}
      <Section>
        <article className={blocks.prose}>
          <h2>{t.cases.problem}</h2>
          <p>{study.problem}</p>
          {study.body && (
            <>
              <h2>{t.cases.approach}</h2>
              <RichTextContent data={study.body} site={found.site} className="" />
            </>
          )}
          {study.outcome && (
            <>
              <h2>{t.cases.outcome}</h2>
              <p>{study.outcome}</p>
            </>
          )}
          {study.quote?.text && (
            <blockquote className={styles.storyQuote}>
              <p>{study.quote.text}</p>
              <footer>— {[study.quote.person, study.quote.role, study.customer].filter(Boolean).join(', ')}</footer>
            </blockquote>
          )}
        </article>
      </Section>
      <CallToActionBlock
        block={{
          blockType: 'callToAction',
          heading: t.cases.ctaHeading,
          text: t.cases.ctaText,
          action: 'demo',
          label: t.cases.ctaLabel,
        }}
        site={found.site}
      />
    </>
  )
}
