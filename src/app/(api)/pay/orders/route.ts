/** GET /pay/orders ("My orders"): the logged-in member's own orders, newest first; a guest gets 401. */
import { paymentDeps } from '@/features/orders/payments/deps'
import { listOrders } from '@/features/orders/payments/handlers'

export const dynamic = 'force-dynamic'

export async function GET(request: Request): Promise<Response> {
  return listOrders(request, paymentDeps)
}
