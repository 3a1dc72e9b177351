/** POST /public/purchase/register: the purchase form's account step (image code, new member, `ts-token` cookie). */
import { paymentDeps } from '@/features/orders/payments/deps'
import { registerForPurchase } from '@/features/orders/payments/handlers'

export const dynamic = 'force-dynamic'

export async function POST(request: Request): Promise<Response> {
  return registerForPurchase(request, paymentDeps)
}
