/**
 * The platform-tour video (public/media/video/platform-tour.mp4) and its poster: the four tour screens
 * (TOUR_VISUALS: src/seed/media/product-*-zh.webp, made by product-visuals.ts), each shown whole and then slowly
 * zoomed, cross-faded, as H.264 without sound, small enough for a page (< 1.5 MB), with its index at the front
 * (faststart) so it starts before it has loaded.
 *
 *   node --import tsx scripts/visuals/platform-tour.ts        (needs ffmpeg on PATH, or FFMPEG=/path/to/ffmpeg)
 */
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

import sharp from 'sharp'

import { PLATFORM_TOUR_VIDEO } from '../../src/kit/platform-tour'
import { PLATFORM_TOUR } from '../../src/seed/pictures'
import { TOUR_VISUALS, visualFile } from '../../src/seed/visuals'

const ROOT = join(dirname(new URL(import.meta.url).pathname), '..', '..')
const MEDIA = join(ROOT, 'src/seed/media')
const VIDEO = join(ROOT, 'public', PLATFORM_TOUR.url)
const WIDTH = 960
const HEIGHT = 600
const FPS = 24
const SHOW = 4.5
const FADE = 0.8
const ZOOM = 0.03

async function main() {
  const ffmpeg = process.env.FFMPEG || 'ffmpeg'
  const work = mkdtempSync(join(tmpdir(), 'tour-'))
  try {
    // ffmpeg reads PNG frames more reliably than WebP stills: convert first.
    const stills = await Promise.all(
      TOUR_VISUALS.map(async (visual, index) => {
        const file = join(work, `${index}.png`)
        await sharp(join(MEDIA, visualFile(visual, 'zh')))
          .resize(WIDTH * 1.25, HEIGHT * 1.25)
          .png()
          .toFile(file)
        return file
      }),
    )
    const frames = Math.round(SHOW * FPS)
    // One still each: zoompan makes the screen's frames from it.
    const inputs = stills.flatMap((file) => ['-i', file])
    // Each screen: whole at first, then a slow 3 % zoom into its centre (the screens keep a margin wider than that, so
    // no chart or table is ever cut off); then a cross-fade into the next.
    const pans = stills.map(
      (_, i) =>
        `[${i}:v]zoompan=z='1+${ZOOM}*on/${frames}':x='iw/2-iw/zoom/2':y='ih/2-ih/zoom/2':d=${frames}:s=${WIDTH}x${HEIGHT}:fps=${FPS},setsar=1[v${i}]`,
    )
    let last = 'v0'
    const fades = stills.slice(1).map((_, k) => {
      const i = k + 1
      const out = i === stills.length - 1 ? 'out' : `x${i}`
      const line = `[${last}][v${i}]xfade=transition=fade:duration=${FADE}:offset=${(SHOW - FADE) * i}[${out}]`
      last = out
      return line
    })
    mkdirSync(dirname(VIDEO), { recursive: true })
    execFileSync(ffmpeg, [
      '-y',
      '-loglevel',
      'error',
      ...inputs,
      '-filter_complex',
      [...pans, ...fades].join(';'),
      '-map',
      '[out]',
      '-an',
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-crf',
      '30',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      VIDEO,
    ])
    // The poster is the tour's first screen as it appears in the first frame.
    await sharp(stills[0]).resize(WIDTH, HEIGHT).webp({ quality: 72 }).toFile(join(MEDIA, PLATFORM_TOUR.poster))
    copyFileSync(join(MEDIA, PLATFORM_TOUR.poster), join(ROOT, 'public', PLATFORM_TOUR_VIDEO.poster))
    console.log(
      `platform tour: ${VIDEO} (${Math.round(statSync(VIDEO).size / 1024)} KB), poster ${PLATFORM_TOUR.poster}`,
    )
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) await main()
