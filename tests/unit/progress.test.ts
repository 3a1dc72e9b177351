import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  createProgressMachine,
  isNavigatingClick,
  isProgressBusy,
  startProgress,
  subscribeProgress,
  trackProgress,
  type ProgressPhase,
} from '../../src/kit/progress'
import { PROGRESS_BAR_THROTTLE_MS } from '../../src/domain/constants'

afterEach(() => vi.useRealTimers())

function machine() {
  vi.useFakeTimers()
  const phases: ProgressPhase[] = []
  const m = createProgressMachine((phase) => phases.push(phase))
  return { m, phases }
}

describe('progress bar timing (SPEC §9: throttle 200 ms)', () => {
  it('draws nothing for work that ends within the throttle', () => {
    const { m, phases } = machine()
    m.busy(true)
    vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS - 1)
    m.busy(false)
    vi.advanceTimersByTime(5_000)
    expect(phases).toEqual([])
    expect(m.phase).toBe('idle')
  })

  it('shows once the work outlasts the throttle, completes, then hides', () => {
    const { m, phases } = machine()
    m.busy(true)
    vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS)
    expect(m.phase).toBe('running')
    m.busy(false)
    expect(m.phase).toBe('finishing')
    vi.advanceTimersByTime(300)
    expect(phases).toEqual(['running', 'finishing', 'idle'])
  })

  it('new work while finishing shows the bar again after the throttle', () => {
    const { m } = machine()
    m.busy(true)
    vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS)
    m.busy(false)
    m.busy(true)
    vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS)
    expect(m.phase).toBe('running')
  })
})

describe('progress store', () => {
  it('stays busy until the last of overlapping pieces of work ends; ending twice counts once', () => {
    const seen: boolean[] = []
    const unsubscribe = subscribeProgress((busy) => seen.push(busy))
    const first = startProgress()
    const second = startProgress()
    first()
    first()
    expect(isProgressBusy()).toBe(true)
    second()
    expect(isProgressBusy()).toBe(false)
    expect(seen).toEqual([true, false])
    unsubscribe()
  })

  it('tracks a request until it settles, failed ones included', async () => {
    const ok = trackProgress(Promise.resolve(42))
    expect(isProgressBusy()).toBe(true)
    await expect(ok).resolves.toBe(42)
    expect(isProgressBusy()).toBe(false)
    const failed = trackProgress(Promise.reject(new Error('offline')))
    expect(isProgressBusy()).toBe(true)
    await expect(failed).rejects.toThrow('offline')
    expect(isProgressBusy()).toBe(false)
  })
})

describe('which clicks start a navigation', () => {
  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false }
  const link = (href: string, extra: Partial<{ target: string; hasDownload: boolean }> = {}) => ({
    href,
    target: '',
    hasDownload: false,
    ...extra,
  })
  const here = 'https://example.com/en/about?x=1'

  it('a plain click on a link to another page or query of this site', () => {
    expect(isNavigatingClick(click, link('/en/contact'), here)).toBe(true)
    expect(isNavigatingClick(click, link('/en/about?x=2'), here)).toBe(true)
    expect(isNavigatingClick(click, link('/en/contact', { target: '_self' }), here)).toBe(true)
  })

  it('not a jump within the page, a new tab, a download, another site or a modified click', () => {
    expect(isNavigatingClick(click, link('/en/about?x=1#team'), here)).toBe(false)
    expect(isNavigatingClick(click, link('/en/contact', { target: '_blank' }), here)).toBe(false)
    expect(isNavigatingClick(click, link('/files/terms.pdf', { hasDownload: true }), here)).toBe(false)
    expect(isNavigatingClick(click, link('https://other.example.org/en'), here)).toBe(false)
    expect(isNavigatingClick({ ...click, ctrlKey: true }, link('/en/contact'), here)).toBe(false)
    expect(isNavigatingClick({ ...click, button: 1 }, link('/en/contact'), here)).toBe(false)
  })
})
