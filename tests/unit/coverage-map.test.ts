import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { coverageMapSvg, MAP_COLOURS } from '../../scripts/visuals/coverage-map'
import { COVERAGE, coverageKind } from '../../src/domain/coverage'

describe('coverage map', () => {
  it('colours exactly the catalogue countries, and the committed map is up to date', () => {
    const svg = coverageMapSvg()
    const coloured = [...svg.matchAll(/fill="([^"]+)" data-iso="([A-Z]{2})"/g)]
    // Every catalogue country large enough for the 1:110m atlas is on the map, in the colour of its data.
    for (const [, fill, iso] of coloured) {
      const country = COVERAGE.list.find((c) => c.alpha2 === iso)!
      expect(fill).toBe(MAP_COLOURS[coverageKind(country)])
    }
    expect(new Set(coloured.map((m) => m[2])).size).toBeGreaterThan(COVERAGE.countries * 0.8)
    expect(readFileSync('public/media/visuals/coverage-map.svg', 'utf8')).toBe(`${svg}\n`)
  })
})
