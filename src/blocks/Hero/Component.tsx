import type { Site } from '../../domain/locale'
import type { HeroBlock as Hero, Media } from '../../payload-types'
import styles from '../blocks.module.css'
import { DemoTrigger } from '../DemoTrigger'
import { SmartLink } from '../SmartLink'

/** The sizes Payload makes of an upload (collections/Media.ts), as a srcset, with the original last. */
function srcSetOf(media: Media): string | undefined {
  const sizes = Object.values(media.sizes ?? {}).filter((size): size is { url: string; width: number } => Boolean(size?.url && size.width))
  if (!media.url || !media.width) return undefined
  return [...sizes.filter((size) => size.width < media.width!).map((size) => `${size.url} ${size.width}w`), `${media.url} ${media.width}w`].join(', ')
}

export function HeroBlock({ block, site, first }: { block: Hero; site: Site; first?: boolean }) {
  const Heading = first ? 'h1' : 'h2'
  const image = typeof block.image === 'object' && block.image?.url ? block.image : null
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
        {image && (
          // The first screen's picture: sized (no layout shift), in the responsive sizes Payload made of it, and
          // fetched first on the page (it is the largest paint) — eager with high priority; lazy further down.
          <img
            src={image.url!}
            srcSet={srcSetOf(image)}
            sizes="(min-width: 992px) 560px, calc(100vw - 40px)"
            alt={image.alt ?? ''}
            width={image.width ?? 1200}
            height={image.height ?? 750}
            className={styles.heroImage}
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'auto'}
            decoding="async"
          />
        )}
      </div>
    </section>
  )
}
