/**
 * The numbers of SPEC §9 (and the few of §4–§7 that are constants), named. Times are in milliseconds unless the
 * name says otherwise.
 */

/** Verification-code resend countdown (§4, §9). */
export const CODE_RESEND_COUNTDOWN_SECONDS = 60
/** A failed chunk load reloads the page at most once per this interval (§8, §9). */
export const CHUNK_RELOAD_GUARD_MS = 60_000

/** Layout breakpoints in px (§9). The spec gives 991/992 for "medium": 992 is the first medium width. */
export const BREAKPOINTS = { mini: 768, mediumMax: 991, medium: 992, large: 1200, xlarge: 1300 } as const
/** The public Chinese header's mobile menu closes at this width; the logged-in header's at `large` (§4). */
export const PUBLIC_MENU_CLOSE_WIDTH = BREAKPOINTS.mini
export const CONSOLE_MENU_CLOSE_WIDTH = BREAKPOINTS.large
export const MAX_MENU_COLUMNS = 3

/** Utility tools list (§7, §9). */
export const UTILITY_GROUP_ID = 265
export const UTILITY_PAGE_SIZE = 10

/** Every API request times out after this (§7, §9). */
export const REQUEST_TIMEOUT_MS = 120_000

/** Event throttles and animations (§9). */
export const RESIZE_SCROLL_THROTTLE_MS = 300
export const PROGRESS_BAR_THROTTLE_MS = 200
export const PROGRESS_BAR_DURATION_MS = 5_000
export const BACK_TO_TOP = { stepMs: 16, fraction: 1 / 5 } as const

/** Orders and accounts (§4, §9). */
export const ORDER_RESERVATION_DAYS = 7
export const DORMANT_ACCOUNT_MONTHS = 12

/** Debt collection (§9): 35 % of the recovered amount is kept as fee, the rest goes to the creditor. */
export const DEBT_COLLECTION_FEE_PERCENT = 35

/** Name of the token cookie (§3): path `/`, on the provider's main domain. */
export const TOKEN_COOKIE = 'ts-token'
/** The staff's (admin's) token cookie: staff never share `ts-token` with the member session (collections/Users). */
export const STAFF_TOKEN_COOKIE = 'ts-staff-token'
/** Request header that carries the token (§7; its name is not in the spec: the cookie's name is reused). */
export const TOKEN_HEADER = 'ts-token'
