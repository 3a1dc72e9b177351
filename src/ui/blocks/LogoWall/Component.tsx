import type { Site } from '../../../domain/locale'
import type { LogoWallBlock as LogoWall } from '../../../payload-types'
import styles from '../../../kit/blocks.module.css'
import { MediaImage, mediaOf } from '../MediaImage'
import { Section } from '../Section'
import { SmartLink } from '../SmartLink'

/**
 * A wall of names: partners' logos (media, editable in the admin) when set, else their names as plain labels (which
 * do not look like buttons); an entry with an href links to it.
 */
export function LogoWallBlock({ block, site }: { block: LogoWall; site: Site }) {
  return (
    <Section heading={block.heading}>
      {/* Logos sit in an even grid (2 columns on a phone, 4 from 768 px); names alone wrap as a row of labels. */}
      <ul
        className={(block.logos ?? []).every((entry) => mediaOf(entry.logo)) ? styles.logoGrid : styles.logos}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {(block.logos ?? []).map((entry) => {
          const media = mediaOf(entry.logo)
          // A wordmark is drawn 48 px high in its tile (at most 156 px wide).
          const content = media ? (
            <MediaImage media={media} alt={media.alt || entry.name} sizes={156} className={styles.logoImage} />
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
