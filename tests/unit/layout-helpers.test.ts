import { describe, expect, it } from 'vitest'

import { balancedColumns } from '../../src/ui/blocks/grid'
import { fittingCount } from '../../src/features/accounts/member/PriorityMenuList'
import { COVERAGE, coverageKind, coverageOf } from '../../src/domain/coverage'
import { DATASETS } from '../../src/domain/datasets'

describe('card grids', () => {
  it('never leave one card alone on the last row', () => {
    // Up to 12 (13 = 12 + 1 in 2, 3 and 4 columns alike).
    for (let count = 2; count <= 12; count += 1) {
      for (const preferred of [2, 3, 4] as const) {
        const columns = balancedColumns(count, preferred)
        if (count > columns) expect(count % columns, `${count} cards in ${columns} columns`).not.toBe(1)
      }
    }
    expect(balancedColumns(4)).toBe(4) // the four products
    expect(balancedColumns(10)).toBe(4) // the ten solutions: 4 + 4 + 2
    expect(balancedColumns(7)).toBe(4) // the seven honours: 4 + 3
    expect(balancedColumns(6)).toBe(3)
  })
})

describe('priority+ console menu', () => {
  it('shows every item that fits and keeps room for "More" when some do not', () => {
    expect(fittingCount([100, 100, 100], 300, 60)).toBe(3)
    expect(fittingCount([100, 100, 100], 299, 60)).toBe(2)
    expect(fittingCount([100, 100, 100], 250, 60)).toBe(1)
    expect(fittingCount([100, 100, 100], 50, 60)).toBe(0)
  })
})

describe('catalogue coverage', () => {
  it('counts the countries of the catalogue, by direction', () => {
    const countries = new Set(DATASETS.map((d) => d.country))
    expect(COVERAGE.countries).toBe(countries.size)
    expect(COVERAGE.importCountries).toBe(
      new Set(DATASETS.filter((d) => d.type === 'SHIPMENTS_IMPORT').map((d) => d.country)).size,
    )
    expect(COVERAGE.exportCountries).toBe(
      new Set(DATASETS.filter((d) => d.type === 'SHIPMENTS_EXPORT').map((d) => d.country)).size,
    )
    expect(COVERAGE.list.find((c) => c.alpha3 === 'USA')).toMatchObject({ alpha2: 'US', numeric: '840' })
    expect(coverageOf([]).countries).toBe(0)
  })

  it("splits the countries into the map's three colours, which add up to the catalogue", () => {
    const { both, imports, statistics } = COVERAGE.byKind
    expect(both + imports + statistics).toBe(COVERAGE.countries)
    const kind = (alpha3: string) => coverageKind(COVERAGE.list.find((c) => c.alpha3 === alpha3)!)
    expect(kind('CHN')).toBe('both')
    expect(kind('USA')).toBe('imports')
    expect(kind('DEU')).toBe('statistics')
    expect(kind('AUS')).toBe('statistics')
    const byContinent = (continent: string) => COVERAGE.list.filter((c) => c.continent === continent).length
    expect(byContinent('Europe')).toBeGreaterThanOrEqual(13)
    expect(byContinent('Oceania')).toBe(3)
  })
})
