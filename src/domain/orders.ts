/**
 * Package tiers, orders, payment, accounts and debt collection (SPEC §3, §4, §9).
 */
import { DEBT_COLLECTION_FEE_PERCENT, DORMANT_ACCOUNT_MONTHS, ORDER_RESERVATION_DAYS } from './constants'
import { ROLES, type MembershipLevel } from './permissions'

export const PACKAGE_TIERS = ['PRO', 'GLOBAL', 'PLUS', 'LUXURY', 'DELUXE'] as const
export type PackageTier = (typeof PACKAGE_TIERS)[number]

export interface PackageTierInfo {
  tier: PackageTier
  /** Product name as sold. */
  name: string
  /** Yearly price in USD, paid once at contract start (§3, §9). */
  priceUsd: number
  /** The membership level the package grants (§3, §6). */
  memberLevel: MembershipLevel
  /** Countries covered (§9). */
  coverage: { importCountries: number; exportCountries: number }
}

export const PACKAGE_TIER_INFO: Readonly<Record<PackageTier, PackageTierInfo>> = {
  PRO: {
    tier: 'PRO',
    name: 'Shipment PRO',
    priceUsd: 899,
    memberLevel: ROLES.SHIPMENT_PRO,
    coverage: { importCountries: 1, exportCountries: 0 },
  },
  GLOBAL: {
    tier: 'GLOBAL',
    name: 'Global',
    priceUsd: 2399,
    memberLevel: ROLES.GLOBAL,
    coverage: { importCountries: 19, exportCountries: 0 },
  },
  PLUS: {
    tier: 'PLUS',
    name: 'Global Plus',
    priceUsd: 2999,
    memberLevel: ROLES.GLOBAL_PLUS,
    coverage: { importCountries: 26, exportCountries: 2 },
  },
  LUXURY: {
    tier: 'LUXURY',
    name: 'Global Luxury',
    priceUsd: 4399,
    memberLevel: ROLES.GLOBAL_LUXURY,
    coverage: { importCountries: 29, exportCountries: 21 },
  },
  DELUXE: {
    tier: 'DELUXE',
    name: 'Global Deluxe',
    priceUsd: 5699,
    memberLevel: ROLES.GLOBAL_DELUXE,
    coverage: { importCountries: 62, exportCountries: 47 },
  },
}

/** Packages are yearly, billed once at contract start, never repeated (§9). */
export const BILLING = { period: 'year', payments: 1, recurring: false } as const

export function isPackageTier(value: unknown): value is PackageTier {
  return typeof value === 'string' && (PACKAGE_TIERS as readonly string[]).includes(value)
}

export function memberLevelOfTier(tier: PackageTier): MembershipLevel {
  return PACKAGE_TIER_INFO[tier].memberLevel
}

/** The package tier behind a membership level (4 … 8), or null for the levels no package sells (0 … 3). */
export function tierOfMemberLevel(level: number): PackageTier | null {
  return PACKAGE_TIERS.find((tier) => PACKAGE_TIER_INFO[tier].memberLevel === level) ?? null
}

/** Whether moving from one tier to another is an upgrade (a higher tier). */
export function isUpgrade(from: PackageTier, to: PackageTier): boolean {
  return PACKAGE_TIERS.indexOf(to) > PACKAGE_TIERS.indexOf(from)
}

/** Payment methods (§9): card or PayPal through the payment provider, or bank transfer. */
export const PAYMENT_METHODS = ['card', 'paypal', 'bank-transfer'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
/** Bank-transfer accounts: Hong Kong / international, and mainland China. */
export const BANK_TRANSFER_REGIONS = ['hk-international', 'mainland-china'] as const
export type BankTransferRegion = (typeof BANK_TRANSFER_REGIONS)[number]

/** An order as it was placed: what it bought and at what fee. */
export interface Order {
  tier: PackageTier
  feeUsd: number
  /** The package's revision when ordered; a later revision means the service was upgraded. */
  packageRevision: number
  createdAt: Date
  paidAt?: Date | null
}

/** The package as it is offered now. */
export interface PackageOffer {
  tier: PackageTier
  feeUsd: number
  revision: number
  online: boolean
}

export type OrderInvalidReason = 'expired' | 'upgraded' | 'offline' | 'fee-adjusted'
export type OrderState =
  { state: 'paid' } | { state: 'unpaid'; reservedUntil: Date } | { state: 'invalid'; reason: OrderInvalidReason }

const DAY_MS = 24 * 60 * 60 * 1000

/** The end of an unpaid order's reservation: 7 days after it was placed (§4). */
export function reservedUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + ORDER_RESERVATION_DAYS * DAY_MS)
}

/**
 * The state of an order (§4). A paid order stays paid. An unpaid one is reserved for 7 days (invalid from the
 * instant the 7 days are over), and invalid at once when its package was taken offline (or is gone), upgraded to
 * a newer revision, or its fee adjusted.
 */
export function orderState(order: Order, offer: PackageOffer | null | undefined, now: Date): OrderState {
  if (order.paidAt) return { state: 'paid' }
  if (!offer || !offer.online || offer.tier !== order.tier) return { state: 'invalid', reason: 'offline' }
  if (offer.revision > order.packageRevision) return { state: 'invalid', reason: 'upgraded' }
  if (offer.feeUsd !== order.feeUsd) return { state: 'invalid', reason: 'fee-adjusted' }
  const until = reservedUntil(order.createdAt)
  if (now.getTime() >= until.getTime()) return { state: 'invalid', reason: 'expired' }
  return { state: 'unpaid', reservedUntil: until }
}

export function canPay(order: Order, offer: PackageOffer | null | undefined, now: Date): boolean {
  return orderState(order, offer, now).state === 'unpaid'
}

/** Payment-order lookup (§5, §7): an all-digit identifier is fetched by path, anything else by query `id`. */
export function isNumericOrderId(id: string): boolean {
  return /^\d+$/.test(id)
}

/** The debt-collection split (§9) of a recovered amount in minor units (cents): 35 % fee, the rest to the creditor. */
export function debtCollectionSplit(recoveredMinor: number): { creditor: number; fee: number } {
  if (!Number.isSafeInteger(recoveredMinor) || recoveredMinor < 0) {
    throw new RangeError('The recovered amount must be a non-negative whole number of minor units')
  }
  const fee = Math.round((recoveredMinor * DEBT_COLLECTION_FEE_PERCENT) / 100)
  return { creditor: recoveredMinor - fee, fee }
}

export const ACCOUNT_STATES = ['active', 'frozen', 'cancelled'] as const
export type AccountState = (typeof ACCOUNT_STATES)[number]
export type AccountEvent = 'freeze' | 'cancel' | 'appeal-upheld' | 'appeal-rejected'

/**
 * Account transitions (§4): an active account may be frozen or cancelled; a frozen one may be cancelled; a frozen
 * or cancelled account may appeal, and an upheld appeal makes it active again. Anything else leaves it as it is.
 */
export function accountTransition(state: AccountState, event: AccountEvent): AccountState {
  switch (event) {
    case 'freeze':
      return state === 'active' ? 'frozen' : state
    case 'cancel':
      return 'cancelled'
    case 'appeal-upheld':
      return state === 'active' ? state : 'active'
    case 'appeal-rejected':
      return state
  }
}

export function canAppeal(state: AccountState): boolean {
  return state === 'frozen' || state === 'cancelled'
}

/** The date a given number of calendar months later, clamped to the month's last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime())
  const day = result.getUTCDate()
  result.setUTCDate(1)
  result.setUTCMonth(result.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate()
  result.setUTCDate(Math.min(day, lastDay))
  return result
}

/**
 * The dormant-account rule (§4, §9): an account may be cancelled after 12 consecutive months without a login
 * (counted from its creation when it never logged in) and with no unexpired service.
 */
export function isDormantAccount(
  account: { lastLoginAt: Date | null; createdAt: Date; serviceExpiries: readonly Date[] },
  now: Date,
): boolean {
  const since = account.lastLoginAt ?? account.createdAt
  const idleLongEnough = addMonths(since, DORMANT_ACCOUNT_MONTHS).getTime() <= now.getTime()
  const hasUnexpiredService = account.serviceExpiries.some((expiry) => expiry.getTime() > now.getTime())
  return idleLongEnough && !hasUnexpiredService
}

/** The total of an order's refunds so far, in its currency's units (summed in cents: 0.1 + 0.2 is 0.3). */
export function refundedOf(order: { refunds?: ReadonlyArray<{ amount?: number | null }> | null }): number {
  return (order.refunds ?? []).reduce((sum, refund) => sum + Math.round(Number(refund.amount ?? 0) * 100), 0) / 100
}

/** The statuses an order is stored with. */
export const ORDER_STATUSES = ['unpaid', 'paid', 'partially-refunded', 'refunded', 'invalid', 'cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** Statuses of an order money was received for: it has a receipt, is kept for the books and is never deleted. */
export const SETTLED_STATUSES = ['paid', 'partially-refunded', 'refunded'] as const

export function isSettledStatus(status: unknown): status is (typeof SETTLED_STATUSES)[number] {
  return (SETTLED_STATUSES as readonly unknown[]).includes(status)
}

/** Statuses of an order no money was ever received for: the only ones an administrator may delete. */
export const DELETABLE_STATUSES = ['unpaid', 'cancelled', 'invalid'] as const

export function isDeletableStatus(status: unknown): boolean {
  return (DELETABLE_STATUSES as readonly unknown[]).includes(status)
}

const TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  unpaid: ['paid', 'invalid', 'cancelled'],
  paid: ['partially-refunded', 'refunded'],
  'partially-refunded': ['refunded'],
  refunded: [],
  invalid: [],
  cancelled: [],
}

/** Whether an order may move from one status to another (staying where it is always may). */
export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return from === to || TRANSITIONS[from].includes(to)
}

export type OrderMoney = {
  amount: number
  captured: boolean
  received: number
  refunded: number
}

/**
 * The status the money recorded on an order supports, for a move into a settled status: paid needs a capture or
 * transfers reaching the amount; refunded needs refunds reaching it; partially refunded needs some refund short of
 * it. Null when the move is backed by the money, else why not.
 */
export function unbackedStatus(to: OrderStatus, money: OrderMoney): 'no-payment' | 'no-refund' | null {
  const amount = Math.round(money.amount * 100)
  const paid = money.captured || Math.round(money.received * 100) >= amount
  const refunded = Math.round(money.refunded * 100)
  if (to === 'paid') return paid ? null : 'no-payment'
  if (to === 'refunded') return paid && refunded >= amount ? null : 'no-refund'
  if (to === 'partially-refunded') return paid && refunded > 0 && refunded < amount ? null : 'no-refund'
  return null
}

/** What a receipt states and what may therefore not change once an order is paid. */
export const FIXED_WHEN_PAID = ['member', 'packageTier', 'tierCode', 'amount', 'currency', 'buyer'] as const

/** ISO 3166-1 alpha-2 (two capital letters), the country of a buyer. */
export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Z]{2}$/.test(value)
}

/**
 * The day money completed an order paid by bank transfer: the value date of the transfer with which the received
 * total (in value-date order) first reaches the amount; null while it does not.
 */
export function paymentCompletedOn(
  transfers: ReadonlyArray<{ amount?: number | null; valueDate?: string | null }>,
  amount: number,
): string | null {
  const due = Math.round(amount * 100)
  let received = 0
  const dated = transfers
    .filter((transfer) => transfer.valueDate)
    .sort((a, b) => String(a.valueDate).localeCompare(String(b.valueDate)))
  for (const transfer of dated) {
    received += Math.round(Number(transfer.amount ?? 0) * 100)
    if (received >= due) return new Date(String(transfer.valueDate)).toISOString()
  }
  return null
}

/**
 * Whether a buyer's tax id fits their country's format: China's unified social credit code (18 characters),
 * Russia's INN (10 digits for a company, 12 for a person), elsewhere a VAT or registration number of 2 to 40 letters,
 * digits and separators.
 */
export function isTaxIdOf(country: string | null | undefined, taxId: string): boolean {
  const id = taxId.trim().toUpperCase()
  if (country === 'CN') return /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(id)
  if (country === 'RU') return /^\d{10}(\d{2})?$/.test(id)
  return /^[A-Z0-9][A-Z0-9 .\-/]{1,39}$/.test(id)
}

/** The buyer an order keeps for its receipt (name, e-mail, company, address, ISO country, tax id). */
export interface OrderBuyer {
  name?: string | null
  email?: string | null
  company?: string | null
  address?: string | null
  country?: string | null
  taxId?: string | null
}

/** Net and tax of a price that includes tax at `rate` percent (cents rounded; net + tax = total). */
export function taxSplit(total: number, rate: number): { net: number; tax: number } {
  const totalCents = Math.round(total * 100)
  const netCents = rate > 0 ? Math.round(totalCents / (1 + rate / 100)) : totalCents
  return { net: netCents / 100, tax: (totalCents - netCents) / 100 }
}
