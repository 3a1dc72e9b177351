import Link from 'next/link'

import type { HeaderData } from '../../data/navigation-types'
import { uiStringsOfSite } from '../../i18n'
import { memberStrings } from '../../i18n/member'
import styles from '../../kit/Header.module.css'
import { AlternateConsoleBar, HeaderMobileMenu, HeaderNav } from '../../features/accounts/member/ConsoleNav'
import { LanguageSwitch } from './LanguageSwitch'
import type { LanguageIndex } from '../../domain/language-target'
import { MemberArea } from '../../features/accounts/member/MemberArea'
import { menuCloseWidthOf, mobileMenuLabels } from '../../kit/menu'
import { MenuList } from '../../kit/MenuList'
import { MobileMenu } from '../../kit/MobileMenu'

export type HeaderProps = {
  data: HeaderData
  /** The pages of this site that exist on the other sites (the language switch's targets). */
  languageIndex: LanguageIndex
}

/**
 * The public header (SPEC §2.5): logo, the site's top menu with hover/focus dropdowns, log in and join free, the
 * language switch, and (below the site's breakpoint) the hamburger menu. A server component: the only client
 * pieces are the dropdown toggles, the mobile menu and the language switch.
 */
export function Header({ data, languageIndex }: HeaderProps) {
  const { site } = data
  const t = uiStringsOfSite(site)
  const strings = memberStrings(t)
  const collapseClass = site === 'cn' ? styles.collapseMini : styles.collapseMedium
  const publicNav = (
    <nav className={styles.desktopNav} aria-label={t.header.menu}>
      <MenuList items={data.items} toggleSubmenu={t.header.toggleSubmenu} learnMore={t.common.learnMore} />
    </nav>
  )

  return (
    <>
      <header className={`${styles.header} ${collapseClass}`}>
        <div className={styles.inner}>
          <Link
            href={`/${site}`}
            className={styles.logo}
            data-header-item="logo"
            aria-label={`${data.logoText} – ${t.header.home}`}
          >
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

          <HeaderNav site={site} strings={strings} publicNav={publicNav} />

          <div className={styles.actions}>
            <MemberArea
              site={site}
              strings={strings}
              loginHref={data.loginHref}
              registerHref={data.registerHref}
              consoleBase={data.consoleBase}
            />
            <LanguageSwitch
              site={site}
              label={t.header.language}
              menuLabel={t.header.chooseLanguage}
              index={languageIndex}
            />
            <HeaderMobileMenu
              site={site}
              strings={strings}
              loginHref={data.loginHref}
              registerHref={data.registerHref}
              consoleBase={data.consoleBase}
              publicMenu={
                <MobileMenu
                  items={data.items}
                  loginHref={data.loginHref}
                  registerHref={data.registerHref}
                  closeWidth={menuCloseWidthOf(site)}
                  labels={mobileMenuLabels(t.header, t.header.menu)}
                />
              }
            />
          </div>
        </div>
      </header>
      <AlternateConsoleBar
        site={site}
        strings={strings}
        publicNav={<div className={`${collapseClass} ${styles.alternateNav}`}>{publicNav}</div>}
      />
    </>
  )
}
