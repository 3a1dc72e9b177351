/** The payment handlers' dependencies in the running app: Payload, the real clock, PayPal from the environment. */
import { payloadClient } from '../../../data/payload'
import { paypalFromEnv, type PaymentDeps } from './handlers'

export async function paymentDeps(): Promise<PaymentDeps> {
  return { payload: await payloadClient(), now: () => new Date(), paypal: paypalFromEnv() }
}
