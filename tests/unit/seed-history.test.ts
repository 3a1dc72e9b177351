/**
 * One history: every dated claim of the seed agrees with the About page's timeline (src/seed/content/
 * history.ts), and every country figure with the dataset catalogue. The claims checked:
 *  - the About timeline is the history: its years are the history's, in order;
 *  - a news item whose title announces an event of the history (an office opening, a launch) is dated in its year;
 *  - no news item is dated before the company was founded;
 *  - a sentence anywhere in the seed that speaks of an event and names a year names the event's year;
 *  - every "N countries" figure is one the catalogue gives (covered countries, import or export countries, a
 *    package's countries, countries with bills of lading) or a site-settings claim (credit-report countries), and the
 * About page states the
 *    catalogue's country count;
 *  - the home statistics' figures (read from the catalogue) are all different.
 */
import { describe, expect, it } from 'vitest'

import { COVERAGE, coverageFigures } from '../../src/domain/coverage'
import { countriesOfTier, DATASETS } from '../../src/domain/datasets'
import { PACKAGE_TIERS } from '../../src/domain/orders'
import { HISTORY } from '../../src/seed/content/history'
import { legalDocuments } from '../../src/seed/content/legal'
import { menus } from '../../src/seed/content/menus'
import { news } from '../../src/seed/content/news'
import { offices } from '../../src/seed/content/offices'
import { packageTiers } from '../../src/seed/content/package-tiers'
import { pages } from '../../src/seed/content/pages'
import { services } from '../../src/seed/content/services'
import { siteSettings } from '../../src/seed/content/site-settings'
import { solutions } from '../../src/seed/content/solutions'

/** Every string of a seed value with where it is. */
function strings(value: unknown, where: string): { where: string; text: string }[] {
  if (typeof value === 'string') return [{ where, text: value }]
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${where}[${i}]`))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${where}.${key}`))
  return []
}

const SEED = {
  pages,
  news,
  solutions,
  services,
  menus,
  packageTiers,
  legalDocuments,
  offices,
  siteSettings,
}
const ALL = Object.entries(SEED).flatMap(([name, value]) => strings(value, name))

/** Sentences (zh, en, ru), with markdown links and emphasis left in. */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[。！？；;])|(?<=[.!?])\s+|\n+/u)
    .map((s) => s.trim())
    .filter(Boolean)
}

const yearOf = (key: string) => HISTORY.find((event) => event.key === key)!.year
const years = (text: string) => [...text.matchAll(/(?<!\d)(?:19|20)\d\d(?!\d)/g)].map((m) => m[0])

describe('the seed tells one history (the About timeline)', () => {
  it('the About page timeline is the history, in order', () => {
    const about = pages.find((page) => page.path === 'aboutus')!
    const timeline = about.layout.find((block) => block.blockType === 'timeline') as {
      events: { year: string; title: { en: string } }[]
    }
    expect(timeline.events.map((e) => `${e.year} ${e.title.en}`)).toEqual(HISTORY.map((e) => `${e.year} ${e.title.en}`))
    const ordered = [...HISTORY].sort((a, b) => a.year.localeCompare(b.year))
    expect(HISTORY.map((e) => e.key)).toEqual(ordered.map((e) => e.key))
  })

  it('a news item that announces an office or a launch is dated in the year the timeline gives it', () => {
    const wrong: string[] = []
    for (const item of news) {
      for (const event of HISTORY) {
        const title = Object.values(item.title).find((t) => event.announcedBy.test(t))
        if (title && item.date.slice(0, 4) !== event.year)
          wrong.push(`${item.slug} (${item.date}) "${title}": the timeline says ${event.year}`)
      }
      if (item.date.slice(0, 4) < yearOf('founded')) wrong.push(`${item.slug} (${item.date}) is older than the company`)
    }
    expect(wrong).toEqual([])
  })

  it("a sentence that dates an event of the timeline gives the timeline's year", () => {
    const wrong: string[] = []
    for (const { where, text } of ALL) {
      for (const sentence of sentences(text)) {
        const named = years(sentence)
        if (!named.length) continue
        for (const event of HISTORY) {
          if (event.mentions.test(sentence) && !named.includes(event.year))
            wrong.push(`${where}: "${sentence}" (timeline: ${event.year})`)
        }
      }
    }
    for (const item of news) {
      // "today opened …" in a news body dates the event by the item's date.
      for (const event of HISTORY) {
        const body = Object.values(item.body as Record<string, string>).join('\n')
        const today = sentences(body).find(
          (s) => /^(今天|今日|Today|Сегодня)|\btoday\b|сегодня/iu.test(s) && event.announcedBy.test(s),
        )
        if (today && item.date.slice(0, 4) !== event.year)
          wrong.push(`${item.slug} (${item.date}): "${today}" (timeline: ${event.year})`)
      }
    }
    expect(wrong).toEqual([])
  })
})

describe("the seed's country figures are the catalogue's", () => {
  const tierFigures = PACKAGE_TIERS.flatMap((tier) => {
    const covered = countriesOfTier(tier)
    return [new Set(covered.import).size, new Set(covered.export).size]
  })
  // Countries by kind of record (bills of lading, customs declarations, export declarations).
  const documentFigures = [...new Set(DATASETS.map((d) => d.document))].map(
    (doc) => new Set(DATASETS.filter((d) => d.document === doc).map((d) => d.country)).size,
  )
  // Countries with shipment-level records, and those with official statistics only.
  const kindFigures = [COVERAGE.byKind.both + COVERAGE.byKind.imports, COVERAGE.byKind.statistics]
  const catalogue = new Set([
    COVERAGE.countries,
    COVERAGE.importCountries,
    COVERAGE.exportCountries,
    ...tierFigures,
    ...documentFigures,
    ...kindFigures,
  ])
  const settings = new Set([
    Number(siteSettings.claims.creditCountries),
    Number.parseInt(siteSettings.claims.countries, 10),
    Number(siteSettings.claims.countriesExact),
  ])

  it('every "N countries" is a figure of the catalogue or a claim of the site settings', () => {
    const wrong: string[] = []
    for (const { where, text } of ALL) {
      for (const match of text.matchAll(/(\d+)\s*(?:个国家|countries|стран[аы]?(?![а-я]))/giu)) {
        const n = Number(match[1])
        if (!catalogue.has(n) && !settings.has(n)) wrong.push(`${where}: "${match[0]}"`)
      }
    }
    expect(wrong).toEqual([])
  })

  it("the About page states the catalogue's country count, and the seeded package tiers sell the catalogue's countries", () => {
    const about = JSON.stringify(pages.find((page) => page.path === 'aboutus'))
    expect(about).toContain(`${COVERAGE.countries} countries`)
    expect(about).toContain(`${COVERAGE.countries} стран`)
    expect(about).toMatch(new RegExp(`${COVERAGE.countries}\\s*个国家`))
    expect(packageTiers.length).toBe(PACKAGE_TIERS.length)
  })

  it('the home statistics read from the catalogue and no two figures repeat', () => {
    const figures = coverageFigures(COVERAGE).map((f) => f.value)
    expect(figures[0]).toBe(COVERAGE.countries)
    expect(new Set(figures).size).toBe(figures.length)
    // The catalogue today: every covered country has import data, so "import countries" may not stand beside it.
    expect(coverageFigures({ ...COVERAGE, importCountries: COVERAGE.countries }).map((f) => f.value)).not.toContain(
      undefined,
    )
    expect(
      new Set(coverageFigures({ ...COVERAGE, importCountries: COVERAGE.countries }).map((f) => f.value)).size,
    ).toBe(3)
  })
})
