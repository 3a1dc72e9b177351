import type { ReactNode } from 'react'

import type { ContactWidgetData, FooterData, HeaderData } from '../../data/navigation-types'
import { siteToLocale, type Site } from '../../domain/locale'
import { uiStringsOfSite } from '../../i18n'
import { AnalyticsRoot } from './AnalyticsRoot'
import type { Filings } from './Filings'
import { BackToTop } from './BackToTop'
import { ContactWidget } from './ContactWidget'
import { Footer } from './Footer'
import { DemoDialogLauncher } from '../../features/forms/components/DemoDialogLauncher'
import { Header } from './Header'
import type { LanguageIndex } from '../../domain/language-target'
import { NavigationEffects } from './NavigationEffects'
import { ProgressBar } from './ProgressBar'
import styles from './SiteChrome.module.css'
import './tokens.css'

export type SiteChromeProps = {
  site: Site
  header: HeaderData
  footer: FooterData
  /** The Chinese site's floating contact widget; ignored on en and ru. */
  widget?: ContactWidgetData | null
  /** The pages of this site that exist on the other sites (the language switch's targets). */
  languageIndex: LanguageIndex
  /** China's filing numbers for the footer, when this site shows them. */
  filings?: Filings | null
  children: ReactNode
}

/**
 * Everything around a public page (SPEC §2.5): skip link, header, `<main id="main">`, footer, the demo dialog, the
 * contact widget (cn only), back to top, the progress bar, navigation effects and analytics. A server component; render
 * it inside `<body>` of the site layout.
 */
export function SiteChrome({ site, header, footer, widget, languageIndex, filings, children }: SiteChromeProps) {
  const t = uiStringsOfSite(site)
  const locale = siteToLocale(site)
  return (
    <>
      <ProgressBar label={t.common.loading} />
      <a id="skip-link" href="#main" className={styles.skip}>
        {t.common.skipToContent}
      </a>
      <div className={styles.page}>
        <Header data={header} languageIndex={languageIndex} />
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
        <Footer data={footer} site={site} filings={filings} />
      </div>
      {site === 'cn' && widget && <ContactWidget data={widget} site={site} />}
      <DemoDialogLauncher locale={locale} t={{ demo: t.demo, forms: t.forms }} />
      <BackToTop label={t.footer.backToTop} />
      <NavigationEffects />
      {/* Analytics as configured at run time (not rendered into the cached page), behind the cookie banner where its
          sink sets cookies. */}
      <AnalyticsRoot site={site} locale={locale} />
    </>
  )
}
