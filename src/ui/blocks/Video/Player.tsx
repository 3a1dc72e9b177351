/**
 * A video with its poster. The player shows only when the file is there: an address in public/ that has no file
 * (or no address at all) gets the poster with a short note instead of a player that would fail. Uploads (/api/media)
 * and other origins are taken as served.
 */
import { getImageProps } from 'next/image'

import type { Media } from '../../../payload-types'
import styles from '../../../kit/blocks.module.css'
import { mediaOf, mediaSrc } from '../MediaImage'
import { videoIsServed } from './served'

export type Poster = { src: string; width: number; height: number; alt: string }

/** The poster of an upload field (its alt text in the page's language), or null. */
export function posterOf(value: number | Media | null | undefined): Poster | null {
  const media = mediaOf(value)
  return media
    ? { src: mediaSrc(media), width: media.width ?? 960, height: media.height ?? 600, alt: media.alt ?? '' }
    : null
}

/**
 * `autoPlay`: on a page the visitor opened to watch this video (a "play" page), it starts at once, muted (our tours
 * have no sound; browsers start only muted videos by themselves) instead of asking for a second click on the player.
 */
export function VideoPlayer({
  url,
  poster,
  label,
  unavailable,
  autoPlay = false,
}: {
  url: string | null | undefined
  poster: Poster | null
  label: string
  unavailable: string
  autoPlay?: boolean
}) {
  // The poster at the player's width (960 px at most) through the image optimizer: AVIF or WebP.
  const image = poster
    ? getImageProps({
        src: poster.src,
        alt: poster.alt,
        width: poster.width,
        height: poster.height,
        sizes: '(min-width: 1000px) 960px, calc(100vw - 40px)',
        loading: 'lazy',
      }).props
    : null
  if (!videoIsServed(url)) {
    return (
      <figure className={styles.videoMissing}>
        {image && <img {...image} style={undefined} className={styles.video} />}
        <figcaption role="status">{unavailable}</figcaption>
      </figure>
    )
  }
  return (
    <video
      className={styles.video}
      controls
      preload={autoPlay ? 'auto' : 'none'}
      autoPlay={autoPlay}
      muted={autoPlay}
      playsInline
      poster={
        image
          ? getImageProps({
              src: poster!.src,
              alt: '',
              width: 960,
              height: Math.round((960 * poster!.height) / poster!.width),
            }).props.src
          : undefined
      }
      width={poster?.width ?? 960}
      height={poster?.height ?? 600}
      aria-label={label}
    >
      <source src={url!} type="video/mp4" />
    </video>
  )
}
