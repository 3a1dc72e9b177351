'use client'

/**
 * The console menu on the desktop header: as many top items as fit beside the logo and the account chip, the rest
 * under a "More" dropdown (a priority+ menu), so no item ever slides under the account area whatever the language
 * and the member's permissions. Widths come from a hidden copy of the top row that is measured on every resize.
 */
import { useLayoutEffect, useRef, useState } from 'react'

import type { NavNode } from '../../../data/navigation-types'
import styles from '../../../kit/Header.module.css'
import { MenuList } from '../../../kit/MenuList'

/** How many of `widths` fit in `available` px, keeping room for the "More" item when some do not. */
export function fittingCount(widths: readonly number[], available: number, moreWidth: number): number {
  const total = widths.reduce((sum, width) => sum + width, 0)
  if (total <= available) return widths.length
  let used = moreWidth
  let count = 0
  for (const width of widths) {
    if (used + width > available) break
    used += width
    count += 1
  }
  return count
}

type Props = { items: NavNode[]; toggleSubmenu: string; learnMore: string; moreLabel: string }

export function PriorityMenuList({ items, toggleSubmenu, learnMore, moreLabel }: Props) {
  const rootRef = useRef<HTMLDivElement>(null)
  const measureRef = useRef<HTMLUListElement>(null)
  const [count, setCount] = useState(items.length)

  useLayoutEffect(() => {
    const root = rootRef.current
    const measure = measureRef.current
    if (!root || !measure) return
    const update = () => {
      const cells = Array.from(measure.children) as HTMLElement[]
      const widths = cells.slice(0, -1).map((cell) => cell.getBoundingClientRect().width)
      const moreWidth = cells.at(-1)?.getBoundingClientRect().width ?? 0
      setCount(fittingCount(widths, root.getBoundingClientRect().width, moreWidth))
    }
    update()
    const observer = new ResizeObserver(update)
    observer.observe(root)
    return () => observer.disconnect()
  }, [items])

  const shown = items.slice(0, count)
  const rest = items.slice(count)
  const more: NavNode[] =
    rest.length > 0
      ? [
          {
            ...rest[0]!,
            id: -1,
            name: moreLabel,
            href: '',
            moreHref: null,
            image: null,
            contentHeading: null,
            contentText: null,
            group: null,
            children: rest,
          },
        ]
      : []

  return (
    <div ref={rootRef} className={styles.priority}>
      <MenuList items={[...shown, ...more]} toggleSubmenu={toggleSubmenu} learnMore={learnMore} />
      {/* The top row at full length, invisible, for measuring. */}
      <div className={styles.measure} aria-hidden="true">
        <ul ref={measureRef} className={styles.menu}>
          {[
            ...items.map((item) => ({ id: item.id, name: item.name, toggle: item.children.length > 0 })),
            { id: -2, name: moreLabel, toggle: true },
          ].map((item) => (
            <li key={item.id} className={styles.item}>
              <span className={styles.itemRow}>
                <span className={styles.topLink}>{item.name}</span>
                {item.toggle && <span className={styles.toggle} />}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
