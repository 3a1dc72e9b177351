/**
 * The session of a visitor (SPEC §3, §4): start-up identity call, logout, forced logout.
 * Pure state transitions plus small orchestrators that take every side effect as a parameter.
 */
import { homePathOf, type Locale } from './locale'
import { tsPermissionsOf, type PermissionGroups, type UserRole } from './permissions'

/** An OEM domain of the user (§3). */
export interface OemDomain {
  name: string
  link?: string
  companyDomain?: string
  systemName?: { 'zh-cn'?: string; en?: string }
}

/** The user fields of the identity answer (§3). */
export interface SessionUser {
  id: number | string
  /** 0 = main account. */
  level: number
  nickname?: string | null
  phone?: string | null
  email?: string | null
  accountName?: string | null
  deptInfo?: { name: string } | null
  oemDomains?: OemDomain[] | null
  /** One 0/1 flag per data source, in catalogue order (datasets.ts). */
  customs_data_source?: string | null
  userRole?: UserRole
  permissions?: PermissionGroups | null
}

/** The body of GET /console/user/identity (§7). */
interface IdentityAnswer {
  code: number
  msg?: string
  data?: SessionUser | null
}

export interface SessionState {
  session: SessionUser | null
  isLogin: boolean
  /** The TS permission list extracted at log-in. */
  permissions: string[]
  screenWidth: number
  scrollTop: number
}

/** Identity body codes that mean "logged in" (§4). */
const IDENTITY_OK_CODES = [1, 200] as const

/** The state on start-up: logged out. */
export function initialSession(screenWidth = 0, scrollTop = 0): SessionState {
  return { session: null, isLogin: false, permissions: [], screenWidth, scrollTop }
}

/** Logged out: empty session, isLogin false, no permissions; screen state kept. */
export function loggedOut(state: SessionState): SessionState {
  return { ...state, session: null, isLogin: false, permissions: [] }
}

/**
 * The identity answer applied to the session (§4): code 1 or 200 with a data object stores the session, sets
 * isLogin and extracts the TS permission list; anything else gives the logged-out state.
 */
export function applyIdentity(state: SessionState, answer: unknown): SessionState {
  const body = answer as Partial<IdentityAnswer> | null | undefined
  const ok =
    body !== null &&
    typeof body === 'object' &&
    (IDENTITY_OK_CODES as readonly unknown[]).includes(body.code) &&
    body.data !== null &&
    typeof body.data === 'object'
  if (!ok) return loggedOut(state)
  const user = body.data as SessionUser
  return { ...state, session: user, isLogin: true, permissions: tsPermissionsOf(user.permissions) }
}

/**
 * Start-up (§4): make the identity call and apply it. A thrown error is only logged: the state stays as it was.
 */
export async function loadSession(
  state: SessionState,
  fetchIdentity: () => Promise<unknown>,
  log: (error: unknown) => void = () => {},
): Promise<SessionState> {
  try {
    return applyIdentity(state, await fetchIdentity())
  } catch (error) {
    log(error)
    return state
  }
}

/** Where logout and forced logout land: `/cn` for zh, else `/{lang}` (§4). */
export function logoutTarget(locale: Locale): string {
  return homePathOf(locale)
}

export interface LogoutEffects {
  /** Asks the user to confirm (confirm → true, cancel → false). */
  confirm: () => boolean | Promise<boolean>
  /** POST /console/user/logout. */
  callLogout: () => Promise<unknown>
  removeTokenCookie: () => void
  navigate: (path: string) => void
  log?: (error: unknown) => void
}

/**
 * Logout (§4): the user confirms, the logout call is made, session and token cookie are cleared and the user goes
 * to the home of the current language. A cancelled confirmation changes nothing (returns the state as is). A failed
 * logout call is logged and the local logout still happens: the visitor asked to leave.
 */
export async function logout(state: SessionState, locale: Locale, effects: LogoutEffects): Promise<SessionState> {
  if (!(await effects.confirm())) return state
  try {
    await effects.callLogout()
  } catch (error) {
    effects.log?.(error)
  }
  effects.removeTokenCookie()
  effects.navigate(logoutTarget(locale))
  return loggedOut(state)
}

/**
 * Forced logout (§4, §7: body code 401 or 402): remove the token cookie, log out, go to the current language's home.
 */
export function forcedLogout(
  state: SessionState,
  locale: Locale,
  effects: Pick<LogoutEffects, 'removeTokenCookie' | 'navigate'>,
): SessionState {
  effects.removeTokenCookie()
  effects.navigate(logoutTarget(locale))
  return loggedOut(state)
}

/** What the user dropdown shows (§2.6): account name, ID, main-account marker, phone and e-mail if present. */
export function userSummary(user: SessionUser): {
  accountName: string
  id: string
  isMainAccount: boolean
  phone: string | null
  email: string | null
  department: string | null
} {
  const present = (value: string | null | undefined) => (value && value.trim() !== '' ? value : null)
  return {
    accountName: present(user.accountName) ?? present(user.nickname) ?? String(user.id),
    id: String(user.id),
    isMainAccount: user.level === 0,
    phone: present(user.phone),
    email: present(user.email),
    department: present(user.deptInfo?.name),
  }
}
