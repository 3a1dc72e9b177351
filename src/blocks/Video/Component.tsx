import type { Media, VideoBlock as Video } from '../../payload-types'
import styles from '../blocks.module.css'
import { Section } from '../Section'

export function VideoBlock({ block }: { block: Video }) {
  const poster = typeof block.poster === 'object' && block.poster ? (block.poster as Media).url ?? undefined : undefined
  return (
    <Section heading={block.heading}>
      <video className={styles.video} controls preload="none" poster={poster} aria-label={block.caption ?? block.heading ?? undefined}>
        <source src={block.url} type="video/mp4" />
      </video>
      {block.caption && <p className={styles.caption}>{block.caption}</p>}
    </Section>
  )
}
