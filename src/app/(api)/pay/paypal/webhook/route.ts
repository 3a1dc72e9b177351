/** POST /pay/paypal/webhook: PayPal's events, verified with PayPal before anything changes. */
import { paymentDeps } from '@/features/orders/payments/deps'
import { paypalWebhook } from '@/features/orders/payments/webhook'

export const dynamic = 'force-dynamic'

export async function POST(request: Request): Promise<Response> {
  return paypalWebhook(request, await paymentDeps())
}
