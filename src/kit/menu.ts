/** Pure helpers for the header menus (no React): how sub-menus are laid out and where the mobile menu collapses. */
import { BREAKPOINTS, MAX_MENU_COLUMNS, PUBLIC_MENU_CLOSE_WIDTH } from '../domain/constants'
import type { Site } from '../domain/locale'
import type { NavNode } from '../data/navigation-types'

export type MenuGroup = { heading: string | null; items: NavNode[] }

/** The words of the mobile menu (MobileMenu.tsx). */
export type MobileMenuLabels = {
  menu: string
  openMenu: string
  closeMenu: string
  /** With a `{name}` placeholder. */
  toggleSubmenu: string
  login: string
  joinFree: string
  home: string
}

/** The mobile menu's words from the header strings of a language; `menu` names the menu (public or console). */
export function mobileMenuLabels(header: Omit<MobileMenuLabels, 'menu'>, menu: string): MobileMenuLabels {
  const { openMenu, closeMenu, toggleSubmenu, login, joinFree, home } = header
  return { menu, openMenu, closeMenu, toggleSubmenu, login, joinFree, home }
}
export type MenuColumn = { groups: MenuGroup[] }

/** Ungrouped sub-menus longer than this are spread over several columns. */
export const MENU_COLUMN_LENGTH = 6

/**
 * Lays out the children of a menu item in at most `MAX_MENU_COLUMNS` (3) columns (SPEC §2.6, §9):
 * - children with a `group` are gathered by group, in order of first appearance, one group per column; groups
 *   beyond the third are stacked under the third column's group(s);
 * - children without a group form one unnamed group (placed first); when every child is ungrouped and there are
 *   more than `MENU_COLUMN_LENGTH`, they are split evenly over up to 3 columns.
 */
export function groupChildren(children: readonly NavNode[], maxColumns: number = MAX_MENU_COLUMNS): MenuColumn[] {
  if (children.length === 0) return []
  const limit = Math.max(1, Math.floor(maxColumns))
  const groups: MenuGroup[] = []
  const byName = new Map<string, MenuGroup>()
  let ungrouped: MenuGroup | null = null
  for (const child of children) {
    const name = child.group?.trim() || null
    if (name === null) {
      if (!ungrouped) {
        ungrouped = { heading: null, items: [] }
        groups.unshift(ungrouped)
      }
      ungrouped.items.push(child)
      continue
    }
    let group = byName.get(name)
    if (!group) {
      group = { heading: name, items: [] }
      byName.set(name, group)
      groups.push(group)
    }
    group.items.push(child)
  }

  if (groups.length === 1 && groups[0].heading === null) {
    const items = groups[0].items
    const count = Math.min(limit, Math.ceil(items.length / MENU_COLUMN_LENGTH))
    const per = Math.ceil(items.length / count)
    const columns: MenuColumn[] = []
    for (let start = 0; start < items.length; start += per) {
      columns.push({ groups: [{ heading: null, items: items.slice(start, start + per) }] })
    }
    return columns
  }

  const columns: MenuColumn[] = groups.slice(0, limit).map((group) => ({ groups: [group] }))
  for (const extra of groups.slice(limit)) columns[limit - 1].groups.push(extra)
  return columns
}

/**
 * Width at which the mobile menu gives way to the desktop menu (SPEC §4): 768 px for the Chinese header; the
 * English and Russian menus have eight items (longer words) and only fit from the large width (1200 px) on.
 */
export function menuCloseWidthOf(site: Site): number {
  return site === 'cn' ? PUBLIC_MENU_CLOSE_WIDTH : BREAKPOINTS.large
}

/** `rel` for a link: new tabs get `noopener noreferrer`. */
export function relOf(node: Pick<NavNode, 'target'>): string | undefined {
  return node.target === '_blank' ? 'noopener noreferrer' : undefined
}
