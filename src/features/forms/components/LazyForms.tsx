'use client'
/**
 * The service and contact forms, fetched when a page shows one: their form library, schemas and phone-number data
 * stay out of the JavaScript of every other page (the bundler groups a route's client components together).
 */
import { clientOnly } from './client-only'

const placeholder = () => <div style={{ minHeight: 420 }} aria-busy="true" />

export const ContactFormLazy = clientOnly(() => import('./ContactForm').then((m) => m.ContactForm), placeholder())
export const CreditReportFormLazy = clientOnly(
  () => import('./CreditReportForm').then((m) => m.CreditReportForm),
  placeholder(),
)
export const DebtClaimFormLazy = clientOnly(() => import('./DebtClaimForm').then((m) => m.DebtClaimForm), placeholder())
