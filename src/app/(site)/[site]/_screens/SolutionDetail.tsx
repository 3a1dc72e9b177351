import { RichTextContent } from '@/ui/blocks/RichText/RichTextContent'
import { SolutionListBlock } from '@/ui/blocks/SolutionList/Component'
import styles from '@/kit/blocks.module.css'
import { gridClass } from '@/ui/blocks/grid'
import { Section } from '@/ui/blocks/Section'
import { CallToActionBlock } from '@/ui/blocks/CallToAction/Component'
import { HERO_IMAGE_SIZES } from '@/ui/blocks/Hero/Component'
import { MediaImage, mediaOf } from '@/ui/blocks/MediaImage'
import type { Site } from '@/domain/locale'
import { uiStringsOfSite } from '@/i18n'
import type { Solution } from '@/payload-types'

export function SolutionDetail({ solution, site }: { solution: Solution; site: Site }) {
  const t = uiStringsOfSite(site)
  return (
    <>
      <section className={styles.hero}>
        <div className={`${styles.container} ${mediaOf(solution.image) ? styles.heroWithImage : ''}`}>
          <div>
            <p className={styles.eyebrow}>{t.solutions.title}</p>
            <h1>{solution.title}</h1>
            {solution.summary && <p>{solution.summary}</p>}
          </div>
          {/* The product screen this audience works with, in the page's language: the first screen's picture. */}
          <MediaImage media={solution.image} sizes={HERO_IMAGE_SIZES} preload className={styles.heroImage} />
        </div>
      </section>
      {solution.challenges && solution.challenges.length > 0 && (
        <Section heading={t.solutions.challenges}>
          <ul className={gridClass(solution.challenges.length, 2)} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {solution.challenges.map((item) => (
              <li key={item.id ?? item.text} className={styles.card}>
                {item.text}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {solution.benefits && solution.benefits.length > 0 && (
        <Section heading={t.solutions.benefits}>
          <div className={gridClass(solution.benefits.length)}>
            {solution.benefits.map((benefit) => (
              <article key={benefit.id ?? benefit.title} className={styles.card}>
                <h3>{benefit.title}</h3>
                {benefit.text && <p>{benefit.text}</p>}
              </article>
            ))}
          </div>
        </Section>
      )}
      {solution.body && (
        <Section>
          <RichTextContent data={solution.body} site={site} />
        </Section>
      )}
      <SolutionListBlock
        block={{ blockType: 'solutionList', heading: t.solutions.otherSolutions }}
        site={site}
        learnMore={t.common.learnMore}
        exclude={solution.contId}
      />
      <CallToActionBlock
        block={{ blockType: 'callToAction', heading: solution.title, action: 'demo', label: t.footer.requestDemo }}
        site={site}
      />
    </>
  )
}
