/**
 * Reconciliation: the buyer's page and the webhook both settle a PayPal payment, but a closed tab and a
 * lost webhook together would leave an approved order unpaid for ever. This sweep, a scheduled job that runs once
 * across instances (the job leader), asks PayPal about every unpaid order that has a PayPal order and has been quiet
 * for a while, and settles it exactly as the page and the webhook do (src/features/orders/payments/settle.ts): an
 * approved order is captured with the same PayPal-Request-Id, a completed one is marked paid. Orders past their
 * reservation are left to `expireOrders`.
 */
import type { PaymentDeps } from './handlers'
import { captureIdempotently, settleFromPaypal, type Settlement } from './settle'
import type { Order } from '../../../payload-types'
import { environment } from '../../../settings'

/** How long an order with a PayPal order is left to the buyer's page before the sweep asks PayPal. */
export const RECONCILE_AFTER_MS = 5 * 60 * 1000

/** The quiet period: RECONCILE_AFTER_MS from the environment (the e2e tests shorten it), else 5 minutes. */
export function reconcileAfterMs(env: Partial<Record<string, string | undefined>> = environment()): number {
  const value = Number(env.RECONCILE_AFTER_MS?.trim() || NaN)
  return Number.isFinite(value) && value >= 0 ? value : RECONCILE_AFTER_MS
}
const BATCH = 100

export type Reconciled = { checked: number; settled: Partial<Record<Settlement | 'waiting' | 'failed', number>> }

export async function reconcilePaypalOrders(deps: PaymentDeps): Promise<Reconciled> {
  const result: Reconciled = { checked: 0, settled: {} }
  const paypal = deps.paypal()
  if (!paypal) return result
  const now = deps.now()
  const { docs } = await deps.payload.find({
    collection: 'orders',
    where: {
      and: [
        { status: { equals: 'unpaid' } },
        { providerOrderId: { exists: true } },
        { updatedAt: { less_than_equal: new Date(now.getTime() - reconcileAfterMs()).toISOString() } },
        { reservedUntil: { greater_than: now.toISOString() } },
      ],
    },
    sort: 'updatedAt',
    limit: BATCH,
    depth: 0,
    overrideAccess: true,
  })
  const count = (key: keyof Reconciled['settled']) => (result.settled[key] = (result.settled[key] ?? 0) + 1)
  for (const order of docs as Order[]) {
    if (!order.providerOrderId) continue
    result.checked++
    try {
      const current = await paypal.client.getOrder(order.providerOrderId)
      let outcome: Settlement | 'waiting'
      if (current.status === 'APPROVED')
        outcome = (
          await settleFromPaypal(deps.payload, order, await captureIdempotently(paypal.client, order), deps.now())
        ).outcome
      else if (current.status === 'COMPLETED')
        outcome = (await settleFromPaypal(deps.payload, order, current, deps.now())).outcome
      else outcome = 'waiting' // CREATED or PAYER_ACTION_REQUIRED: the buyer has not approved (yet).
      count(outcome)
      if (outcome !== 'waiting')
        deps.payload.logger.info(
          { order: order.id, paypalOrder: order.providerOrderId, outcome },
          'reconciled a PayPal order',
        )
    } catch (error) {
      count('failed')
      // Retried on the next sweep. PayPal's answer (a declined capture) is one `remote failed` line, anything else
      // keeps its stack (src/server/log.ts).
      deps.payload.logger.warn(
        { order: order.id, paypalOrder: order.providerOrderId, err: error },
        'PayPal reconciliation: order not settled',
      )
    }
  }
  return result
}
