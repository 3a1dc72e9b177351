/** POST /public/paypal (SPEC §7): `{ orderId }` → the PayPal order for that order's amount. */
import { paymentDeps } from '@/features/orders/payments/deps'
import { createPaypalOrder } from '@/features/orders/payments/handlers'

export const dynamic = 'force-dynamic'

export async function POST(request: Request): Promise<Response> {
  return createPaypalOrder(request, paymentDeps)
}
