/**
 * The picture of an image code (SPEC §3: "captcha text"), made to resist a machine reading it:
 * - svg-captcha draws the characters with its font, but its SVG is never sent: in an SVG each character is one
 *   `<path>` at a fixed place, which a glyph matcher reads every time (tests/support/glyph-matcher.ts);
 * - every character is turned, slanted and scaled at random, and pushed up or down, so no two look alike;
 * - crossing strokes in the characters' own colours, then a wave distortion of the whole picture and pixel noise;
 * - the result is a PNG raster (sharp), 150 × 50 CSS pixels at twice the density, shown at 132 × 44 in the forms.
 * Measured with the matcher in the test suite: an SVG code (svg-captcha's) is read 20/20; these pictures far below 20 %.
 */
import { randomInt } from 'node:crypto'

import sharp from 'sharp'
import svgCaptcha from 'svg-captcha'

/** Characters a person cannot tell apart are never used (0/o/O, 1/i/l/I, and g/q/9 in this font). */
export const IMAGE_CODE_ALPHABET = 'abcdefhjkmnprstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ2345678'
export const IMAGE_CODE_LENGTH = 4
export const IMAGE_CODE_WIDTH = 150
export const IMAGE_CODE_HEIGHT = 50
const SCALE = 2

type DrawOptions = NonNullable<Parameters<typeof svgCaptcha.create>[0]>
/** svg-captcha's module is itself the function that draws a given text as an SVG (its typings leave it out). */
export const drawText = svgCaptcha as unknown as (text: string, options: DrawOptions) => string
const BACKGROUND = '#f4f6fa'

const between = (min: number, max: number) => min + (randomInt(0, 1_000_001) / 1_000_000) * (max - min)

export function randomImageCodeText(length = IMAGE_CODE_LENGTH): string {
  let text = ''
  for (let i = 0; i < length; i++) text += IMAGE_CODE_ALPHABET[randomInt(0, IMAGE_CODE_ALPHABET.length)]
  return text
}

function darkColour(): string {
  const hue = randomInt(0, 360)
  return `hsl(${hue},${randomInt(55, 85)}%,${randomInt(22, 40)}%)`
}

/** The bounding box of an SVG path's coordinates (good enough for its centre). */
function centreOf(d: string): { x: number; y: number } {
  const numbers = (d.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number)
  let minX = Infinity
  let maxX = -Infinity
  let minY = Infinity
  let maxY = -Infinity
  for (let i = 0; i + 1 < numbers.length; i += 2) {
    minX = Math.min(minX, numbers[i]!)
    maxX = Math.max(maxX, numbers[i]!)
    minY = Math.min(minY, numbers[i + 1]!)
    maxY = Math.max(maxY, numbers[i + 1]!)
  }
  return { x: (minX + maxX) / 2, y: (minY + maxY) / 2 }
}

/** The SVG source of the picture (never sent to the browser). */
export function imageCodeSvg(text: string): string {
  const source = drawText(text, {
    width: IMAGE_CODE_WIDTH,
    height: IMAGE_CODE_HEIGHT,
    noise: 0,
    fontSize: between(44, 50),
    background: BACKGROUND,
  })
  const colours: string[] = []
  const glyphs = [...source.matchAll(/<path fill="[^"]*" d="([^"]+)"\/>/g)].map((match, index) => {
    const d = match[1]!
    const { x, y } = centreOf(d)
    const colour = darkColour()
    colours.push(colour)
    const dx = between(-6, 6) + (index - (text.length - 1) / 2) * between(-4, 1)
    const dy = between(-4, 4)
    const transform = [
      `translate(${(x + dx).toFixed(1)} ${(IMAGE_CODE_HEIGHT / 2 + dy).toFixed(1)})`,
      `rotate(${between(-25, 25).toFixed(1)})`,
      `skewX(${between(-12, 12).toFixed(1)})`,
      `scale(${between(0.8, 1.15).toFixed(2)} ${between(0.85, 1.15).toFixed(2)})`,
      `translate(${(-x).toFixed(1)} ${(-y).toFixed(1)})`,
    ].join(' ')
    return `<path fill="${colour}" d="${d}" transform="${transform}"/>`
  })
  const strokes: string[] = []
  for (let i = 0; i < 3; i++) {
    const y = () => between(6, IMAGE_CODE_HEIGHT - 6).toFixed(1)
    const colour = colours[i % Math.max(1, colours.length)] ?? darkColour()
    strokes.push(
      `<path d="M${between(0, 20).toFixed(1)} ${y()} C${between(30, 70).toFixed(1)} ${y()},${between(80, 120).toFixed(1)} ${y()},${between(130, 150).toFixed(1)} ${y()}" stroke="${colour}" stroke-width="${between(0.9, 1.6).toFixed(1)}" fill="none"/>`,
    )
  }
  const dots: string[] = []
  for (let i = 0; i < 40; i++) {
    dots.push(
      `<circle cx="${between(0, IMAGE_CODE_WIDTH).toFixed(1)}" cy="${between(0, IMAGE_CODE_HEIGHT).toFixed(1)}" r="${between(0.6, 1.8).toFixed(1)}" fill="${darkColour()}"/>`,
    )
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_CODE_WIDTH * SCALE}" height="${IMAGE_CODE_HEIGHT * SCALE}" viewBox="0 0 ${IMAGE_CODE_WIDTH} ${IMAGE_CODE_HEIGHT}">` +
    `<rect width="100%" height="100%" fill="${BACKGROUND}"/>${dots.join('')}${glyphs.join('')}${strokes.join('')}</svg>`
  )
}

/** Moves every pixel along two random waves (a warp no affine transform undoes) and adds pixel noise. */
function warp(pixels: Buffer, width: number, height: number): Buffer {
  const out = Buffer.alloc(pixels.length)
  const ampX = between(1.5, 2.5) * SCALE
  const ampY = between(1.5, 2.5) * SCALE
  const periodX = between(28, 48) * SCALE
  const periodY = between(40, 70) * SCALE
  const phaseX = between(0, 2 * Math.PI)
  const phaseY = between(0, 2 * Math.PI)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sx = Math.round(x + ampX * Math.sin((2 * Math.PI * y) / periodX + phaseX))
      const sy = Math.round(y + ampY * Math.sin((2 * Math.PI * x) / periodY + phaseY))
      const to = (y * width + x) * 3
      if (sx < 0 || sy < 0 || sx >= width || sy >= height) {
        out[to] = 0xf4
        out[to + 1] = 0xf6
        out[to + 2] = 0xfa
        continue
      }
      const from = (sy * width + sx) * 3
      const noise = randomInt(0, 100) < 3 ? randomInt(-70, 71) : randomInt(-10, 11)
      for (let c = 0; c < 3; c++) out[to + c] = Math.max(0, Math.min(255, pixels[from + c]! + noise))
    }
  }
  return out
}

export type ImageCode = { text: string; png: Buffer }

/** A new image code: its text and its picture (PNG). */
export async function renderImageCode(text: string = randomImageCodeText()): Promise<ImageCode> {
  const { data, info } = await sharp(Buffer.from(imageCodeSvg(text)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const png = await sharp(warp(data, info.width, info.height), {
    raw: { width: info.width, height: info.height, channels: 3 },
  })
    .png({ compressionLevel: 9 })
    .toBuffer()
  return { text, png }
}
