/** GET /pay/invoice/{orderId}: a paid order's receipt as a PDF, to its member and to staff; else 404. */
import { payloadClient } from '@/data/payload'
import { downloadInvoice } from '@/features/orders/payments/invoice-endpoint'

export const dynamic = 'force-dynamic'

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params
  return downloadInvoice(request, id, payloadClient)
}
