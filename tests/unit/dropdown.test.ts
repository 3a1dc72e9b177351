// @vitest-environment happy-dom
/**
 * The one open/close hook of the header's dropdowns (language switch, member menu, mobile menu), driven through a
 * small button-and-panel component in a DOM: what a visitor does (click, Escape, a press elsewhere, a route change).
 */
import { act, createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { useDropdown } from '../../src/kit/useDropdown'

const nav = vi.hoisted(() => ({ pathname: '/en' }))
vi.mock('next/navigation', () => ({ usePathname: () => nav.pathname }))

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function Harness({ onClose }: { onClose?: () => void }) {
  const menu = useDropdown(onClose)
  return createElement(
    'div',
    null,
    createElement(
      'div',
      { ref: menu.rootRef },
      createElement('button', { ...menu.buttonProps, onClick: menu.toggle }, 'Language'),
      createElement(
        'ul',
        { id: menu.panelId, hidden: !menu.isOpen },
        createElement('li', null, createElement('a', { href: '#en' }, 'English')),
      ),
    ),
    createElement('button', { type: 'button', id: 'elsewhere' }, 'Elsewhere'),
  )
}

let host: HTMLDivElement
let root: Root
const onClose = vi.fn()
const button = () => host.querySelector<HTMLButtonElement>('button[aria-expanded]')!
const panel = () => host.querySelector('ul')!
const option = () => host.querySelector<HTMLAnchorElement>('a')!
const elsewhere = () => host.querySelector<HTMLButtonElement>('#elsewhere')!
const render = () => act(() => root.render(createElement(Harness, { onClose })))
const isOpen = () => button().getAttribute('aria-expanded') === 'true' && !panel().hidden
const press = (target: Element) =>
  act(() => void target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })))
const key = (name: string) =>
  act(
    () =>
      void (document.activeElement ?? document.body).dispatchEvent(
        new KeyboardEvent('keydown', { key: name, bubbles: true }),
      ),
  )
const click = (target: HTMLElement) => act(() => target.click())

beforeEach(() => {
  nav.pathname = '/en'
  onClose.mockClear()
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
  render()
})

afterEach(() => {
  act(() => root.unmount())
  host.remove()
})

describe('useDropdown', () => {
  it('the button is a plain button that names the panel it opens and says whether it is open', () => {
    expect(button().type).toBe('button')
    expect(button().getAttribute('aria-controls')).toBe(panel().id)
    expect(panel().id).not.toBe('')
    expect(button().getAttribute('aria-expanded')).toBe('false')
    click(button())
    expect(button().getAttribute('aria-expanded')).toBe('true')
  })

  it('the button opens the panel and a second click closes it', () => {
    expect(isOpen()).toBe(false)
    click(button())
    expect(isOpen()).toBe(true)
    click(button())
    expect(isOpen()).toBe(false)
  })

  it('Escape closes it and puts focus back on the button', () => {
    click(button())
    option().focus()
    key('Escape')
    expect(isOpen()).toBe(false)
    expect(document.activeElement).toBe(button())
  })

  it('Escape while it is closed leaves focus where it is', () => {
    click(button())
    click(button())
    elsewhere().focus()
    key('Escape')
    expect(document.activeElement).toBe(elsewhere())
  })

  it('a press outside closes it; a press on its own options does not', () => {
    click(button())
    press(option())
    expect(isOpen()).toBe(true)
    press(elsewhere())
    expect(isOpen()).toBe(false)
  })

  it('a route change closes it', () => {
    click(button())
    nav.pathname = '/en/aboutus'
    render()
    expect(isOpen()).toBe(false)
  })

  it('every way of closing tells the component (to fold what it opened inside)', () => {
    click(button())
    onClose.mockClear()
    key('Escape')
    click(button())
    press(elsewhere())
    click(button())
    click(button())
    expect(onClose).toHaveBeenCalledTimes(3)
  })
})
