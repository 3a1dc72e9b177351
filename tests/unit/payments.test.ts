import { describe, expect, it } from 'vitest'

import { localeOfRequest } from '@/domain/locale'
import { canViewOrder, stateOfOrder, viewerOf } from '@/features/orders/payments/orders'
import {
  captureOf,
  paypalAmount,
  paypalCheckoutMode,
  paypalConfig,
  PAYPAL_SANDBOX_API,
} from '@/features/orders/payments/paypal'
import { reconcileAfterMs } from '@/features/orders/payments/reconcile'
import type { Order, PackageTier } from '@/payload-types'

describe('PayPal configuration', () => {
  it('is off without both credentials', () => {
    expect(paypalConfig({})).toBeNull()
    expect(paypalConfig({ PAYPAL_CLIENT_ID: 'id' })).toBeNull()
    expect(paypalCheckoutMode(null)).toBe('off')
  })
  it('defaults to the sandbox and uses PayPal’s JS button there', () => {
    const config = paypalConfig({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' })
    expect(config?.apiBase).toBe(PAYPAL_SANDBOX_API)
    expect(paypalCheckoutMode(config)).toBe('sdk')
    expect(
      paypalCheckoutMode(
        paypalConfig({
          PAYPAL_CLIENT_ID: 'id',
          PAYPAL_CLIENT_SECRET: 's',
          PAYPAL_API_BASE: 'https://api-m.paypal.com/',
        }),
      ),
    ).toBe('sdk')
  })
  it('checks out directly against a PayPal-compatible test server', () => {
    expect(
      paypalCheckoutMode(
        paypalConfig({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's', PAYPAL_API_BASE: 'http://127.0.0.1:4999' }),
      ),
    ).toBe('direct')
    expect(
      paypalCheckoutMode(
        paypalConfig({
          PAYPAL_CLIENT_ID: 'id',
          PAYPAL_CLIENT_SECRET: 's',
          PAYPAL_API_BASE: 'https://paypal.com.evil.example',
        }),
      ),
    ).toBe('direct')
  })
  it('writes amounts with two decimals and finds the capture', () => {
    expect(paypalAmount(2999)).toBe('2999.00')
    expect(captureOf({ id: 'x', status: 'CREATED' })).toBeNull()
    expect(
      captureOf({
        id: 'x',
        status: 'COMPLETED',
        purchase_units: [{ payments: { captures: [{ id: 'c', status: 'COMPLETED' }] } }],
      })?.id,
    ).toBe('c')
  })
})

describe('the reconciliation’s quiet period', () => {
  it('is 5 minutes unless RECONCILE_AFTER_MS sets another (the e2e tests), a bad value keeps the default', () => {
    expect(reconcileAfterMs({})).toBe(5 * 60 * 1000)
    expect(reconcileAfterMs({ RECONCILE_AFTER_MS: '15000' })).toBe(15_000)
    expect(reconcileAfterMs({ RECONCILE_AFTER_MS: '0' })).toBe(0)
    for (const bad of ['', ' ', 'soon', '-1']) expect(reconcileAfterMs({ RECONCILE_AFTER_MS: bad })).toBe(5 * 60 * 1000)
  })
})

describe('who may see an order', () => {
  const order = { member: 7 } as Pick<Order, 'member'>
  it('is its owner and staff (admin, editor)', () => {
    expect(canViewOrder(viewerOf({ collection: 'members', id: 7 }), order)).toBe(true)
    expect(canViewOrder(viewerOf({ collection: 'members', id: 8 }), order)).toBe(false)
    expect(canViewOrder(viewerOf({ collection: 'users', id: 1, role: 'editor' }), order)).toBe(true)
    expect(canViewOrder(viewerOf({ collection: 'users', id: 1, role: 'translator' }), order)).toBe(false)
    expect(canViewOrder(viewerOf(null), order)).toBe(false)
    expect(viewerOf({ collection: 'other', id: 1 })).toBeNull()
  })
})

describe('the state of a stored order', () => {
  const placed = new Date('2026-01-01T00:00:00Z')
  const reserved = new Date(placed.getTime() + 7 * 86_400_000).toISOString()
  const tier = {
    code: 'Plus',
    priceUsd: 2999,
    status: 'active',
    memberLevel: 6,
    importCountries: 26,
    exportCountries: 2,
    datasets: [],
  } as unknown as PackageTier
  const order = {
    id: 1,
    member: 1,
    tierCode: 'Plus',
    amount: 2999,
    currency: 'USD',
    status: 'unpaid',
    reservedUntil: reserved,
    tierRevision: JSON.stringify({ priceUsd: 2999, coverage: 'L6/I26/E2/D' }),
  } as Order
  it('is unpaid within the reservation and expired after it', () => {
    expect(stateOfOrder(order, tier, placed).state).toBe('unpaid')
    expect(stateOfOrder(order, tier, new Date(reserved))).toEqual({ state: 'invalid', reason: 'expired' })
  })
  it('is invalid when the tier is gone, offline, re-priced or its coverage changed', () => {
    expect(stateOfOrder(order, null, placed)).toEqual({ state: 'invalid', reason: 'offline' })
    expect(stateOfOrder(order, { ...tier, status: 'offline' }, placed)).toEqual({ state: 'invalid', reason: 'offline' })
    expect(stateOfOrder(order, { ...tier, priceUsd: 1 }, placed)).toEqual({ state: 'invalid', reason: 'fee-adjusted' })
    expect(stateOfOrder(order, { ...tier, exportCountries: 9 }, placed)).toEqual({
      state: 'invalid',
      reason: 'upgraded',
    })
    expect(stateOfOrder({ ...order, tierCode: 'Gold' }, tier, placed)).toEqual({ state: 'invalid', reason: 'offline' })
  })
  it('keeps what staff or a payment settled', () => {
    expect(stateOfOrder({ ...order, status: 'paid' }, null, placed).state).toBe('paid')
    expect(stateOfOrder({ ...order, status: 'cancelled' }, tier, placed).state).toBe('cancelled')
    expect(stateOfOrder({ ...order, status: 'invalid', invalidReason: 'upgraded' }, tier, placed)).toEqual({
      state: 'invalid',
      reason: 'upgraded',
    })
  })
})

describe('the language of a call', () => {
  const request = (headers: Record<string, string>) => new Request('http://localhost/pay/payment', { headers })
  it('prefers what the body says, then the referring site, the lang cookie, Accept-Language, zh', () => {
    expect(localeOfRequest(request({ referer: 'http://x/en/package' }), 'ru')).toBe('ru')
    expect(localeOfRequest(request({ referer: 'http://x/ru/package' }))).toBe('ru')
    expect(localeOfRequest(request({ referer: 'not a url', cookie: 'lang=en' }))).toBe('en')
    expect(localeOfRequest(request({ 'accept-language': 'de-DE, ru;q=0.8' }))).toBe('ru')
    expect(localeOfRequest(request({}))).toBe('zh')
  })
})
