import type { HonoursBlock as Honours } from '../../../payload-types'
import styles from '../../../kit/blocks.module.css'
import { gridClass } from '../grid'
import { Icon } from '../Icon'
import { CARD_IMAGE_SIZES, MediaImage, mediaOf } from '../MediaImage'
import { Section } from '../Section'

export function HonoursBlock({ block }: { block: Honours }) {
  return (
    <Section anchor={block.anchor} heading={block.heading}>
      <ul className={gridClass(block.items?.length ?? 0)} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {(block.items ?? []).map((item) => (
          <li key={item.id ?? item.title} className={styles.card}>
            {mediaOf(item.image) ? (
              <MediaImage media={item.image} sizes={CARD_IMAGE_SIZES} className={styles.cardImage} />
            ) : (
              <span className={styles.icon}>
                <Icon name="star" />
              </span>
            )}
            {item.year && <span className={styles.year}>{item.year}</span>}
            <h3>{item.title}</h3>
            {item.issuer && <p>{item.issuer}</p>}
          </li>
        ))}
      </ul>
    </Section>
  )
}
