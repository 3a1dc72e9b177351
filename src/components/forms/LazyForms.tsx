'use client'
/**
 * The service and contact forms, fetched when a page shows one: their form library, schemas and phone-number data
 * stay out of the JavaScript of every other page (the bundler groups a route's client components together).
 */
import dynamic from 'next/dynamic'

const placeholder = () => <div style={{ minHeight: 420 }} aria-busy="true" />

export const ContactFormLazy = dynamic(() => import('./ContactForm').then((m) => m.ContactForm), { ssr: false, loading: placeholder })
export const CreditReportFormLazy = dynamic(() => import('./CreditReportForm').then((m) => m.CreditReportForm), { ssr: false, loading: placeholder })
export const DebtClaimFormLazy = dynamic(() => import('./DebtClaimForm').then((m) => m.DebtClaimForm), { ssr: false, loading: placeholder })
