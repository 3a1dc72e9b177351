/** GET /public/payment?id= (SPEC §5, §7): the lookup form for ids that are not all digits. */
import { paymentDeps } from '@/features/orders/payments/deps'
import { lookupOrder } from '@/features/orders/payments/handlers'

export const dynamic = 'force-dynamic'

export async function GET(request: Request): Promise<Response> {
  return lookupOrder(request, new URL(request.url).searchParams.get('id'), paymentDeps)
}
