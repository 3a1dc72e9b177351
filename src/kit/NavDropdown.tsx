import type { NavNode } from '../data/navigation-types'
import styles from './Header.module.css'
import { groupChildren } from './menu'
import { NavLink } from './NavLink'

/** The dropdown of a top-level item: a feature card (image, heading, text, learn more) and up to 3 link columns. */
export function Dropdown({ item, learnMore }: { item: NavNode; learnMore: string }) {
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
              <NavLink
                node={{ href: moreHref, inside: /^\/(?!\/)/.test(moreHref), target: '_self' }}
                className={styles.more}
              >
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
