/**
 * GET /pay/invoice/{orderId}: the receipt of a paid order (or one of its credit notes) as a PDF. Apart from the
 * drawing (./invoice.ts), which the order mails load too, so that the mails do not depend on the order reads.
 */
import type { Payload } from 'payload'

import { siteUserOfHeaders } from '../../../data/identity'
import { endpoint } from '../../../http/frame'
import { log } from '../../../server/log'
import { creditNotePdfOf, invoiceFileName, invoicePdfOf } from './invoice'
import { canViewOrder, findOrder, viewerOf } from './orders'

function notFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' },
  })
}

/**
 * The receipt of a paid order (or one of its credit notes) as `application/pdf`, to the order's member and to staff. Anyone else (a guest,
 * another member, a translator) and an order without a receipt (unpaid, invalid, cancelled, unknown) get the same
 * 404, so order numbers reveal nothing.
 */
export const downloadInvoice = endpoint(
  {},
  async ({ request }, rawId: string, payload: Payload | (() => Promise<Payload>)) => {
    const db = typeof payload === 'function' ? await payload() : payload
    const id = /^\d{1,15}$/.test(rawId ?? '') ? Number(rawId) : null
    if (id === null) return notFound()
    const viewer = viewerOf(await siteUserOfHeaders(db, request.headers))
    if (!viewer) return notFound()
    const order = await findOrder(db, id)
    if (!order || !canViewOrder(viewer, order)) return notFound()
    // `?creditNote=TC-CN-…`: that refund's credit note instead of the receipt.
    const creditNote = new URL(request.url).searchParams.get('creditNote')
    const invoice = creditNote ? await creditNotePdfOf(db, order, creditNote) : await invoicePdfOf(db, order)
    if (!invoice) return notFound()
    log.info(
      { event: 'invoice.download', order: order.id, number: invoice.number, by: viewer.collection },
      'receipt downloaded',
    )
    return new Response(new Uint8Array(invoice.pdf), {
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-length': String(invoice.pdf.length),
        'content-disposition': `attachment; filename="${invoiceFileName(invoice.number)}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    })
  },
)
