import { describe, expect, it } from 'vitest'

import {
  canMoveOrder,
  isDeletableStatus,
  isTaxIdOf,
  paymentCompletedOn,
  unbackedStatus,
  type OrderStatus,
} from '@/domain/orders'

describe('the order state machine', () => {
  it('allows only unpaid → paid/invalid/cancelled, paid → refunds, partially-refunded → refunded', () => {
    const allowed: Array<[OrderStatus, OrderStatus]> = [
      ['unpaid', 'paid'],
      ['unpaid', 'invalid'],
      ['unpaid', 'cancelled'],
      ['paid', 'partially-refunded'],
      ['paid', 'refunded'],
      ['partially-refunded', 'refunded'],
    ]
    for (const [from, to] of allowed) expect(canMoveOrder(from, to), `${from} → ${to}`).toBe(true)
    const refused: Array<[OrderStatus, OrderStatus]> = [
      ['paid', 'cancelled'],
      ['paid', 'unpaid'],
      ['paid', 'invalid'],
      ['refunded', 'paid'],
      ['partially-refunded', 'paid'],
      ['cancelled', 'paid'],
      ['invalid', 'unpaid'],
    ]
    for (const [from, to] of refused) expect(canMoveOrder(from, to), `${from} → ${to}`).toBe(false)
  })

  it('a settled status only with the money behind it', () => {
    const none = { amount: 899, captured: false, received: 0, refunded: 0 }
    expect(unbackedStatus('paid', none)).toBe('no-payment')
    expect(unbackedStatus('paid', { ...none, received: 898.99 })).toBe('no-payment')
    expect(unbackedStatus('paid', { ...none, received: 899 })).toBeNull()
    expect(unbackedStatus('paid', { ...none, captured: true })).toBeNull()
    expect(unbackedStatus('refunded', { ...none, captured: true, refunded: 500 })).toBe('no-refund')
    expect(unbackedStatus('refunded', { ...none, captured: true, refunded: 899 })).toBeNull()
    expect(unbackedStatus('partially-refunded', { ...none, captured: true, refunded: 0 })).toBe('no-refund')
    expect(unbackedStatus('partially-refunded', { ...none, captured: true, refunded: 0.1 + 0.2 })).toBeNull()
  })

  it('only orders nobody paid for may be deleted', () => {
    expect(['unpaid', 'cancelled', 'invalid'].every(isDeletableStatus)).toBe(true)
    expect(['paid', 'partially-refunded', 'refunded'].some(isDeletableStatus)).toBe(false)
  })
})

describe('dates follow cash', () => {
  it('an order paid by transfers is paid on the value date of the one that completed the amount', () => {
    const transfers = [
      { amount: 899, valueDate: '2026-10-31' },
      { amount: 500, valueDate: '2026-10-20' },
    ]
    expect(paymentCompletedOn(transfers, 1399)).toBe('2026-10-31T00:00:00.000Z')
    expect(paymentCompletedOn([{ amount: 1399, valueDate: '2026-10-31' }], 1399)).toBe('2026-10-31T00:00:00.000Z')
    expect(paymentCompletedOn([{ amount: 500, valueDate: '2026-10-20' }], 1399)).toBeNull()
  })
})

describe('buyer tax ids by country', () => {
  it('checks China’s USCC and Russia’s INN, and a plain format elsewhere', () => {
    expect(isTaxIdOf('CN', '91310000MA1FL4XQ3K')).toBe(true)
    expect(isTaxIdOf('CN', '12345')).toBe(false)
    expect(isTaxIdOf('RU', '7707083893')).toBe(true)
    expect(isTaxIdOf('RU', '770708389312')).toBe(true)
    expect(isTaxIdOf('RU', '77070838')).toBe(false)
    expect(isTaxIdOf('DE', 'DE123456789')).toBe(true)
    expect(isTaxIdOf('DE', '<script>')).toBe(false)
  })
})
