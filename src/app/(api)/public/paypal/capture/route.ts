/** POST /public/paypal/capture (SPEC §7): `{ orderId }` → captures its PayPal order; idempotent; checks the amount. */
import { paymentDeps } from '@/features/orders/payments/deps'
import { capturePaypalOrder } from '@/features/orders/payments/handlers'

export const dynamic = 'force-dynamic'

export async function POST(request: Request): Promise<Response> {
  return capturePaypalOrder(request, paymentDeps)
}
