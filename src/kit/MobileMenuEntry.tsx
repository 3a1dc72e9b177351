'use client'

import type { NavNode } from '../data/navigation-types'
import { fill } from '../i18n/fill'
import { groupChildren } from './menu'
import styles from './MobileMenu.module.css'
import { NavLink } from './NavLink'

export type MobileMenuEntryProps = {
  item: NavNode
  /** Id of the sub-menu this entry's expand button controls. */
  subId: string
  /** The entry is the page being shown. */
  current: boolean
  /** Its sub-menu is the open one. */
  expanded: boolean
  onExpand: (open: boolean) => void
  /** A link of the entry was followed. */
  onFollow: () => void
  /** With a `{name}` placeholder. */
  toggleLabel: string
}

/** One entry of the mobile menu: its link and, when it has children, the button that unfolds its grouped sub-menu. */
export function MobileMenuEntry({
  item,
  subId,
  current,
  expanded,
  onExpand,
  onFollow,
  toggleLabel,
}: MobileMenuEntryProps) {
  const hasChildren = item.children.length > 0
  return (
    <li className={styles.entry}>
      <div className={styles.row}>
        <NavLink node={item} className={styles.link} onClick={onFollow} aria-current={current ? 'page' : undefined}>
          {item.name}
        </NavLink>
        {hasChildren && (
          <button
            type="button"
            className={styles.expand}
            aria-expanded={expanded}
            aria-controls={subId}
            aria-label={fill(toggleLabel, { name: item.name })}
            onClick={() => onExpand(!expanded)}
          >
            <svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 14 14">
              <path d="M3 5l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </div>
      {hasChildren && (
        <div id={subId} className={styles.sub} hidden={!expanded}>
          {groupChildren(item.children)
            .flatMap((column) => column.groups)
            .map((group, groupIndex) => (
              <div key={group.heading ?? `_${groupIndex}`} className={styles.group}>
                {group.heading && <p className={styles.groupHeading}>{group.heading}</p>}
                <ul className={styles.subList}>
                  {group.items.map((child) => (
                    <li key={child.id}>
                      <NavLink node={child} className={styles.subLink} onClick={onFollow}>
                        {child.name}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
        </div>
      )}
    </li>
  )
}
