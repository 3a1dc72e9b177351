/**
 * Roles, membership levels, permission bits, feature flags and menu visibility (SPEC §3, §6).
 */
import type { Locale } from './locale'

/** Roles (numeric, §6) = membership levels (low 4 bits of a member value, §3). */
export const ROLES = {
  NORMAL: 0,
  BRONZE: 1,
  SILVER: 2,
  GOLD: 3,
  SHIPMENT_PRO: 4,
  GLOBAL: 5,
  GLOBAL_PLUS: 6,
  GLOBAL_LUXURY: 7,
  GLOBAL_DELUXE: 8,
} as const
export type RoleName = keyof typeof ROLES
export type MembershipLevel = (typeof ROLES)[RoleName]

/** Permission bits above the level nibble (§3). */
export const PERMISSION_BITS = {
  PARTNER_REPORT: 16,
  GLOBAL_BUYERS: 32,
  TRADE_SO: 64,
  MARKET_ANALYSIS: 128,
  TRADE_SO_PLUS: 256,
  AI: 512,
} as const
export type PermissionBitName = keyof typeof PERMISSION_BITS

const LEVEL_MASK = 0b1111

function isMemberValue(member: unknown): member is number {
  return typeof member === 'number' && Number.isSafeInteger(member) && member >= 0
}

export function isMembershipLevel(value: unknown): value is MembershipLevel {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 8
}

/** The membership level of a member value (its low 4 bits); null when not a non-negative integer or above 8. */
export function membershipLevelOf(member: unknown): MembershipLevel | null {
  if (!isMemberValue(member)) return null
  const level = member & LEVEL_MASK
  return isMembershipLevel(level) ? level : null
}

/** Builds a member value from a level and bits. */
export function memberValue(level: MembershipLevel, bits: readonly PermissionBitName[] = []): number {
  return bits.reduce((value, bit) => value | PERMISSION_BITS[bit], level as number)
}

/** Main account: user level 0; any other level is a sub account (§3, §6). */
export function isMainAccount(user: { level?: unknown } | null | undefined): boolean {
  return user?.level === 0 || user?.level === '0'
}

/** `userRole` as the identity call gives it: text or a list (§3). */
export type UserRole = string | readonly string[] | null | undefined

function roleContains(userRole: UserRole, role: string): boolean {
  if (typeof userRole === 'string') return userRole.toLowerCase().includes(role)
  if (Array.isArray(userRole)) return userRole.some((item) => typeof item === 'string' && item.toLowerCase() === role)
  return false
}

export interface RoleFlags {
  admin: boolean
  info: boolean
  payment: boolean
}

/**
 * §6: admin when userRole contains admin; info when it contains info or admin; payment when it contains payment.
 * Text is searched as text (JS `includes`), a list by its items; both case-insensitive.
 */
export function roleFlagsOf(userRole: UserRole): RoleFlags {
  const admin = roleContains(userRole, 'admin')
  return { admin, info: admin || roleContains(userRole, 'info'), payment: roleContains(userRole, 'payment') }
}

/**
 * Permission groups of the identity answer (§3). A group is a list of names (`TS: ['SO', 'AI']`) or an object
 * whose truthy keys are granted (`TS: { SO: true }`); `CDS.download_limit` is a number; `OPENS` is any truthy,
 * non-empty value.
 */
export type PermissionGroup = readonly string[] | Readonly<Record<string, unknown>>
export interface PermissionGroups {
  TS?: PermissionGroup | null
  CDS?: PermissionGroup | null
  OPENS?: unknown
  [group: string]: unknown
}

function isGranted(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0
  if (value !== null && typeof value === 'object') return Object.keys(value).length > 0
  if (typeof value === 'number') return value > 0
  if (typeof value === 'string') return value !== '' && value !== '0' && value.toLowerCase() !== 'false'
  return value === true
}

/** The names granted in one permission group (a list, or an object's granted keys). */
export function grantedIn(group: unknown): string[] {
  if (Array.isArray(group)) return group.filter((item): item is string => typeof item === 'string')
  if (group !== null && typeof group === 'object') {
    return Object.entries(group)
      .filter(([, value]) => isGranted(value))
      .map(([key]) => key)
  }
  return []
}

/** The TS permission list the session keeps (§4). */
export function tsPermissionsOf(permissions: unknown): string[] {
  if (permissions === null || typeof permissions !== 'object' || Array.isArray(permissions)) return []
  return grantedIn((permissions as PermissionGroups).TS)
}

/** `CDS.download_limit` as a number, or null when absent or not a non-negative number. */
export function downloadLimitOf(permissions: unknown): number | null {
  if (permissions === null || typeof permissions !== 'object') return null
  const cds = (permissions as PermissionGroups).CDS
  if (cds === null || typeof cds !== 'object' || Array.isArray(cds)) return null
  const raw = (cds as Record<string, unknown>).download_limit
  const limit = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw
  return typeof limit === 'number' && Number.isFinite(limit) && limit >= 0 ? limit : null
}

export interface FeatureFlags {
  tradeSearch: boolean
  ai: boolean
  marketAnalysis: boolean
  email: boolean
  recommend: boolean
  openPlatform: boolean
  /** The download limit when one is set (> 0 counts as holding the right). */
  downloadLimit: number | null
}

/** The feature flags of §6 from the permission groups: TS → SO, AI, MARKET, EMAIL, RECOMMEND; CDS; OPENS. */
export function featureFlagsOf(permissions: unknown): FeatureFlags {
  const ts = new Set(tsPermissionsOf(permissions))
  const opens =
    permissions !== null && typeof permissions === 'object' ? (permissions as PermissionGroups).OPENS : undefined
  return {
    tradeSearch: ts.has('SO'),
    ai: ts.has('AI'),
    marketAnalysis: ts.has('MARKET'),
    email: ts.has('EMAIL'),
    recommend: ts.has('RECOMMEND'),
    openPlatform: isGranted(opens),
    downloadLimit: downloadLimitOf(permissions),
  }
}

export interface MenuContext {
  isLogin: boolean
  locale: Locale
  permissions?: unknown
  userRole?: UserRole
  user?: { level?: unknown; deptInfo?: { name?: string } | null } | null
}

export type CostLink = '/cost/paymentLink' | '/cost/records'

export interface MenuVisibility {
  /** Guests see log in and join free. */
  login: boolean
  joinFree: boolean
  /** Console dashboard link: when a department is in session. */
  dashboard: boolean
  dataCenter: boolean
  /** Buyer search under the data center: Chinese only. */
  buyerSearch: boolean
  tradeSearch: boolean
  crm: boolean
  marketing: boolean
  marketAnalysis: boolean
  /** Recommend sits under marketing when AI is held, otherwise stands alone; hidden without the permission. */
  recommend: 'under-marketing' | 'standalone' | null
  emailCenter: boolean
  aiTools: boolean
  /** The utilities list under AI tools: Chinese only. */
  utilities: boolean
  thirdPartyServices: boolean
  /** Product package: non-Chinese only. */
  productPackage: boolean
  /** The cost link, or null when hidden: paymentLink with payment rights, otherwise the records. */
  cost: CostLink | null
  openPlatform: boolean
  tsAdmin: boolean
  admin: boolean
  infoManagement: boolean
  accountCenter: boolean
}

/** The menu visibility rules of §6 for the logged-in header (everything but log in / join free is off for guests). */
export function menuVisibility(context: MenuContext): MenuVisibility {
  const flags = featureFlagsOf(context.permissions)
  const roles = roleFlagsOf(context.userRole)
  const on = context.isLogin
  const zh = context.locale === 'zh'
  const hasDownloadLimit = flags.downloadLimit !== null && flags.downloadLimit > 0
  const costVisible = flags.ai || flags.tradeSearch || flags.email || hasDownloadLimit || roles.payment
  return {
    login: !on,
    joinFree: !on,
    dashboard: on && typeof context.user?.deptInfo === 'object' && context.user?.deptInfo !== null,
    dataCenter: on,
    buyerSearch: on && zh,
    tradeSearch: on && flags.tradeSearch,
    crm: on && flags.tradeSearch,
    marketing: on && flags.ai,
    marketAnalysis: on && flags.marketAnalysis,
    recommend: on && flags.recommend ? (flags.ai ? 'under-marketing' : 'standalone') : null,
    emailCenter: on && flags.email,
    aiTools: on,
    utilities: on && zh,
    thirdPartyServices: on,
    productPackage: on && !zh,
    cost: on && costVisible ? (roles.payment ? '/cost/paymentLink' : '/cost/records') : null,
    openPlatform: on && flags.openPlatform,
    tsAdmin: on && roles.admin,
    admin: on && roles.admin,
    infoManagement: on && roles.info,
    accountCenter: on && (roles.admin || isMainAccount(context.user)),
  }
}
