/**
 * What an attacker would write to read the image codes without a person: the font of svg-captcha is public, so
 * both matchers build their templates from it.
 * - `readSvg`: an SVG image code has one `<path fill=…>` per character; its outline, moved to the origin, is the
 *   character's outline in the font (svg-captcha only jitters points by ±0.1). Match it against every character's
 *   outline and read left to right.
 * - `readRaster`: for a picture (PNG, or an SVG rasterised), render every character of the font at a few sizes,
 *   and slide each template over the four places where a character stands, keeping the best overlap (Dice score of
 *   ink pixels): template matching, the classic way to read a fixed-font captcha.
 */
import sharp from 'sharp'

import { drawText } from '../../src/features/forms/captcha/image'

export const ATTACK_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const WIDTH = 150
const HEIGHT = 50

// ---------------------------------------------------------------------------------------------------------------
// SVG outlines
// ---------------------------------------------------------------------------------------------------------------

type Outline = { letters: string; points: number[] }

function outlineOf(d: string): Outline {
  const letters = d.replace(/[^A-Za-z]/g, '')
  const numbers = (d.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number)
  const [x0 = 0, y0 = 0] = numbers
  return { letters, points: numbers.map((n, i) => n - (i % 2 === 0 ? x0 : y0)) }
}

let svgTemplates: Map<string, Outline> | null = null

function templatesForSvg(): Map<string, Outline> {
  if (svgTemplates) return svgTemplates
  svgTemplates = new Map()
  for (const char of ATTACK_ALPHABET) {
    const svg = drawText(char, { width: WIDTH, height: HEIGHT, noise: 0 })
    const d = /<path fill="[^"]*" d="([^"]+)"/.exec(svg)?.[1]
    if (d) svgTemplates.set(char, outlineOf(d))
  }
  return svgTemplates
}

/** Reads an SVG image code; '' when it holds no character outlines. */
export function readSvg(svg: string): string {
  const glyphs = [...svg.matchAll(/<path fill="(?!none)[^"]*" d="([^"]+)"/g)].map((m) => m[1]!)
  const read: { x: number; char: string }[] = []
  for (const d of glyphs) {
    const outline = outlineOf(d)
    let best = { char: '?', distance: Infinity }
    for (const [char, template] of templatesForSvg()) {
      if (template.letters !== outline.letters) continue
      let distance = 0
      for (let i = 0; i < template.points.length; i++) distance += Math.abs(template.points[i]! - outline.points[i]!)
      if (distance < best.distance) best = { char, distance }
    }
    read.push({ x: Number(/-?\d+(?:\.\d+)?/.exec(d)?.[0] ?? 0), char: best.char })
  }
  return read
    .sort((a, b) => a.x - b.x)
    .map((r) => r.char)
    .join('')
}

// ---------------------------------------------------------------------------------------------------------------
// Rasters
// ---------------------------------------------------------------------------------------------------------------

type Mask = { width: number; height: number; ink: Uint8Array }
type Template = { char: string; mask: Mask; count: number }

/** Ink = clearly away from the light background colour (the characters may be pale or dark, of any hue). */
async function maskOf(image: Buffer, width: number, height: number): Promise<Mask> {
  const { data } = await sharp(image)
    .resize(width, height, { fit: 'fill' })
    .flatten({ background: '#f4f6fa' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const ink = new Uint8Array(width * height)
  for (let i = 0; i < ink.length; i++) {
    const distance = Math.max(
      Math.abs(data[i * 3]! - 0xf4),
      Math.abs(data[i * 3 + 1]! - 0xf6),
      Math.abs(data[i * 3 + 2]! - 0xfa),
    )
    ink[i] = distance > 48 ? 1 : 0
  }
  return { width, height, ink }
}

function crop(mask: Mask): Mask {
  let [minX, minY, maxX, maxY] = [mask.width, mask.height, -1, -1]
  for (let y = 0; y < mask.height; y++)
    for (let x = 0; x < mask.width; x++)
      if (mask.ink[y * mask.width + x]) {
        minX = Math.min(minX, x)
        minY = Math.min(minY, y)
        maxX = Math.max(maxX, x)
        maxY = Math.max(maxY, y)
      }
  if (maxX < 0) return { width: 0, height: 0, ink: new Uint8Array() }
  const width = maxX - minX + 1
  const height = maxY - minY + 1
  const ink = new Uint8Array(width * height)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) ink[y * width + x] = mask.ink[(y + minY) * mask.width + x + minX]!
  return { width, height, ink }
}

let rasterTemplates: Promise<Template[]> | null = null

function templatesForRaster(): Promise<Template[]> {
  rasterTemplates ??= (async () => {
    const out: Template[] = []
    for (const fontSize of [44, 50, 56]) {
      for (const char of ATTACK_ALPHABET) {
        const svg = drawText(char, { width: 60, height: HEIGHT, noise: 0, fontSize })
        const mask = crop(await maskOf(Buffer.from(svg), 60, HEIGHT))
        out.push({ char, mask, count: mask.ink.reduce((a, b) => a + b, 0) })
      }
    }
    return out
  })()
  return rasterTemplates
}

function dice(mask: Mask, t: Template, left: number, top: number): number {
  const { width, height, ink } = t.mask
  let both = 0
  let window = 0
  for (let y = 0; y < height; y++) {
    const row = (top + y) * WIDTH
    for (let x = 0; x < width; x++) {
      const px = left + x
      if (px < 0 || px >= WIDTH) continue
      const on = mask.ink[row + px]!
      window += on
      if (on && ink[y * width + x]) both++
    }
  }
  return (2 * both) / (t.count + window || 1)
}

/** Reads a picture (PNG or SVG bytes) of a 4-character image code. */
export async function readRaster(image: Buffer, length = 4): Promise<string> {
  const mask = await maskOf(image, WIDTH, HEIGHT)
  const templates = await templatesForRaster()
  const spacing = (WIDTH - 2) / (length + 1)
  let text = ''
  for (let slot = 0; slot < length; slot++) {
    const centre = spacing * (slot + 1)
    let best = { char: '?', score: -1 }
    for (const t of templates) {
      const { width, height } = t.mask
      if (width === 0 || height > HEIGHT) continue
      // Coarse search on a 2-pixel grid, then the best place refined to the pixel.
      let place = { left: 0, top: 0, score: -1 }
      for (let cx = Math.round(centre - 14); cx <= centre + 14; cx += 2) {
        const left = Math.round(cx - width / 2)
        for (let top = 0; top + height <= HEIGHT; top += 2) {
          const score = dice(mask, t, left, top)
          if (score > place.score) place = { left, top, score }
        }
      }
      for (let dx = -1; dx <= 1; dx++)
        for (let dy = -1; dy <= 1; dy++) {
          const top = place.top + dy
          if (top < 0 || top + height > HEIGHT) continue
          const score = dice(mask, t, place.left + dx, top)
          if (score > place.score) place = { left: place.left + dx, top, score }
        }
      if (place.score > best.score) best = { char: t.char, score: place.score }
    }
    text += best.char
  }
  return text
}

/** Characters read right, case-insensitively, position by position. */
export const charactersRight = (read: string, answer: string) =>
  [...answer.toLowerCase()].filter((c, i) => read.toLowerCase()[i] === c).length

export const sameCode = (read: string, answer: string) => read.toLowerCase() === answer.toLowerCase()
