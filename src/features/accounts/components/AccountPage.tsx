import { cookies, headers } from 'next/headers'

import { homePathOf, LANG_COOKIE, LOCALE_LABELS, LOCALES } from '../../../domain/locale'
import { uiStrings } from '../../../i18n'
import { accountPageLocale, safeRedirect, sameOriginRefererPath } from './account-pages'
import { AccountForm } from './AccountForm'
import { ResetPasswordForm } from './ResetPasswordForm'
import styles from './AccountForm.module.css'

export type AccountSearchParams = Promise<Record<string, string | string[] | undefined>>

/**
 * The log-in, registration or password-reset page in the visitor's language, coming back to `redirect` (same-origin
 * paths only).
 */
export async function AccountPage({
  mode,
  searchParams,
}: {
  mode: 'login' | 'register' | 'reset-password'
  searchParams: AccountSearchParams
}) {
  const params = await searchParams
  const requestHeaders = await headers()
  const from = sameOriginRefererPath(requestHeaders.get('referer'), requestHeaders.get('host'))
  const locale = accountPageLocale(params.lang, (await cookies()).get(LANG_COOKIE)?.value, from)
  // Without ?redirect=, a visitor who followed a link on the sites goes back to that page.
  const redirect = safeRedirect(
    params.redirect ?? (from && !/^\/(login|register|reset-password)(\?|$)/.test(from) ? from : undefined),
    locale,
  )
  const t = uiStrings(locale)
  const token =
    mode === 'reset-password' && typeof params.token === 'string' && /^[0-9a-f]{20,128}$/.test(params.token)
      ? params.token
      : null
  const query = (lang: string, redirectTo = redirect) =>
    `?${new URLSearchParams({ ...(token ? { token } : {}), lang, redirect: redirectTo }).toString()}`
  const langValue = locale === 'zh' ? 'zh-cn' : locale
  return (
    <main className={styles.page} id="main">
      <div className={styles.card}>
        <a href={homePathOf(locale)} className={styles.brand}>
          TradeCompass · {t.account.backToSite}
        </a>
        <h1 className={styles.title}>
          {mode === 'login'
            ? t.account.loginTitle
            : mode === 'register'
              ? t.account.registerTitle
              : t.account.resetTitle}
        </h1>
        {mode === 'reset-password' ? (
          <ResetPasswordForm
            locale={locale}
            token={token}
            loginHref={`/login?${new URLSearchParams({ lang: langValue, redirect }).toString()}`}
          />
        ) : (
          <AccountForm
            mode={mode}
            locale={locale}
            redirect={redirect}
            switchHref={`${mode === 'login' ? '/register' : '/login'}${query(langValue)}`}
            forgotHref={`/reset-password${query(langValue)}`}
          />
        )}
        <nav className={styles.languages} aria-label={t.header.chooseLanguage}>
          {LOCALES.map((code) => (
            <a
              key={code}
              href={`/${mode}${query(code === 'zh' ? 'zh-cn' : code)}`}
              lang={code === 'zh' ? 'zh-CN' : code}
              aria-current={code === locale ? 'true' : undefined}
            >
              {LOCALE_LABELS[code]}
            </a>
          ))}
        </nav>
      </div>
    </main>
  )
}
