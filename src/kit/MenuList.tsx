/**
 * A top menu (SPEC §2.5, §2.6): items with sub-menus get a hover/focus dropdown and a toggle, the others a plain link.
 * No hooks: the server header renders it for the public menu, the member side (member/ConsoleMenus) for the console
 * menu.
 */
import type { NavNode } from '../data/navigation-types'
import { fill } from '../i18n/fill'
import styles from './Header.module.css'
import { MenuItem } from './MenuItem'
import { Dropdown } from './NavDropdown'
import { NavLink } from './NavLink'

export function MenuList({
  items,
  toggleSubmenu,
  learnMore,
}: {
  items: NavNode[]
  toggleSubmenu: string
  learnMore: string
}) {
  return (
    <ul className={styles.menu}>
      {items.map((item) =>
        item.children.length > 0 ? (
          <MenuItem
            key={item.id}
            panelId={`menu-panel-${item.id}`}
            toggleLabel={fill(toggleSubmenu, { name: item.name })}
            link={
              item.href ? (
                <NavLink node={item} className={styles.topLink}>
                  {item.name}
                </NavLink>
              ) : (
                <span className={styles.topLink}>{item.name}</span>
              )
            }
            panel={<Dropdown item={item} learnMore={learnMore} />}
          />
        ) : (
          <li key={item.id} className={styles.item} data-header-item="menu">
            <div className={styles.itemRow}>
              <NavLink node={item} className={styles.topLink}>
                {item.name}
              </NavLink>
            </div>
          </li>
        ),
      )}
    </ul>
  )
}
