'use client'

import type { ReactNode } from 'react'

import type { Site } from '../../domain/locale'
import { useIdentity } from '../../features/accounts/session/identity'

/**
 * Chooses the footer columns (SPEC §2.5): guests get `guest`, logged-in visitors get `member`. Decided in the
 * browser from the identity call (the `ts-token` cookie is http-only, and guest pages are cached), sharing the
 * header's request.
 */
export function FooterVariant({ guest, member }: { site: Site; guest: ReactNode; member: ReactNode }) {
  const { status } = useIdentity()
  return <>{status === 'member' ? member : guest}</>
}
