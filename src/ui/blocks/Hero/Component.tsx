import type { Site } from '../../../domain/locale'
import type { HeroBlock as Hero } from '../../../payload-types'
import styles from '../../../kit/blocks.module.css'
import { DemoTrigger } from '../DemoTrigger'
import { MediaImage, mediaOf } from '../MediaImage'
import { SmartLink } from '../SmartLink'

/** The hero picture's width: its 560 px column from 992 px up, else the container (20 px padding each side). */
export const HERO_IMAGE_SIZES = '(min-width: 992px) 560px, calc(100vw - 40px)'

export function HeroBlock({ block, site, first }: { block: Hero; site: Site; first?: boolean }) {
  const Heading = first ? 'h1' : 'h2'
  const image = mediaOf(block.image)
  return (
    <section className={`${styles.hero} ${block.variant === 'home' ? styles.heroHome : ''}`}>
      <div className={`${styles.container} ${image ? styles.heroWithImage : ''}`}>
        <div>
          {block.eyebrow && <p className={styles.eyebrow}>{block.eyebrow}</p>}
          <Heading>{block.heading}</Heading>
          {block.subheading && <p>{block.subheading}</p>}
          <div className={styles.actions}>
            {block.primary?.label &&
              (block.primaryOpensDemo ? (
                <DemoTrigger className={`${styles.btn} ${styles.btnLight}`}>{block.primary.label}</DemoTrigger>
              ) : (
                <SmartLink href={block.primary.href} site={site} className={`${styles.btn} ${styles.btnLight}`}>
                  {block.primary.label}
                </SmartLink>
              ))}
            {block.secondary?.label && (
              <SmartLink href={block.secondary.href} site={site} className={`${styles.btn} ${styles.btnGhost}`}>
                {block.secondary.label}
              </SmartLink>
            )}
          </div>
        </div>
        {/* The first screen's largest picture is preloaded with high priority; further down it loads lazily. */}
        <MediaImage media={image} sizes={HERO_IMAGE_SIZES} preload={first} className={styles.heroImage} />
      </div>
    </section>
  )
}
