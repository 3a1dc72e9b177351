import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_STATES,
  BANK_TRANSFER_REGIONS,
  BILLING,
  PACKAGE_TIERS,
  PACKAGE_TIER_INFO,
  PAYMENT_METHODS,
  accountTransition,
  addMonths,
  canAppeal,
  canPay,
  debtCollectionSplit,
  isDormantAccount,
  isNumericOrderId,
  isPackageTier,
  isUpgrade,
  memberLevelOfTier,
  orderState,
  reservedUntil,
  tierOfMemberLevel,
  type Order,
  type PackageOffer,
} from '../../src/domain/orders'

describe('package tiers (§3, §9)', () => {
  it('has the five tiers, their yearly prices, member levels and coverage', () => {
    expect(PACKAGE_TIERS).toEqual(['PRO', 'GLOBAL', 'PLUS', 'LUXURY', 'DELUXE'])
    expect(PACKAGE_TIERS.map((t) => PACKAGE_TIER_INFO[t].priceUsd)).toEqual([899, 2399, 2999, 4399, 5699])
    expect(PACKAGE_TIERS.map(memberLevelOfTier)).toEqual([4, 5, 6, 7, 8])
    expect(PACKAGE_TIERS.map((t) => PACKAGE_TIER_INFO[t].coverage)).toEqual([
      { importCountries: 1, exportCountries: 0 },
      { importCountries: 19, exportCountries: 0 },
      { importCountries: 26, exportCountries: 2 },
      { importCountries: 29, exportCountries: 21 },
      { importCountries: 62, exportCountries: 47 },
    ])
    expect(BILLING).toEqual({ period: 'year', payments: 1, recurring: false })
  })

  it('maps member levels back to tiers', () => {
    expect(tierOfMemberLevel(4)).toBe('PRO')
    expect(tierOfMemberLevel(8)).toBe('DELUXE')
    expect(tierOfMemberLevel(3)).toBeNull()
    expect(tierOfMemberLevel(0)).toBeNull()
    expect(tierOfMemberLevel(9)).toBeNull()
  })

  it('guards tiers and orders them', () => {
    expect(isPackageTier('PLUS')).toBe(true)
    expect(isPackageTier('plus')).toBe(false)
    expect(isPackageTier(5)).toBe(false)
    expect(isUpgrade('PRO', 'GLOBAL')).toBe(true)
    expect(isUpgrade('DELUXE', 'LUXURY')).toBe(false)
    expect(isUpgrade('PLUS', 'PLUS')).toBe(false)
  })

  it('lists payment methods and bank-transfer regions', () => {
    expect(PAYMENT_METHODS).toEqual(['card', 'paypal', 'bank-transfer'])
    expect(BANK_TRANSFER_REGIONS).toEqual(['hk-international', 'mainland-china'])
  })
})

describe('order states (§4)', () => {
  const created = new Date('2024-03-01T10:00:00Z')
  const order: Order = { tier: 'GLOBAL', feeUsd: 2399, packageRevision: 3, createdAt: created }
  const offer: PackageOffer = { tier: 'GLOBAL', feeUsd: 2399, revision: 3, online: true }
  const at = (iso: string) => new Date(iso)

  it('reserves an unpaid order for 7 days', () => {
    expect(reservedUntil(created).toISOString()).toBe('2024-03-08T10:00:00.000Z')
    expect(orderState(order, offer, created)).toEqual({ state: 'unpaid', reservedUntil: at('2024-03-08T10:00:00Z') })
    expect(orderState(order, offer, at('2024-03-08T09:59:59.999Z')).state).toBe('unpaid')
    expect(canPay(order, offer, at('2024-03-08T09:59:59.999Z'))).toBe(true)
  })

  it('invalidates it once the 7 days are over', () => {
    expect(orderState(order, offer, at('2024-03-08T10:00:00Z'))).toEqual({ state: 'invalid', reason: 'expired' })
    expect(orderState(order, offer, at('2025-01-01T00:00:00Z'))).toEqual({ state: 'invalid', reason: 'expired' })
    expect(canPay(order, offer, at('2024-03-09T00:00:00Z'))).toBe(false)
  })

  it('invalidates it when the package is upgraded, taken offline or its fee adjusted', () => {
    const now = at('2024-03-02T00:00:00Z')
    expect(orderState(order, { ...offer, revision: 4 }, now)).toEqual({ state: 'invalid', reason: 'upgraded' })
    expect(orderState(order, { ...offer, online: false }, now)).toEqual({ state: 'invalid', reason: 'offline' })
    expect(orderState(order, null, now)).toEqual({ state: 'invalid', reason: 'offline' })
    expect(orderState(order, undefined, now)).toEqual({ state: 'invalid', reason: 'offline' })
    expect(orderState(order, { ...offer, tier: 'PLUS' }, now)).toEqual({ state: 'invalid', reason: 'offline' })
    expect(orderState(order, { ...offer, feeUsd: 2499 }, now)).toEqual({ state: 'invalid', reason: 'fee-adjusted' })
    expect(orderState(order, { ...offer, feeUsd: 1999 }, now)).toEqual({ state: 'invalid', reason: 'fee-adjusted' })
    expect(orderState(order, { ...offer, revision: 2 }, now).state).toBe('unpaid')
  })

  it('keeps a paid order paid', () => {
    const paid = { ...order, paidAt: at('2024-03-02T00:00:00Z') }
    expect(orderState(paid, null, at('2030-01-01T00:00:00Z'))).toEqual({ state: 'paid' })
    expect(canPay(paid, offer, created)).toBe(false)
    expect(orderState({ ...order, paidAt: null }, offer, created).state).toBe('unpaid')
  })

  it('tells a numeric order id (lookup by path) from any other', () => {
    expect(isNumericOrderId('123')).toBe(true)
    expect(isNumericOrderId('12a')).toBe(false)
    expect(isNumericOrderId('')).toBe(false)
    expect(isNumericOrderId(' 12')).toBe(false)
  })
})

describe('debt collection split (§9)', () => {
  it('keeps 35% as fee and gives 65% to the creditor', () => {
    expect(debtCollectionSplit(10000)).toEqual({ creditor: 6500, fee: 3500 })
    expect(debtCollectionSplit(0)).toEqual({ creditor: 0, fee: 0 })
    expect(debtCollectionSplit(1)).toEqual({ creditor: 1, fee: 0 })
    expect(debtCollectionSplit(3)).toEqual({ creditor: 2, fee: 1 })
  })

  it('never loses a cent', () => {
    for (const amount of [1, 7, 99, 12345, 999999]) {
      const split = debtCollectionSplit(amount)
      expect(split.creditor + split.fee).toBe(amount)
    }
  })

  it('refuses bad amounts', () => {
    expect(() => debtCollectionSplit(-1)).toThrow(RangeError)
    expect(() => debtCollectionSplit(1.5)).toThrow(RangeError)
    expect(() => debtCollectionSplit(Number.NaN)).toThrow(RangeError)
  })
})

describe('accounts (§4)', () => {
  it('freezes, cancels and appeals', () => {
    expect(ACCOUNT_STATES).toEqual(['active', 'frozen', 'cancelled'])
    expect(accountTransition('active', 'freeze')).toBe('frozen')
    expect(accountTransition('cancelled', 'freeze')).toBe('cancelled')
    expect(accountTransition('frozen', 'freeze')).toBe('frozen')
    expect(accountTransition('active', 'cancel')).toBe('cancelled')
    expect(accountTransition('frozen', 'cancel')).toBe('cancelled')
    expect(accountTransition('frozen', 'appeal-upheld')).toBe('active')
    expect(accountTransition('cancelled', 'appeal-upheld')).toBe('active')
    expect(accountTransition('active', 'appeal-upheld')).toBe('active')
    expect(accountTransition('frozen', 'appeal-rejected')).toBe('frozen')
    expect(canAppeal('frozen')).toBe(true)
    expect(canAppeal('cancelled')).toBe(true)
    expect(canAppeal('active')).toBe(false)
  })

  it('adds calendar months, clamping to the month end', () => {
    expect(addMonths(new Date('2024-01-31T00:00:00Z'), 1).toISOString()).toBe('2024-02-29T00:00:00.000Z')
    expect(addMonths(new Date('2023-01-31T00:00:00Z'), 1).toISOString()).toBe('2023-02-28T00:00:00.000Z')
    expect(addMonths(new Date('2024-02-29T12:00:00Z'), 12).toISOString()).toBe('2025-02-28T12:00:00.000Z')
    expect(addMonths(new Date('2024-05-15T00:00:00Z'), 12).toISOString()).toBe('2025-05-15T00:00:00.000Z')
  })

  it('is dormant after 12 months without login and no unexpired service', () => {
    const lastLoginAt = new Date('2023-05-15T00:00:00Z')
    const createdAt = new Date('2020-01-01T00:00:00Z')
    const base = { lastLoginAt, createdAt, serviceExpiries: [new Date('2024-01-01T00:00:00Z')] }
    expect(isDormantAccount(base, new Date('2024-05-14T23:59:59Z'))).toBe(false)
    expect(isDormantAccount(base, new Date('2024-05-15T00:00:00Z'))).toBe(true)
    expect(isDormantAccount({ ...base, serviceExpiries: [] }, new Date('2024-06-01T00:00:00Z'))).toBe(true)
  })

  it('is not dormant while a service is unexpired', () => {
    const account = {
      lastLoginAt: new Date('2022-01-01T00:00:00Z'),
      createdAt: new Date('2021-01-01T00:00:00Z'),
      serviceExpiries: [new Date('2023-01-01T00:00:00Z'), new Date('2024-07-01T00:00:00Z')],
    }
    expect(isDormantAccount(account, new Date('2024-06-30T00:00:00Z'))).toBe(false)
    expect(isDormantAccount(account, new Date('2024-07-01T00:00:00Z'))).toBe(true)
  })

  it('counts from creation when the account never logged in', () => {
    const account = { lastLoginAt: null, createdAt: new Date('2023-03-10T00:00:00Z'), serviceExpiries: [] }
    expect(isDormantAccount(account, new Date('2024-03-09T00:00:00Z'))).toBe(false)
    expect(isDormantAccount(account, new Date('2024-03-10T00:00:00Z'))).toBe(true)
  })
})

describe('refunds of an order (issue 24)', () => {
  it('sums in cents, so many small refunds add up exactly; none is 0', async () => {
    const { refundedOf } = await import('../../src/domain/orders')
    expect(refundedOf({ refunds: [{ amount: 0.1 }, { amount: 0.2 }] })).toBe(0.3)
    expect(refundedOf({ refunds: Array.from({ length: 10 }, () => ({ amount: 99.99 })) })).toBe(999.9)
    expect(refundedOf({ refunds: [] })).toBe(0)
    expect(refundedOf({})).toBe(0)
  })
})
