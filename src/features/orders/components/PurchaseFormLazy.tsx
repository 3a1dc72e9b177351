'use client'
/**
 * The purchase form, loaded only where a pricing table is shown: its form library and schemas (zod) stay out of the
 * JavaScript of every other page built from blocks.
 */
import { clientOnly } from '../../forms/components/client-only'

export const PurchaseFormLazy = clientOnly(() => import('./PurchaseForm').then((m) => m.PurchaseForm))
