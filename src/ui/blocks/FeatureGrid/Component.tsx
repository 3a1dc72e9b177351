import type { Site } from '../../../domain/locale'
import type { FeatureGridBlock as FeatureGrid } from '../../../payload-types'
import styles from '../../../kit/blocks.module.css'
import { gridClass, type Columns } from '../grid'
import { Icon } from '../Icon'
import { Section } from '../Section'
import { SmartLink } from '../SmartLink'

export function FeatureGridBlock({ block, site, learnMore }: { block: FeatureGrid; site: Site; learnMore: string }) {
  return (
    <Section anchor={block.anchor} heading={block.heading} intro={block.intro}>
      <div className={gridClass(block.features?.length ?? 0, Number(block.columns ?? '3') as Columns)}>
        {(block.features ?? []).map((feature) => (
          <article key={feature.id ?? feature.title} className={styles.card}>
            <span className={styles.icon}>
              <Icon name={feature.icon} />
            </span>
            <h3>{feature.title}</h3>
            {feature.text && <p>{feature.text}</p>}
            {feature.href && (
              <SmartLink href={feature.href} site={site} className={styles.more}>
                {learnMore} →
              </SmartLink>
            )}
          </article>
        ))}
      </div>
    </Section>
  )
}
