import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { analyticsSink, GA_SCRIPT, PLAUSIBLE_SCRIPT, pageViewCall } from '../../src/domain/analytics-sink'
import {
  CHUNK_RELOAD_STORAGE_KEY,
  isChunkLoadError,
  parseLastReloadAt,
  shouldReloadAfterChunkError,
} from '../../src/ui/chrome/chunk-reload'
import { langCookieString, languageHref, languageTarget } from '../../src/domain/language-target'
import { groupChildren, MENU_COLUMN_LENGTH, menuCloseWidthOf, relOf } from '../../src/kit/menu'
import { hasTokenCookie, nextBackToTopOffset } from '../../src/ui/chrome/page-behaviour'
import { OPEN_DEMO_DIALOG_EVENT } from '../../src/features/forms/components/demo-dialog-event'
import { throttle } from '../../src/kit/throttle'
import type { NavNode } from '../../src/data/navigation-types'
import { addSinkScript } from '../../src/ui/chrome/Analytics'
import { BACK_TO_TOP, CHUNK_RELOAD_GUARD_MS, MAX_MENU_COLUMNS } from '../../src/domain/constants'
import { LANG_COOKIE_MAX_AGE_SECONDS } from '../../src/domain/locale'

let nextId = 1
function node(name: string, group?: string | null, children: NavNode[] = []): NavNode {
  return { id: nextId++, name, href: `/cn/${name}`, inside: true, target: '_self', group, children }
}
const names = (columns: ReturnType<typeof groupChildren>) =>
  columns.map((column) => column.groups.map((group) => [group.heading, group.items.map((item) => item.name)]))

describe('groupChildren (menu columns, at most 3)', () => {
  it('gives nothing for no children', () => {
    expect(groupChildren([])).toEqual([])
  })

  it('keeps a short ungrouped list in one column', () => {
    expect(names(groupChildren([node('a'), node('b'), node('c')]))).toEqual([[[null, ['a', 'b', 'c']]]])
  })

  it('spreads a long ungrouped list evenly over up to 3 columns', () => {
    const seven = Array.from({ length: 7 }, (_, i) => node(`n${i}`))
    expect(groupChildren(seven).map((c) => c.groups[0].items.length)).toEqual([4, 3])
    const twenty = Array.from({ length: 20 }, (_, i) => node(`m${i}`))
    const columns = groupChildren(twenty)
    expect(columns).toHaveLength(MAX_MENU_COLUMNS)
    expect(columns.flatMap((c) => c.groups[0].items)).toHaveLength(20)
    expect(Math.max(...columns.map((c) => c.groups[0].items.length))).toBe(7)
    expect(MENU_COLUMN_LENGTH).toBe(6)
  })

  it('gathers by group in order of first appearance, one group per column', () => {
    const columns = groupChildren([node('a', 'Data'), node('b', 'Tools'), node('c', 'Data'), node('d', ' Tools ')])
    expect(names(columns)).toEqual([[['Data', ['a', 'c']]], [['Tools', ['b', 'd']]]])
  })

  it('puts ungrouped children first and stacks groups beyond the third under the third column', () => {
    const columns = groupChildren([
      node('x', 'G1'),
      node('y'),
      node('z', 'G2'),
      node('w', 'G3'),
      node('v', 'G4'),
      node('u', ''),
    ])
    expect(names(columns)).toEqual([
      [[null, ['y', 'u']]],
      [['G1', ['x']]],
      [
        ['G2', ['z']],
        ['G3', ['w']],
        ['G4', ['v']],
      ],
    ])
    expect(columns.length).toBeLessThanOrEqual(MAX_MENU_COLUMNS)
  })

  it('honours a smaller column limit', () => {
    expect(groupChildren([node('a', 'A'), node('b', 'B')], 1)).toHaveLength(1)
    expect(groupChildren([node('a', 'A'), node('b', 'B')], 0)).toHaveLength(1)
  })
})

describe('menu helpers', () => {
  it('collapses the Chinese header below 768 px and the English/Russian one below 1200 px', () => {
    expect(menuCloseWidthOf('cn')).toBe(768)
    expect(menuCloseWidthOf('en')).toBe(1200)
    expect(menuCloseWidthOf('ru')).toBe(1200)
  })

  it('adds noopener to links opening a new tab', () => {
    expect(relOf({ target: '_blank' })).toBe('noopener noreferrer')
    expect(relOf({ target: '_self' })).toBeUndefined()
  })
})

describe('chunk-load guard', () => {
  it('recognises failed chunk loads', () => {
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }))).toBe(
      true,
    )
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'x' })).toBe(true)
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/a.js')),
    ).toBe(true)
    expect(isChunkLoadError('Uncaught Error: Loading CSS chunk 7 failed')).toBe(true)
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/x.js from module 123'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
    expect(isChunkLoadError(undefined)).toBe(false)
    expect(isChunkLoadError(42)).toBe(false)
  })

  it('reloads when never reloaded, and then at most once per 60 s', () => {
    const now = 1_700_000_000_000
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000)
    expect(shouldReloadAfterChunkError(null, now)).toBe(true)
    expect(shouldReloadAfterChunkError(now, now)).toBe(false)
    expect(shouldReloadAfterChunkError(now - 59_999, now)).toBe(false)
    expect(shouldReloadAfterChunkError(now - 60_000, now)).toBe(true)
    expect(shouldReloadAfterChunkError(now - 600_000, now)).toBe(true)
  })

  it('does not let a time in the future or garbage block reloading forever', () => {
    const now = 1_700_000_000_000
    expect(shouldReloadAfterChunkError(now + 5_000, now)).toBe(true)
    expect(shouldReloadAfterChunkError(Number.NaN, now)).toBe(true)
  })

  it('reads the stored time', () => {
    expect(CHUNK_RELOAD_STORAGE_KEY).toBe('chunk-reload-at')
    expect(parseLastReloadAt('1700000000000')).toBe(1_700_000_000_000)
    expect(parseLastReloadAt(null)).toBeNull()
    expect(parseLastReloadAt(undefined)).toBeNull()
    expect(parseLastReloadAt('  ')).toBeNull()
    expect(parseLastReloadAt('soon')).toBeNull()
  })
})

describe('analytics sink', () => {
  it('is none by default, for unknown kinds, and when the id is missing', () => {
    expect(analyticsSink({})).toEqual({ kind: 'none' })
    expect(analyticsSink({ NEXT_PUBLIC_ANALYTICS: 'none', NEXT_PUBLIC_ANALYTICS_ID: 'x' })).toEqual({ kind: 'none' })
    expect(analyticsSink({ NEXT_PUBLIC_ANALYTICS: 'matomo', NEXT_PUBLIC_ANALYTICS_ID: 'x' })).toEqual({ kind: 'none' })
    expect(analyticsSink({ NEXT_PUBLIC_ANALYTICS: 'plausible' })).toEqual({ kind: 'none' })
    expect(analyticsSink({ NEXT_PUBLIC_ANALYTICS: 'ga', NEXT_PUBLIC_ANALYTICS_ID: '  ' })).toEqual({ kind: 'none' })
  })

  it('chooses Plausible with the domain', () => {
    expect(analyticsSink({ NEXT_PUBLIC_ANALYTICS: ' Plausible ', NEXT_PUBLIC_ANALYTICS_ID: 'example.com' })).toEqual({
      kind: 'plausible',
      domain: 'example.com',
      scriptSrc: PLAUSIBLE_SCRIPT,
    })
    expect(
      analyticsSink({
        NEXT_PUBLIC_ANALYTICS: 'plausible',
        NEXT_PUBLIC_ANALYTICS_ID: 'example.com',
        NEXT_PUBLIC_ANALYTICS_SCRIPT: 'https://stats.example.com/js/script.js',
      }),
    ).toMatchObject({ scriptSrc: 'https://stats.example.com/js/script.js' })
  })

  it('chooses Google Analytics with the measurement id', () => {
    expect(analyticsSink({ NEXT_PUBLIC_ANALYTICS: 'ga', NEXT_PUBLIC_ANALYTICS_ID: 'G-ABC123' })).toEqual({
      kind: 'ga',
      measurementId: 'G-ABC123',
      scriptSrc: `${GA_SCRIPT}?id=G-ABC123`,
    })
  })

  it('turns a page view into the sink call', () => {
    const url = 'https://example.com/en/package?x=1'
    expect(pageViewCall({ kind: 'none' }, url)).toBeNull()
    expect(
      pageViewCall(analyticsSink({ NEXT_PUBLIC_ANALYTICS: 'plausible', NEXT_PUBLIC_ANALYTICS_ID: 'example.com' }), url),
    ).toEqual({
      fn: 'plausible',
      args: ['pageview', { u: url }],
    })
    expect(pageViewCall(analyticsSink({ NEXT_PUBLIC_ANALYTICS: 'ga', NEXT_PUBLIC_ANALYTICS_ID: 'G-1' }), url)).toEqual({
      fn: 'gtag',
      args: ['event', 'page_view', { page_location: url, send_to: 'G-1' }],
    })
  })
})

describe('analytics script', () => {
  function fakeDocument() {
    const added: { src: string; async: boolean; dataset: Record<string, string | undefined> }[] = []
    return {
      added,
      querySelector: (selector: string) =>
        added.find((el) => selector === `script[data-analytics="${el.dataset.analytics}"]`) ?? null,
      createElement: () => ({ src: '', async: false, dataset: {} as Record<string, string | undefined> }),
      head: { appendChild: (node: never) => added.push(node) },
    }
  }

  it("adds the sink's script once, async, with the Plausible domain", () => {
    const doc = fakeDocument()
    const sink = analyticsSink({ NEXT_PUBLIC_ANALYTICS: 'plausible', NEXT_PUBLIC_ANALYTICS_ID: 'example.com' })
    expect(addSinkScript(doc, sink)).toBe(true)
    expect(addSinkScript(doc, sink)).toBe(false)
    expect(doc.added).toEqual([
      { src: PLAUSIBLE_SCRIPT, async: true, dataset: { analytics: 'plausible', domain: 'example.com' } },
    ])
  })

  it('adds gtag.js for Google Analytics, and nothing without a sink', () => {
    const doc = fakeDocument()
    expect(addSinkScript(doc, { kind: 'none' })).toBe(false)
    addSinkScript(doc, analyticsSink({ NEXT_PUBLIC_ANALYTICS: 'ga', NEXT_PUBLIC_ANALYTICS_ID: 'G-1' }))
    expect(doc.added.map((el) => el.src)).toEqual([`${GA_SCRIPT}?id=G-1`])
  })
})

describe('language switch target', () => {
  const index = { en: ['', 'aboutus', 'contact'], ru: ['', 'aboutus'] }

  it("goes to the same page on the other site only when it exists there, else to that site's home", () => {
    const change = languageTarget('cn', '/cn/aboutus?x=1#top', 'en', index)
    expect(change.navigateTo).toBe('/en/aboutus?x=1')
    expect(change.cookie).toEqual({ name: 'lang', value: 'en', path: '/', maxAge: LANG_COOKIE_MAX_AGE_SECONDS })
    expect(languageTarget('en', '/en/contact', 'zh', { cn: ['contact'] }).cookie.value).toBe('zh-cn')
    expect(languageTarget('en', '/en/contact', 'zh', { cn: ['contact'] }).navigateTo).toBe('/cn/contact')
    // /cn/product/trade has no English page: English home, not a 404.
    expect(languageHref('cn', '/cn/product/trade', '', 'en', index)).toBe('/en')
    expect(languageHref('cn', '/cn/contact', '', 'ru', index)).toBe('/ru')
    expect(languageHref('cn', '/cn', '', 'ru', index)).toBe('/ru')
    expect(languageHref('cn', '/elsewhere', '', 'ru', index)).toBe('/ru')
  })

  it('keeps the query of the current language and of query pages, and maps the solution pages of ru and en', () => {
    expect(languageHref('en', '/en/solutionsdetail', 'contId=998&name=buyers', 'en', {})).toBe(
      '/en/solutionsdetail?contId=998&name=buyers',
    )
    expect(languageHref('en', '/en/solutionsdetail', '?contId=998&name=buyers', 'ru', {})).toBe('/ru/buyers')
    expect(languageHref('en', '/en/solutionsdetail', '?contId=3003', 'ru', {})).toBe('/ru/international')
    expect(languageHref('en', '/en/solutionsdetail', '?contId=1', 'ru', {})).toBe('/ru')
    expect(languageHref('en', '/en/solutionsdetail', '?contId=998', 'cn', {})).toBe('/cn')
    expect(languageHref('ru', '/ru/buyers', '', 'en', {})).toBe('/en/solutionsdetail?contId=998&name=buyers')
    expect(languageHref('en', '/en/countrydetail', 'code=US', 'ru', { ru: ['countrydetail'] })).toBe(
      '/ru/countrydetail?code=US',
    )
    // Query not known yet (streamed fallback): never a query page without its query.
    expect(languageHref('en', '/en/countrydetail', null, 'ru', { ru: ['countrydetail'] })).toBe('/ru')
    expect(languageHref('en', '/en/countrydetail', null, 'en', {})).toBe('/en')
    expect(languageHref('en', '/en/aboutus', null, 'en', {})).toBe('/en/aboutus')
  })

  it('writes the lang cookie for a year, SameSite=Lax, Secure on https', () => {
    const change = languageTarget('cn', '/cn', 'ru', {})
    expect(langCookieString(change, false)).toBe(`lang=ru; path=/; max-age=${365 * 24 * 60 * 60}; SameSite=Lax`)
    expect(langCookieString(languageTarget('en', '/en', 'zh', {}), true, '.example.com')).toBe(
      `lang=zh-cn; path=/; max-age=${365 * 24 * 60 * 60}; SameSite=Lax; domain=.example.com; Secure`,
    )
  })
})

describe('page behaviours', () => {
  it('scrolls up a fifth of the offset per step until the top', () => {
    expect(BACK_TO_TOP.fraction).toBe(0.2)
    expect(nextBackToTopOffset(1000)).toBe(800)
    expect(nextBackToTopOffset(5)).toBe(4)
    expect(nextBackToTopOffset(1)).toBe(0)
    expect(nextBackToTopOffset(0)).toBe(0)
    expect(nextBackToTopOffset(Number.NaN)).toBe(0)
    let offset = 10_000
    let steps = 0
    while (offset > 0 && steps < 1000) {
      offset = nextBackToTopOffset(offset)
      steps++
    }
    expect(offset).toBe(0)
    expect(steps).toBeLessThan(60)
  })

  it('sees a logged-in visitor by a non-empty ts-token cookie', () => {
    expect(hasTokenCookie('')).toBe(false)
    expect(hasTokenCookie('lang=en; ts-token=abc')).toBe(true)
    expect(hasTokenCookie('ts-token=abc')).toBe(true)
    expect(hasTokenCookie('ts-token=; lang=en')).toBe(false)
    expect(hasTokenCookie('my-ts-token=abc; x')).toBe(false)
  })

  it('names the demo dialog event', () => {
    expect(OPEN_DEMO_DIALOG_EVENT).toBe('open-demo-dialog')
  })
})

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('runs at once, at most once per interval, and once more after a burst', () => {
    const fn = vi.fn()
    const throttled = throttle(fn, 300)
    throttled(1)
    expect(fn).toHaveBeenCalledTimes(1)
    throttled(2)
    throttled(3)
    expect(fn).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(299)
    expect(fn).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledTimes(2)
    expect(fn).toHaveBeenLastCalledWith(3)
    vi.advanceTimersByTime(1000)
    expect(fn).toHaveBeenCalledTimes(2)
    throttled(4)
    expect(fn).toHaveBeenCalledTimes(3)
  })

  it('drops a pending call on cancel', () => {
    const fn = vi.fn()
    const throttled = throttle(fn, 300)
    throttled()
    throttled()
    throttled.cancel()
    vi.advanceTimersByTime(1000)
    expect(fn).toHaveBeenCalledTimes(1)
  })
})
