/** GET /public/payment/{id} (SPEC §5, §7): an all-digit order number; the order for its owner (or staff) only. */
import { paymentDeps } from '@/payments/deps'
import { lookupOrder } from '@/payments/handlers'
import { failure, localeOfRequest } from '@/payments/http'

export const dynamic = 'force-dynamic'

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params
  if (!/^\d+$/.test(id)) return failure(10001, localeOfRequest(request))
  return lookupOrder(request, id, await paymentDeps())
}
