import type { Site } from '../../domain/locale'
import type { LogoWallBlock as LogoWall, Media } from '../../payload-types'
import styles from '../blocks.module.css'
import { Section } from '../Section'
import { SmartLink } from '../SmartLink'

/**
 * A wall of names: partners' logos (media, editable in the admin) when set, else their names as plain labels (which
 * do not look like buttons); an entry with an href links to it.
 */
export function LogoWallBlock({ block, site }: { block: LogoWall; site: Site }) {
  return (
    <Section heading={block.heading}>
      <ul className={styles.logos} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {(block.logos ?? []).map((entry) => {
          const media = typeof entry.logo === 'object' && entry.logo ? (entry.logo as Media) : null
          const content =
            media?.url ? (
              <img
                src={media.url}
                alt={media.alt || entry.name}
                width={media.width ?? 160}
                height={media.height ?? 48}
                loading="lazy"
                decoding="async"
                className={styles.logoImage}
              />
            ) : (
              entry.name
            )
          return (
            <li key={entry.id ?? entry.name} className={media?.url ? styles.logoTile : styles.logo}>
              {entry.href ? (
                <SmartLink href={entry.href} site={site} className={styles.logoLink}>
                  {content}
                </SmartLink>
              ) : (
                content
              )}
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
