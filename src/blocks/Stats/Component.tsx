import type { StatsBlock as Stats } from '../../payload-types'
import styles from '../blocks.module.css'
import { Section } from '../Section'

export type Claim = { value: string; label: string }

export function StatsBlock({ block, claims }: { block: Stats; claims: Claim[] }) {
  const items = block.items && block.items.length > 0 ? block.items : claims
  return (
    <Section heading={block.heading}>
      <dl className={styles.stats}>
        {items.map((item) => (
          <div key={`${item.value}-${item.label}`}>
            <dt className={styles.statValue}>{item.value}</dt>
            <dd className={styles.statLabel} style={{ margin: 0 }}>{item.label}</dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}
