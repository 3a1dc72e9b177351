'use client'

/**
 * The member's session on the cached public pages (loaded for members only; guests stop at ./identity.ts) (SPEC §3,
 * §4): `swr` on GET /console/user/identity through the domain's api-client and session module. Every component calling
 * it shares one request (same swr key).
 *  - code 1/200 → member; any other code → guest; a failed call is only logged (stays as it was: unknown → guest).
 *  - code 401/402 → forced logout: the http-only token cookie is removed through the logout endpoint and the
 *    visitor goes to the home page of the current language.
 */
import { useCallback, useMemo } from 'react'
import useSWR from 'swr'

import { API_PATHS, createApiClient, publicApi } from '../../../domain/api-client'
import type { Locale } from '../../../domain/locale'
import { menuVisibility, type MenuVisibility } from '../../../domain/permissions'
import {
  applyIdentity,
  forcedLogout,
  initialSession,
  loadSession,
  logout,
  logoutTarget,
  type SessionState,
} from '../../../domain/session'
import { identitySnapshot } from './identity'

export type SessionStatus = 'loading' | 'guest' | 'member'

export type SessionView = {
  status: SessionStatus
  state: SessionState
  visibility: MenuVisibility
  /** Signs out after the visitor confirmed (§4): logout call, cookie cleared, home of the language. */
  signOut: () => Promise<void>
}

/** POST /console/user/logout: the only way to remove the http-only `ts-token` cookie from the browser. */
function callLogout(): Promise<unknown> {
  return fetch(API_PATHS.logout, { method: 'POST', credentials: 'same-origin', keepalive: true })
}

function goTo(path: string): void {
  window.location.assign(path)
}

function identityFetcher(locale: Locale) {
  return () => {
    const api = publicApi(
      createApiClient({
        baseUrl: '',
        onForcedLogout: () => {
          forcedLogout(initialSession(), locale, {
            removeTokenCookie: () => void callLogout().finally(() => goTo(logoutTarget(locale))),
            // Navigation waits for the cookie to be gone (above), so the home page loads as a guest.
            navigate: () => {},
          })
        },
      }),
    )
    return loadSession(initialSession(), api.identity, (error) => console.warn('identity', error))
  }
}

export function useSession(locale: Locale): SessionView {
  // Mounted once the light identity call (./identity.ts) has answered: start from that answer, then ask again
  // through the api client, which also handles a 401/402 (sign out, go home).
  const seed = identitySnapshot().answer
  const { data } = useSWR<SessionState>(API_PATHS.identity, identityFetcher(locale), {
    shouldRetryOnError: false,
    revalidateOnFocus: true,
    revalidateOnMount: true,
    dedupingInterval: 5_000,
    fallbackData: seed === undefined ? undefined : applyIdentity(initialSession(), seed),
  })
  const state = data ?? initialSession()
  const status: SessionStatus = data === undefined ? 'loading' : data.isLogin ? 'member' : 'guest'
  const visibility = useMemo(
    () =>
      menuVisibility({
        isLogin: state.isLogin,
        locale,
        permissions: state.session?.permissions,
        userRole: state.session?.userRole,
        user: state.session,
      }),
    [state, locale],
  )
  const signOut = useCallback(async () => {
    await logout(state, locale, {
      confirm: () => true,
      callLogout,
      removeTokenCookie: () => {},
      navigate: goTo,
      log: (error) => console.warn('logout', error),
    })
  }, [state, locale])
  return { status, state, visibility, signOut }
}
