'use client'

/**
 * The member's side of the header's account area (SPEC §2.5, §2.6), loaded only when the identity call says member
 * (or that the token ended): the user dropdown with the account links, and sign out with a confirmation dialog
 * (confirm / cancel). Guests never load this file: see MemberArea.tsx.
 */
import { useId, useRef, useState } from 'react'

import { siteToLocale, type Locale } from '../../../domain/locale'
import { userSummary } from '../../../domain/session'
import type { MemberStrings } from '../../../i18n/member'
import { useDropdown } from '../../../kit/useDropdown'
import { accountLinks } from './console-menu'
import { GuestLinks, type MemberAreaProps } from './GuestLinks'
import styles from './MemberArea.module.css'
import { MyData } from './MyData'
import { useSession } from '../session/useSession'
import { useConsoleMenuData } from './useConsoleMenuData'

export function MemberMenu(props: MemberAreaProps) {
  const { site, strings: t } = props
  const { status, state, visibility, signOut } = useSession(siteToLocale(site))
  // The console's origin of this process (not of the cached page): see useConsoleMenuData.
  const consoleBase = useConsoleMenuData(site, status === 'member')?.consoleBase ?? props.consoleBase
  if (status !== 'member' || !state.session)
    return <GuestLinks {...props} status={status === 'guest' ? 'guest' : 'pending'} />
  return (
    <div className={styles.area} data-session="member">
      <UserDropdown
        strings={t}
        summary={userSummary(state.session)}
        links={accountLinks(consoleBase, visibility, site)}
        onSignOut={signOut}
        locale={siteToLocale(site)}
      />
    </div>
  )
}

type UserDropdownProps = {
  strings: MemberStrings
  summary: ReturnType<typeof userSummary>
  links: ReturnType<typeof accountLinks>
  onSignOut: () => Promise<void>
  /** The language of the data-rights actions; without it they are not shown. */
  locale?: Locale
}

export function UserDropdown({ strings, summary, links, onSignOut, locale }: UserDropdownProps) {
  const t = strings.account
  const { isOpen: open, open: show, close, toggle, rootRef, panelId, buttonProps } = useDropdown()
  /** Opened by hovering: the click that follows (a mouse user's) keeps it open instead of closing it. */
  const hoverOpened = useRef(false)

  return (
    <div
      ref={rootRef}
      className={styles.user}
      data-open={open ? 'true' : 'false'}
      onMouseEnter={() => {
        if (!open) hoverOpened.current = true
        show()
      }}
      onMouseLeave={() => {
        hoverOpened.current = false
        close()
      }}
    >
      <button
        {...buttonProps}
        className={styles.userButton}
        data-header-item="account"
        aria-label={`${t.accountMenu}: ${summary.accountName}`}
        onClick={() => {
          if (hoverOpened.current) hoverOpened.current = false
          else toggle()
        }}
      >
        <span className={styles.avatar} aria-hidden="true">
          {summary.accountName.slice(0, 1).toUpperCase()}
        </span>
        <span className={styles.userName}>{summary.accountName}</span>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <p className={styles.name}>
          {summary.accountName}
          {summary.isMainAccount && <span className={styles.badge}>{t.mainAccount}</span>}
        </p>
        <dl className={styles.facts}>
          <div>
            <dt>{t.id}</dt>
            <dd>{summary.id}</dd>
          </div>
          {summary.phone && (
            <div>
              <dt>{t.phone}</dt>
              <dd>{summary.phone}</dd>
            </div>
          )}
          {summary.email && (
            <div>
              <dt>{t.email}</dt>
              <dd>{summary.email}</dd>
            </div>
          )}
        </dl>
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.key}>
              <a href={link.href}>{t[link.key]}</a>
            </li>
          ))}
        </ul>
        {locale && <MyData locale={locale} />}
        <SignOutButton strings={strings} onConfirm={onSignOut} className={styles.signOut} />
      </div>
    </div>
  )
}

/** Sign out with a confirmation dialog (§4): cancel changes nothing; confirm calls logout and goes home. */
export function SignOutButton({
  strings,
  onConfirm,
  className,
}: {
  strings: MemberStrings
  onConfirm: () => Promise<void>
  className?: string
}) {
  const t = strings.account
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const [busy, setBusy] = useState(false)
  return (
    <>
      <button type="button" className={className} onClick={() => dialogRef.current?.showModal()}>
        {t.signOut}
      </button>
      <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {t.signOutTitle}
        </h2>
        <p>{t.signOutConfirm}</p>
        <div className={styles.dialogActions}>
          <button type="button" className={styles.cancel} onClick={() => dialogRef.current?.close()} autoFocus>
            {t.cancel}
          </button>
          <button
            type="button"
            className={styles.confirm}
            disabled={busy}
            onClick={async () => {
              setBusy(true)
              await onConfirm()
            }}
          >
            {t.confirm}
          </button>
        </div>
      </dialog>
    </>
  )
}
