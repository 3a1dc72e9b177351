'use client'

import { useEffect, useState, type ReactNode } from 'react'

import { hasTokenCookie } from './page-behaviour'

/**
 * Chooses the footer columns (SPEC §2.5): guests get `guest`, logged-in visitors (a `ts-token` cookie) get
 * `member`. Decided in the browser, because guest pages are cached and the server never reads cookies for them.
 */
export function FooterVariant({ guest, member }: { guest: ReactNode; member: ReactNode }) {
  const [isMember, setIsMember] = useState(false)
  useEffect(() => {
    setIsMember(hasTokenCookie(document.cookie))
  }, [])
  return <>{isMember ? member : guest}</>
}
