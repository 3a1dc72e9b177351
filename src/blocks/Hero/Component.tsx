import type { Site } from '../../domain/locale'
import type { HeroBlock as Hero } from '../../payload-types'
import styles from '../blocks.module.css'
import { DemoTrigger } from '../DemoTrigger'
import { SmartLink } from '../SmartLink'

export function HeroBlock({ block, site, first }: { block: Hero; site: Site; first?: boolean }) {
  const Heading = first ? 'h1' : 'h2'
  return (
    <section className={`${styles.hero} ${block.variant === 'home' ? styles.heroHome : ''}`}>
      <div className={styles.container}>
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
    </section>
  )
}
