import Link from 'next/link'

import { getCaseStudies } from '../../../data/content'
import type { Site } from '../../../domain/locale'
import { caseStudiesPath } from '../../../domain/routing'
import type { UiStrings } from '../../../i18n'
import type { CaseStudiesBlock as CaseStudies } from '../../../payload-types'
import blocks from '../../../kit/blocks.module.css'
import { gridClass } from '../grid'
import { Section } from '../Section'
import { LogoRow, TestimonialCard } from './cards'
import styles from './case-studies.module.css'

/**
 * Customer proof from the case-study collection: the testimonial strip (featured stories with a quote, in their
 * order) or the "trusted by" row of logos. Nothing is shown while the site has no published story.
 */
export async function CaseStudiesBlock({ block, site, t }: { block: CaseStudies; site: Site; t: UiStrings }) {
  const all = await getCaseStudies(site)
  if (block.display === 'logos') {
    const studies = all.slice(0, Math.min(block.limit ?? 6, 6))
    if (studies.length === 0) return null
    return (
      <Section heading={block.heading} intro={block.intro}>
        <div data-block="trusted-by">
          <LogoRow studies={studies} site={site} />
        </div>
      </Section>
    )
  }
  const studies = all.filter((study) => study.featured !== false && study.quote?.text).slice(0, block.limit ?? 3)
  if (studies.length === 0) return null
  return (
    <Section heading={block.heading} intro={block.intro}>
      <div className={gridClass(studies.length)} data-block="testimonials">
        {studies.map((study) => (
          <TestimonialCard key={study.slug} study={study} site={site} t={t} />
        ))}
      </div>
      <p className={styles.stripFooter}>
        <Link href={caseStudiesPath(site)} className={`${blocks.btn} ${blocks.btnGhost}`} prefetch={false}>
          {t.cases.allStories} →
        </Link>
      </p>
    </Section>
  )
}
