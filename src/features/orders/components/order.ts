/** The order as GET /public/payment/{id} and the PayPal capture answer it (the payment page's view of it). */
export interface OrderView {
  id: number
  status: 'unpaid' | 'paid' | 'partially-refunded' | 'refunded' | 'invalid' | 'cancelled'
  invalidReason: 'expired' | 'upgraded' | 'offline' | 'fee-adjusted' | null
  amount: number
  currency: string
  packageName: string
  reservedUntil: string
  paidAt: string | null
  /** Bank transfers recorded so far, and what is left to pay after a part payment (null when nothing arrived). */
  received?: number
  outstanding?: number | null
  /** The receipt's number once paid; the PDF is at /pay/invoice/{id}. */
  invoiceNumber?: string | null
  checkout: { paypal: 'sdk' | 'direct' | 'off'; paypalClientId: string | null }
}

/** An order as GET /pay/orders lists it on "My orders" (src/features/orders/payments/orders.ts publicOrder). */
export type MyOrder = Omit<OrderView, 'checkout' | 'received' | 'outstanding'> & {
  received: number
  outstanding: number | null
  /** What was refunded so far (0 when nothing). */
  refunded: number
  createdAt: string
}

/** The visitor's Payload user as GET /api/members/me gives it. */
export type SignedInUser = { email?: string; collection?: string; membership?: number }

/** The visitor's user (GET /api/members/me, never cached), or null for a guest or an answer that is not 200. */
export async function fetchSignedInUser(): Promise<SignedInUser | null> {
  const response = await fetch('/api/members/me', { credentials: 'same-origin', cache: 'no-store' })
  if (!response.ok) return null
  const body = (await response.json()) as { user?: SignedInUser | null }
  return body.user ?? null
}
