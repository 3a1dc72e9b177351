import Link from 'next/link'

import type { HeaderData, NavNode } from '../data/navigation-types'
import type { Site } from '../domain/locale'
import { fill, uiStringsOfSite } from '../i18n'
import styles from './Header.module.css'
import { LanguageSwitch } from './LanguageSwitch'
import { groupChildren, menuCloseWidthOf } from './menu'
import { MenuItem } from './MenuItem'
import { MobileMenu } from './MobileMenu'
import { NavLink } from './NavLink'

export type HeaderProps = {
  data: HeaderData
  /** The current page on the other sites, when the route knows it (see LanguageSwitch). */
  availablePaths?: Partial<Record<Site, string>>
}

/**
 * The public header (SPEC §2.5): logo, the site's top menu with hover/focus dropdowns, log in and join free, the
 * language switch, and (below the site's breakpoint) the hamburger menu. A server component: the only client
 * pieces are the dropdown toggles, the mobile menu and the language switch.
 */
export function Header({ data, availablePaths }: HeaderProps) {
  const { site } = data
  const t = uiStringsOfSite(site)
  const collapseClass = site === 'cn' ? styles.collapseMini : styles.collapseMedium

  return (
    <header className={`${styles.header} ${collapseClass}`}>
      <div className={styles.inner}>
        <Link href={`/${site}`} className={styles.logo} aria-label={`${data.logoText} – ${t.header.home}`}>
          {data.logo ? (
            // A small CMS logo: a plain <img> (next/image adds nothing for an SVG/PNG of this size).
            <img
              src={data.logo.url}
              alt=""
              width={data.logo.width ?? undefined}
              height={data.logo.height ?? undefined}
              className={styles.logoImage}
              decoding="async"
            />
          ) : (
            <span className={styles.logoMark} aria-hidden="true" />
          )}
          <span className={data.logo ? 'sr-only' : styles.logoText}>{data.logoText}</span>
        </Link>

        <nav className={styles.desktopNav} aria-label={t.header.menu}>
          <ul className={styles.menu}>
            {data.items.map((item) =>
              item.children.length > 0 ? (
                <MenuItem
                  key={item.id}
                  panelId={`menu-panel-${item.id}`}
                  toggleLabel={fill(t.header.toggleSubmenu, { name: item.name })}
                  link={
                    <NavLink node={item} className={styles.topLink}>
                      {item.name}
                    </NavLink>
                  }
                  panel={<Dropdown item={item} learnMore={t.common.learnMore} />}
                />
              ) : (
                <li key={item.id} className={styles.item}>
                  <div className={styles.itemRow}>
                    <NavLink node={item} className={styles.topLink}>
                      {item.name}
                    </NavLink>
                  </div>
                </li>
              ),
            )}
          </ul>
        </nav>

        <div className={styles.actions}>
          <a href={data.loginHref} className={styles.login}>
            {t.header.login}
          </a>
          <a href={data.registerHref} className={styles.join}>
            {t.header.joinFree}
          </a>
          <LanguageSwitch site={site} label={t.header.language} menuLabel={t.header.chooseLanguage} availablePaths={availablePaths} />
          <MobileMenu
            items={data.items}
            loginHref={data.loginHref}
            registerHref={data.registerHref}
            closeWidth={menuCloseWidthOf(site)}
            labels={{
              menu: t.header.menu,
              openMenu: t.header.openMenu,
              closeMenu: t.header.closeMenu,
              toggleSubmenu: t.header.toggleSubmenu,
              login: t.header.login,
              joinFree: t.header.joinFree,
              home: t.header.home,
            }}
          />
        </div>
      </div>
    </header>
  )
}

/** The dropdown of a top-level item: a feature card (image, heading, text, learn more) and up to 3 link columns. */
function Dropdown({ item, learnMore }: { item: NavNode; learnMore: string }) {
  const columns = groupChildren(item.children)
  const hasFeature = Boolean(item.image || item.contentHeading || item.contentText)
  const moreHref = item.moreHref || item.href
  return (
    <div id={`menu-panel-${item.id}`} className={styles.panel}>
      <div className={`${styles.panelInner} ${hasFeature ? styles.withFeature : ''}`}>
        {hasFeature && (
          <div className={styles.feature}>
            {item.image && (
              // Hidden until hover: lazy and sized, so it costs nothing on first load.
              <img
                src={item.image.url}
                alt={item.image.alt}
                width={item.image.width ?? 320}
                height={item.image.height ?? 180}
                loading="lazy"
                decoding="async"
                className={styles.featureImage}
              />
            )}
            {item.contentHeading && <p className={styles.featureHeading}>{item.contentHeading}</p>}
            {item.contentText && <p className={styles.featureText}>{item.contentText}</p>}
            {moreHref && (
              <NavLink node={{ href: moreHref, inside: /^\/(?!\/)/.test(moreHref), target: '_self' }} className={styles.more}>
                {learnMore}
                <span className="sr-only">: {item.contentHeading || item.name}</span>
                <span aria-hidden="true"> →</span>
              </NavLink>
            )}
          </div>
        )}
        <div className={styles.columns} data-count={columns.length}>
          {columns.map((column, index) => (
            <div key={index} className={styles.column}>
              {column.groups.map((group, groupIndex) => (
                <div key={group.heading ?? `_${groupIndex}`} className={styles.group}>
                  {group.heading && <p className={styles.groupHeading}>{group.heading}</p>}
                  <ul className={styles.subList}>
                    {group.items.map((child) => (
                      <li key={child.id}>
                        <NavLink node={child} className={styles.subLink}>
                          <span className={styles.subName}>{child.name}</span>
                          {child.contentText && <span className={styles.subText}>{child.contentText}</span>}
                        </NavLink>
                        {child.children.length > 0 && (
                          <ul className={styles.subSubList}>
                            {child.children.map((leaf) => (
                              <li key={leaf.id}>
                                <NavLink node={leaf} className={styles.subSubLink}>
                                  {leaf.name}
                                </NavLink>
                              </li>
                            ))}
                          </ul>
                        )}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          ))}
        </div>
      </div>
    </div>
  )
}
