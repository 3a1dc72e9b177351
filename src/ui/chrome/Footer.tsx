import Link from 'next/link'

import type { FooterData, NavNode } from '../../data/navigation-types'
import { siteToLocale, type Site } from '../../domain/locale'
import { uiStringsOfSite } from '../../i18n'
import { BackToTop } from './BackToTop'
import { CookieSettingsButton } from './CookieBanner'
import { CurrentYear } from './CurrentYear'
import { DemoButton } from '../../features/forms/components/DemoButton'
import styles from './Footer.module.css'
import { FilingLinks, type Filings } from './Filings'
import { FooterVariant } from './FooterVariant'
import { NavLink } from '../../kit/NavLink'

export type FooterProps = {
  data: FooterData
  site: Site
  /** China's filing numbers. */
  filings?: Filings | null
}

function insideLink(href: string) {
  return { href, inside: /^\/(?!\/)/.test(href), target: '_self' as const }
}

/**
 * Sitemap columns: each top-level node is a column heading (a link when it has an href), its children the links.
 * A menu of plain links (no node has children, e.g. the member footer) is one row of links, not a row of headings.
 */
function Columns({ columns, label }: { columns: NavNode[]; label: string }) {
  if (columns.length === 0) return null
  if (columns.every((column) => column.children.length === 0)) {
    return (
      <nav aria-label={label}>
        <ul className={styles.flat}>
          {columns.map((column) => (
            <li key={column.id}>
              {column.href ? (
                <NavLink node={column} className={styles.link}>
                  {column.name}
                </NavLink>
              ) : (
                column.name
              )}
            </li>
          ))}
        </ul>
      </nav>
    )
  }
  return (
    <nav className={styles.columns} aria-label={label}>
      {columns.map((column) => (
        <div key={column.id} className={styles.column}>
          <p className={styles.columnHeading}>
            {column.href && column.children.length === 0 ? (
              <NavLink node={column} className={styles.link}>
                {column.name}
              </NavLink>
            ) : (
              column.name
            )}
          </p>
          {column.children.length > 0 && (
            <ul className={styles.links}>
              {column.children.map((child) => (
                <li key={child.id}>
                  <NavLink node={child} className={styles.link}>
                    {child.name}
                  </NavLink>
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </nav>
  )
}

/**
 * The public footer (SPEC §2.5): about text and the request-a-demo action, sitemap columns (the member columns for
 * logged-in visitors, chosen in the browser), privacy, terms, sitemap and the current year. The Chinese footer
 * adds back to top and an online-consultation link.
 */
export function Footer({ data, site, filings }: FooterProps) {
  const t = uiStringsOfSite(site)
  const year = new Date().getFullYear()
  const guest = <Columns columns={data.columns} label={t.footer.footerNav} />
  const member =
    data.memberColumns.length > 0 ? <Columns columns={data.memberColumns} label={t.footer.footerNav} /> : guest

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.about}>
            {data.about && <p className={styles.aboutText}>{data.about}</p>}
            <div className={styles.cta}>
              <DemoButton label={data.demoLabel || t.footer.requestDemo} className={styles.demo} />
              {site === 'cn' && (
                <Link href="/cn/contact" className={styles.consult}>
                  {t.footer.onlineConsultation}
                </Link>
              )}
            </div>
          </div>
          <FooterVariant site={site} guest={guest} member={member} />
        </div>

        <div className={styles.bottom}>
          <p className={styles.copyright}>
            © <CurrentYear initial={year} /> {data.copyright || t.footer.allRightsReserved}
          </p>
          <ul className={styles.legal}>
            <li>
              <NavLink node={insideLink(data.privacyHref)} className={styles.link}>
                {t.footer.privacy}
              </NavLink>
            </li>
            <li>
              <NavLink node={insideLink(data.termsHref)} className={styles.link}>
                {t.footer.terms}
              </NavLink>
            </li>
            <li>
              <NavLink node={insideLink(data.sitemapHref)} className={styles.link}>
                {t.footer.sitemap}
              </NavLink>
            </li>
            <CookieSettingsButton site={site} locale={siteToLocale(site)} className={styles.linkButton} />
            {site === 'cn' && (
              <li>
                <BackToTop variant="inline" label={t.footer.backToTop} className={styles.linkButton} />
              </li>
            )}
          </ul>
        </div>
        {filings && <FilingLinks filings={filings} className={styles.copyright} linkClassName={styles.link} />}
      </div>
    </footer>
  )
}
