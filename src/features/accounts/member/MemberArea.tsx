'use client'

/**
 * The account area of the header (SPEC §2.5, §2.6): log in and join free for guests, the user dropdown for members.
 * The guest links are in the server's HTML and visible from the first paint (a guest must not wait for the
 * session check); once the identity call says member they are hidden, keeping their place, until the user menu
 * replaces them, so nothing shifts. A guest's browser loads only this and the light identity call
 * (session/identity.ts); the member's dropdown and its session logic load when the call says member
 * (member/MemberMenu).
 */
import { lazy, Suspense, useEffect } from 'react'

import { homePathOf, siteToLocale } from '../../../domain/locale'
import { endSession, useIdentity } from '../session/identity'
import { GuestLinks, type MemberAreaProps } from './GuestLinks'

const MemberMenu = lazy(() => import('./MemberMenu').then((m) => ({ default: m.MemberMenu })))

export function MemberArea(props: MemberAreaProps) {
  const { status } = useIdentity()
  const { site } = props
  useEffect(() => {
    // 401/402 (§4): the token is no longer valid: sign out and go to the home page of this language.
    if (status === 'ended') void endSession(homePathOf(siteToLocale(site)))
  }, [status, site])
  if (status === 'ended') return <GuestLinks {...props} status="pending" />
  if (status === 'member') {
    return (
      <Suspense fallback={<GuestLinks {...props} status="pending" />}>
        <MemberMenu {...props} />
      </Suspense>
    )
  }
  return <GuestLinks {...props} status="guest" />
}
