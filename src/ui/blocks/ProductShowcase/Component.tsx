import type { Site } from '../../../domain/locale'
import type { ProductShowcaseBlock as ProductShowcase } from '../../../payload-types'
import styles from '../../../kit/blocks.module.css'
import { gridClass } from '../grid'
import { CARD_IMAGE_SIZES, MediaImage } from '../MediaImage'
import { Section } from '../Section'
import { SmartLink } from '../SmartLink'

export function ProductShowcaseBlock({
  block,
  site,
  learnMore,
}: {
  block: ProductShowcase
  site: Site
  learnMore: string
}) {
  const count = block.products?.length ?? 0
  return (
    <Section anchor={block.anchor} heading={block.heading} intro={block.intro}>
      <div className={gridClass(count, count >= 3 ? 3 : 2)}>
        {(block.products ?? []).map((product) => (
          <article key={product.id ?? product.name} className={styles.card}>
            <MediaImage media={product.image} sizes={CARD_IMAGE_SIZES} className={styles.cardImage} />
            <h3>{product.name}</h3>
            {product.summary && <p>{product.summary}</p>}
            {product.bullets && product.bullets.length > 0 && (
              <ul className={styles.list}>
                {product.bullets.map((bullet) => (
                  <li key={bullet.id ?? bullet.text}>{bullet.text}</li>
                ))}
              </ul>
            )}
            {product.href && (
              <SmartLink href={product.href} site={site} className={styles.more}>
                {learnMore} →
              </SmartLink>
            )}
          </article>
        ))}
      </div>
    </Section>
  )
}
