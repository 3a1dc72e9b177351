import type { StatsBlock as Stats } from '../../../payload-types'
import styles from '../../../kit/blocks.module.css'
import { CoverageMap } from '../CoverageMap'
import { Section } from '../Section'
import type { Site } from '../../../domain/locale'

export type Claim = { value: string; label: string }

export function StatsBlock({ block, claims, site }: { block: Stats; claims: Claim[]; site: Site }) {
  const fromCatalogue = !(block.items && block.items.length > 0)
  const items = fromCatalogue ? claims : block.items!
  return (
    <Section heading={block.heading}>
      <dl className={styles.stats}>
        {items.map((item) => (
          <div key={`${item.value}-${item.label}`}>
            <dt className={styles.statValue}>{item.value}</dt>
            <dd className={styles.statLabel} style={{ margin: 0 }}>
              {item.label}
            </dd>
          </div>
        ))}
      </dl>
      {/* The catalogue's figures come with its map. */}
      {fromCatalogue && <CoverageMap site={site} />}
    </Section>
  )
}
