import type { LogoWallBlock as LogoWall } from '../../payload-types'
import styles from '../blocks.module.css'
import { Section } from '../Section'

export function LogoWallBlock({ block }: { block: LogoWall }) {
  return (
    <Section heading={block.heading}>
      <ul className={styles.logos} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {(block.logos ?? []).map((logo) => (
          <li key={logo.id ?? logo.name} className={styles.logo}>
            {logo.name}
          </li>
        ))}
      </ul>
    </Section>
  )
}
