/** GET /public/payment/{id} (SPEC §5, §7): an all-digit order number; the order for its owner (or staff) only. */
import { paymentDeps } from '@/features/orders/payments/deps'
import { lookupOrder } from '@/features/orders/payments/handlers'

export const dynamic = 'force-dynamic'

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params
  return lookupOrder(request, /^\d+$/.test(id) ? id : '', paymentDeps)
}
