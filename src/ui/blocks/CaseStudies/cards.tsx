/** The pieces of customer proof: a testimonial, a story card and the trusted-by logo row. */
import Link from 'next/link'

import { caseStudyPath } from '../../../domain/routing'
import type { Site } from '../../../domain/locale'
import type { UiStrings } from '../../../i18n'
import type { CaseStudy } from '../../../payload-types'
import blocks from '../../../kit/blocks.module.css'
import { MediaImage, mediaOf } from '../MediaImage'
import styles from './case-studies.module.css'

/** A quote with the result that backs it: the headline figure, the words, the role and company. */
export function TestimonialCard({ study, site, t }: { study: CaseStudy; site: Site; t: UiStrings }) {
  const figure = study.results?.[0]
  return (
    <figure className={`${blocks.card} ${styles.quoteCard}`} style={{ margin: 0 }}>
      {figure && (
        <p className={styles.figure}>
          <span className={styles.figureValue}>{figure.figure}</span>
          <span className={styles.figureLabel}>{figure.label}</span>
        </p>
      )}
      <blockquote className={styles.quote}>{study.quote?.text}</blockquote>
      <figcaption className={styles.cite}>
        <MediaImage media={study.logo} alt="" sizes={72} className={styles.citeLogo} />
        <span className={styles.citeText}>
          <strong>{study.customer}</strong>
          <span className={styles.citeRole}>{[study.quote?.person, study.quote?.role].filter(Boolean).join(', ')}</span>
        </span>
      </figcaption>
      <Link
        href={caseStudyPath(site, study.slug)}
        className={blocks.more}
        prefetch={false}
        aria-label={`${t.cases.readStory}: ${study.customer}`}
      >
        {t.cases.readStory} →
      </Link>
    </figure>
  )
}

/** A story in the list: logo, industry, customer, headline, two figures, a link to the story. */
export function CaseStudyCard({ study, site, t }: { study: CaseStudy; site: Site; t: UiStrings }) {
  return (
    <article className={blocks.card}>
      <MediaImage media={study.logo} alt={`${study.customer}`} sizes={150} className={styles.storyLogo} />
      <span className={blocks.tag}>{study.industry}</span>
      <h2 style={{ fontSize: '1.15rem', margin: 0 }}>{study.headline}</h2>
      <p className={styles.storyMeta}>{[study.customer, study.location].filter(Boolean).join(' · ')}</p>
      {study.summary && <p>{study.summary}</p>}
      {(study.results?.length ?? 0) > 0 && (
        <dl className={styles.storyResults}>
          {study.results!.slice(0, 2).map((result) => (
            <div key={result.id ?? result.label}>
              <dt>{result.figure}</dt>
              <dd>{result.label}</dd>
            </div>
          ))}
        </dl>
      )}
      <Link
        href={caseStudyPath(site, study.slug)}
        className={blocks.more}
        prefetch={false}
        aria-label={`${t.cases.readStory}: ${study.customer}`}
      >
        {t.cases.readStory} →
      </Link>
    </article>
  )
}

/** The "trusted by" row: each customer's wordmark, linking to their story. */
export function LogoRow({ studies, site }: { studies: CaseStudy[]; site: Site }) {
  return (
    <ul className={styles.logoRow}>
      {studies.map((study) => {
        const logo = mediaOf(study.logo)
        return (
          <li key={study.slug} className={styles.logoItem}>
            <Link
              href={caseStudyPath(site, study.slug)}
              className={styles.logoLink}
              prefetch={false}
              aria-label={study.customer}
            >
              {logo ? (
                <MediaImage media={logo} alt={study.customer} sizes={156} className={styles.logoImage} />
              ) : (
                <span className={styles.logoName}>{study.customer}</span>
              )}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
