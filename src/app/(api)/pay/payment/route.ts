/**
 * POST /pay/payment (SPEC §7): `{ packageCode }` from a logged-in member → a new unpaid order at the server's price.
 */
import { paymentDeps } from '@/features/orders/payments/deps'
import { createOrder } from '@/features/orders/payments/handlers'

export const dynamic = 'force-dynamic'

export async function POST(request: Request): Promise<Response> {
  return createOrder(request, paymentDeps)
}
