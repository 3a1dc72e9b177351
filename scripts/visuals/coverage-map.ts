/**
 * Generates the coverage map of the dataset catalogue (public/media/visuals/coverage-map.svg) and the flags of its
 * countries (public/media/flags/{alpha2}.webp, from flag-icons' SVGs through sharp): `node --import tsx
 * scripts/visuals/coverage-map.ts`. The map is world-atlas (Natural Earth, 1:110m) in d3-geo's Natural Earth
 * projection; countries with import data, with export data too, with official statistics only, and without data get
 * four colours. Run it again when the catalogue (src/domain/datasets.ts) changes; the unit test
 * tests/unit/coverage-map.test.ts fails while the committed map is out of date.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

import { geoNaturalEarth1, geoPath } from 'd3-geo'
import sharp from 'sharp'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'

import { COVERAGE, coverageKind, type Coverage } from '../../src/domain/coverage'

const require = createRequire(import.meta.url)
const WIDTH = 960
const HEIGHT = 500
/** Also in src/kit/blocks.module.css (the legend's swatches). */
export const MAP_COLOURS = { both: '#0b5cff', imports: '#7aa7ff', statistics: '#9ccfc0', none: '#dfe5ee' } as const

export function coverageMapSvg(coverage: Coverage = COVERAGE): string {
  const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-110m.json'), 'utf8')) as Topology
  const countries = feature(topology, topology.objects.countries as GeometryCollection)
  const projection = geoNaturalEarth1().fitExtent(
    [
      [4, 4],
      [WIDTH - 4, HEIGHT - 4],
    ],
    countries,
  )
  const path = geoPath(projection).digits(1)
  const byNumeric = new Map(coverage.list.map((country) => [country.numeric, country]))
  const shapes = countries.features
    .filter((country) => country.id !== '010') // Antarctica
    .map((country) => {
      const covered = byNumeric.get(String(country.id).padStart(3, '0'))
      const fill = covered ? MAP_COLOURS[coverageKind(covered)] : MAP_COLOURS.none
      return `<path d="${path(country)}" fill="${fill}"${covered ? ` data-iso="${covered.alpha2}"` : ''}/>`
    })
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img">`,
    `<g stroke="#fff" stroke-width="0.5">`,
    ...shapes,
    `</g></svg>`,
  ].join('\n')
}

async function main() {
  const root = join(dirname(new URL(import.meta.url).pathname), '..', '..')
  mkdirSync(join(root, 'public/media/visuals'), { recursive: true })
  writeFileSync(join(root, 'public/media/visuals/coverage-map.svg'), `${coverageMapSvg()}\n`)
  mkdirSync(join(root, 'public/media/flags'), { recursive: true })
  // Some flag SVGs weigh 100 KB (coats of arms): a 40 × 30 WebP (twice the 20 × 15 shown) is a few hundred bytes.
  for (const country of COVERAGE.list) {
    const code = country.alpha2.toLowerCase()
    await sharp(require.resolve(`flag-icons/flags/4x3/${code}.svg`), { density: 72 })
      .resize(40, 30, { fit: 'fill' })
      .webp({ quality: 85 })
      .toFile(join(root, `public/media/flags/${code}.webp`))
  }
  console.log(`coverage map: ${COVERAGE.countries} countries; ${COVERAGE.list.length} flags`)
}

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) await main()
