/**
 * The numbers of SPEC §9 (and the few of §4–§7 that are constants), named. Times are in milliseconds unless the
 * name says otherwise.
 */

/** Verification-code resend countdown (§4, §9). */
export const CODE_RESEND_COUNTDOWN_SECONDS = 60
/** A failed chunk load reloads the page at most once per this interval (§8, §9). */
export const CHUNK_RELOAD_GUARD_MS = 60_000
/** Scroll prefetch timeout (§9). */
export const SCROLL_PREFETCH_TIMEOUT_MS = 2_000

/** Layout breakpoints in px (§9). The spec gives 991/992 for "medium": 992 is the first medium width. */
export const BREAKPOINTS = { mini: 768, mediumMax: 991, medium: 992, large: 1200, xlarge: 1300 } as const
/** The public Chinese header's mobile menu closes at this width; the logged-in header's at `large` (§4). */
export const PUBLIC_MENU_CLOSE_WIDTH = BREAKPOINTS.mini
export const CONSOLE_MENU_CLOSE_WIDTH = BREAKPOINTS.large
export const HEADER_HEIGHT_PX = 60
export const MAX_MENU_COLUMNS = 3

/** Lists (§9). */
export const DEFAULT_PAGE_SIZE = 20
export const PAGE_SIZE_CHOICES = [20, 50, 100] as const
export type PageSize = (typeof PAGE_SIZE_CHOICES)[number]
export const TOP_PAGE = 1000
export const DOWNLOAD_PAGE_SIZE = 1000
export const LIST_TIMEOUT_MS = 5_000
export const DATE_FORMAT = 'yyyy-MM-dd'

/** Export row limits (§6, §9). */
export const EXPORT_ROW_LIMIT_DEFAULT = 1000
export const EXPORT_ROW_LIMIT_ADMIN = 1000
export const EXPORT_ROW_LIMIT_NORMAL_MEMBER = 20

/** Utility tools list (§7, §9). */
export const UTILITY_GROUP_ID = 265
export const UTILITY_PAGE_SIZE = 10

/** Every API request times out after this (§7, §9). */
export const REQUEST_TIMEOUT_MS = 120_000

/** Event throttles and animations (§9). */
export const RESIZE_SCROLL_THROTTLE_MS = 300
export const PROGRESS_BAR_THROTTLE_MS = 200
export const PROGRESS_BAR_DURATION_MS = 5_000
export const LAZY_IMAGE = { preload: 1.33, attempts: 2, throttleMs: 500 } as const
export const BACK_TO_TOP = { stepMs: 16, fraction: 1 / 5 } as const

/** Orders and accounts (§4, §9). */
export const ORDER_RESERVATION_DAYS = 7
export const DORMANT_ACCOUNT_MONTHS = 12

/** Debt collection (§9): no up-front fees; 65 % of the recovered amount to the creditor, 35 % kept as fee. */
export const DEBT_COLLECTION_UPFRONT_FEE = 0
export const DEBT_COLLECTION_CREDITOR_PERCENT = 65
export const DEBT_COLLECTION_FEE_PERCENT = 35

/** Credit reports (§9). */
export const CREDIT_REPORT = {
  downloadPriceEur: { min: 15, max: 40 },
  investigationFromEur: 60,
  turnaround: { minHours: 24, maxDays: 10 },
  countries: 230,
  companies: 126_000_000,
} as const

/** Privacy text (§9). */
export const PRIVACY = {
  accessReplyDays: 10,
  correctionReplyDays: 15,
  minorAgeUnder: 18,
  effective: '2022-12',
} as const

/** Marketing claims (§1, §9). */
export const CLAIMS = { countriesAndRegions: 250, countriesAndRegionsExact: 252 } as const

/** Name of the token cookie (§3): path `/`, on the provider's main domain. */
export const TOKEN_COOKIE = 'ts-token'
/** The staff's (admin's) token cookie: staff never share `ts-token` with the member session (collections/Users). */
export const STAFF_TOKEN_COOKIE = 'ts-staff-token'
/** Request header that carries the token (§7; its name is not in the spec: the cookie's name is reused). */
export const TOKEN_HEADER = 'ts-token'

/** Customer origin (§3). */
export const CUSTOMER_ORIGIN = { EXTERNAL: 0, TRADE_INFORMATION: 1, GLOBAL_BUYERS: 2, SEARCH: 3 } as const
export type CustomerOrigin = (typeof CUSTOMER_ORIGIN)[keyof typeof CUSTOMER_ORIGIN]
/** Customer status (§3): the CRM's public, private and cooperative pools. */
export const CUSTOMER_STATUS = { PUBLIC: 0, PRIVATE: 1, COOPERATIVE: 2 } as const
export type CustomerStatus = (typeof CUSTOMER_STATUS)[keyof typeof CUSTOMER_STATUS]
