/**
 * Settling an order from what PayPal says about its PayPal order: one code path for the buyer's page (capture on
 * return), the webhook (CHECKOUT.ORDER.APPROVED, PAYMENT.CAPTURE.*) and anything else that reads PayPal later.
 */
import type { Payload } from 'payload'

import type { Order } from '../../../payload-types'
import { captureOf, paypalAmount, PaypalError, type PaypalClient, type PaypalOrder } from './paypal'

/** The idempotency key of an order's capture: the browser and the webhook send the same, so PayPal captures once. */
export const captureRequestId = (orderId: number): string => `order-${orderId}-capture`

export type Settlement = 'paid' | 'already-paid' | 'declined' | 'pending' | 'amount-mismatch' | 'not-payable'

/** Captures an unpaid order's PayPal order (idempotently) and returns PayPal's view of it. */
export async function captureIdempotently(client: PaypalClient, order: Order): Promise<PaypalOrder> {
  try {
    return await client.captureOrder(order.providerOrderId!, captureRequestId(order.id))
  } catch (error) {
    if (error instanceof PaypalError && error.issue === 'ORDER_ALREADY_CAPTURED') {
      return client.getOrder(order.providerOrderId!).catch(() => ({ id: '', status: 'UNKNOWN' }))
    }
    throw error
  }
}

/** A PayPal amount as a number, or null when PayPal did not state it. */
function moneyOf(value: { value?: string } | undefined): number | null {
  const amount = Number(value?.value)
  return value?.value !== undefined && Number.isFinite(amount) ? amount : null
}

/** Applies PayPal's order (after a capture) to our order; marks it paid only for the full amount, completed. */
export async function settleFromPaypal(
  payload: Payload,
  order: Order,
  captured: PaypalOrder,
  now: Date,
): Promise<{ outcome: Settlement; order: Order }> {
  if (order.status === 'paid') return { outcome: 'already-paid', order }
  if (order.status !== 'unpaid') return { outcome: 'not-payable', order }
  const capture = captureOf(captured)
  if (!capture || capture.status === 'DECLINED' || capture.status === 'FAILED') return { outcome: 'declined', order }
  if (capture.status !== 'COMPLETED') return { outcome: 'pending', order }
  if (capture.amount?.currency_code !== order.currency || capture.amount.value !== paypalAmount(order.amount)) {
    const updated = (await payload.update({
      collection: 'orders',
      id: order.id,
      overrideAccess: true,
      data: {
        notes: [
          order.notes,
          `PayPal capture ${capture.id} was ${capture.amount?.value ?? '?'} ${capture.amount?.currency_code ?? '?'}, not ${paypalAmount(order.amount)} ${order.currency}: not applied.`,
        ]
          .filter(Boolean)
          .join('\n'),
      },
    })) as Order
    return { outcome: 'amount-mismatch', order: updated }
  }
  // Read again just before writing: the webhook and the buyer's page may settle the same order at the same time.
  const current = (await payload.findByID({
    collection: 'orders',
    id: order.id,
    depth: 0,
    overrideAccess: true,
  })) as Order
  if (current.status === 'paid') return { outcome: 'already-paid', order: current }
  if (current.status !== 'unpaid') return { outcome: 'not-payable', order: current }
  const paid = (await payload.update({
    collection: 'orders',
    id: order.id,
    overrideAccess: true,
    data: {
      status: 'paid',
      method: 'paypal',
      captureId: capture.id,
      paidAt: now.toISOString(),
      paypalFee: moneyOf(capture.seller_receivable_breakdown?.paypal_fee),
      paypalNet: moneyOf(capture.seller_receivable_breakdown?.net_amount),
    },
  })) as Order
  return { outcome: 'paid', order: paid }
}
