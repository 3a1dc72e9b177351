/**
 * A picture from the Media collection through next/image's optimizer: served as AVIF or WebP in the width the layout
 * needs (`sizes`, per breakpoint), with its width and height set (no layout shift), lazy unless it is the first
 * screen's largest picture (`preload`: a <link rel=preload> in the head and fetchpriority=high). Alt text comes from
 * the media document in the page's language unless the caller gives one ("" for a decorative picture).
 *
 * A server component: `getImageProps` gives the <img> attributes of next/image and React's `preload` the hint, so a
 * page ships no image JavaScript.
 */
import { getImageProps } from 'next/image'
import { preload as preloadResource } from 'react-dom'

import type { Media } from '../../payload-types'

/** The media document of an upload field, when it is populated and has a file. */
export function mediaOf(value: number | Media | null | undefined): Media | null {
  return value && typeof value === 'object' && value.url ? value : null
}

/**
 * The address of a media file as this site serves it: Payload makes upload URLs absolute with the public origin
 * (`serverURL`); the image optimizer and cached pages want the path (`/api/media/file/…`), the same on every host.
 */
export function mediaSrc(media: Media): string {
  const url = media.url!
  if (!/^https?:\/\//.test(url)) return url
  const parsed = new URL(url)
  return parsed.pathname.startsWith('/api/media/') ? `${parsed.pathname}${parsed.search}` : url
}

/** A card picture's width: a third of the 1200 px container from 992 px, half from 768 px, else the screen. */
export const CARD_IMAGE_SIZES =
  '(min-width: 1200px) 380px, (min-width: 992px) 31vw, (min-width: 768px) 46vw, calc(100vw - 40px)'

export function MediaImage({
  media,
  sizes,
  preload = false,
  alt,
  className,
}: {
  media: number | Media | null | undefined
  /**
   * The rendered width per breakpoint, e.g. "(min-width: 992px) 560px, calc(100vw - 40px)"; or, for a picture shown at
   * one CSS width on every screen (a logo, an avatar), that width in px: its srcset then stops at the first file
   * wide enough for a 2× screen, where next/image lists every width up to 1920 for a `sizes` of "156px".
   */
  sizes: string | number
  preload?: boolean
  alt?: string
  className?: string
}) {
  const doc = mediaOf(media)
  if (!doc) return null
  const { props } = getImageProps({
    src: mediaSrc(doc),
    alt: alt ?? doc.alt ?? '',
    width: doc.width ?? 1200,
    height: doc.height ?? 750,
    sizes: typeof sizes === 'number' ? `${sizes}px` : sizes,
    loading: preload ? 'eager' : 'lazy',
    fetchPriority: preload ? 'high' : undefined,
    className,
    // A picture only a draft shows yet (staff previewing) is not public: the optimizer fetches without the staff
    // session and would get a 404, so the browser loads the file itself, with the session's cookie.
    unoptimized: doc.public === false,
  })
  if (typeof sizes === 'number' && props.srcSet) props.srcSet = upToDoubleWidth(props.srcSet, sizes)
  if (preload)
    preloadResource(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
    })
  // getImageProps sets `style: { color: transparent }` (for its blur placeholder): not needed here.
  const { style: _style, ...attributes } = props
  return <img {...attributes} />
}

/** The candidates of a `w` srcset up to the first one at least twice `width` wide (the rest only cost bytes). */
export function upToDoubleWidth(srcSet: string, width: number): string {
  const kept: string[] = []
  for (const candidate of srcSet.split(', ')) {
    kept.push(candidate)
    if (Number(/ (\d+)w$/.exec(candidate)?.[1] ?? 0) >= 2 * width) break
  }
  return kept.join(', ')
}
