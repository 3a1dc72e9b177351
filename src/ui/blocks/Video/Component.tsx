import type { UiStrings } from '../../../i18n'
import type { VideoBlock as Video } from '../../../payload-types'
import styles from '../../../kit/blocks.module.css'
import { Section } from '../Section'
import { posterOf, VideoPlayer } from './Player'

export function VideoBlock({ block, t }: { block: Video; t: UiStrings }) {
  return (
    <Section heading={block.heading}>
      <VideoPlayer
        url={block.url}
        poster={posterOf(block.poster)}
        label={block.caption ?? block.heading ?? t.news.watchVideo}
        unavailable={t.news.videoUnavailable}
      />
      {block.caption && <p className={styles.caption}>{block.caption}</p>}
    </Section>
  )
}
