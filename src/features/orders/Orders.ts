import type { CollectionConfig } from 'payload'

import { editorOrAdmin, isActiveMember, isAdmin } from '../../cms/access'
import { consentField } from '../../cms/consent-field'
import {
  applyTransfers,
  assignInvoiceNumber,
  enforceOrderRules,
  grantOnPayment,
  issueCreditNotes,
  refuseSettledDelete,
  requireStaffReason,
  stampPayment,
} from './order-hooks'
import { orderExportEndpoints } from './payments/export'
import { refundEndpoint } from './payments/refund'
import { groups, label } from '../../cms/shared'
import { DELETABLE_STATUSES } from '../../domain/orders'

/**
 * Orders of yearly data packages (SPEC §4 Order): the price is a snapshot of the server's price when ordered; an
 * unpaid order is reserved 7 days. Created by POST /pay/payment; staff mark bank transfers as received or cancel.
 * Every change is versioned.
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: label('orders.singular'), plural: label('orders.plural') },
  admin: {
    useAsTitle: 'id',
    defaultColumns: ['id', 'member', 'tierCode', 'amount', 'status', 'method', 'reservedUntil', 'createdAt'],
    group: groups.visitors,
    // Export for the accountant and revenue by month (src/features/orders/payments/export.ts).
    components: { beforeListTable: ['/features/orders/admin/OrderActions#OrderActions'] },
  },
  defaultSort: '-createdAt',
  versions: { maxPerDoc: 100 },
  hooks: {
    beforeChange: [
      requireStaffReason,
      applyTransfers,
      enforceOrderRules,
      stampPayment,
      assignInvoiceNumber,
      issueCreditNotes,
    ],
    afterChange: [grantOnPayment],
    beforeDelete: [refuseSettledDelete],
  },
  access: {
    read: ({ req }) => {
      if (editorOrAdmin({ req } as never)) return true
      return isActiveMember(req.user) ? { member: { equals: req.user!.id } } : false
    },
    // The history of an order (who changed its status, amounts) is for the staff who manage orders, not its member.
    readVersions: editorOrAdmin,
    create: () => false,
    update: editorOrAdmin,
    // Money received makes an order part of the books: only an order nobody paid for may go (refuseSettledDelete
    // refuses the rest on every door, overrideAccess included).
    delete: ({ req }) => (isAdmin({ req } as never) ? { status: { in: [...DELETABLE_STATUSES] } } : false),
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'member',
          type: 'relationship',
          relationTo: 'members',
          required: true,
          index: true,
          label: label('orders.member'),
        },
        {
          name: 'packageTier',
          type: 'relationship',
          relationTo: 'package-tiers',
          label: label('orders.packageTier'),
        },
        { name: 'tierCode', type: 'text', required: true, label: label('orders.tierCode') },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'amount',
          type: 'number',
          required: true,
          min: 0,
          label: label('orders.amount'),
          admin: {
            description: label('orders.amount.description'),
          },
        },
        {
          name: 'currency',
          type: 'text',
          required: true,
          defaultValue: 'USD',
          label: label('orders.currency'),
        },
        {
          name: 'tierRevision',
          type: 'text',
          label: label('orders.tierRevision'),
          admin: {
            description: label('orders.tierRevision.description'),
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'unpaid',
          index: true,
          label: label('orders.status'),
          options: [
            { value: 'unpaid', label: label('orders.status.unpaid') },
            { value: 'paid', label: label('orders.status.paid') },
            { value: 'partially-refunded', label: label('orders.status.partially-refunded') },
            { value: 'refunded', label: label('orders.status.refunded') },
            { value: 'invalid', label: label('orders.status.invalid') },
            { value: 'cancelled', label: label('orders.status.cancelled') },
          ],
          admin: {
            description: label('orders.status.description'),
          },
        },
        {
          name: 'method',
          type: 'select',
          label: label('orders.method'),
          options: [
            { value: 'paypal', label: label('orders.method.paypal') },
            { value: 'card', label: label('orders.method.card') },
            { value: 'bank-transfer', label: label('orders.method.bank-transfer') },
          ],
        },
        {
          name: 'invalidReason',
          type: 'select',
          label: label('orders.invalidReason'),
          options: [
            { value: 'expired', label: label('orders.invalidReason.expired') },
            { value: 'upgraded', label: label('orders.invalidReason.upgraded') },
            { value: 'offline', label: label('orders.invalidReason.offline') },
            { value: 'fee-adjusted', label: label('orders.invalidReason.fee-adjusted') },
          ],
        },
      ],
    },
    {
      // Who moved the status last, when and why; each version of the order keeps the values of its change.
      type: 'row',
      fields: [
        {
          name: 'statusReason',
          type: 'text',
          maxLength: 500,
          label: label('orders.statusReason'),
          admin: {
            description: label('orders.statusReason.description'),
          },
        },
        {
          name: 'statusChangedAt',
          type: 'date',
          access: { create: () => false, update: () => false },
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
          label: label('orders.statusChangedAt'),
        },
        {
          name: 'statusChangedBy',
          type: 'relationship',
          relationTo: 'users',
          access: { create: () => false, update: () => false },
          admin: { readOnly: true },
          label: label('orders.statusChangedBy'),
        },
      ],
    },
    {
      // The buyer as the receipt names them: filled when the order is placed (purchase form, member), fixed once
      // paid and kept with the order when the member's account is deleted (accounting retention).
      name: 'buyer',
      type: 'group',
      label: label('orders.buyer'),
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', label: label('orders.buyer.name') },
            { name: 'email', type: 'email', label: label('orders.buyer.email') },
            { name: 'company', type: 'text', label: label('orders.buyer.company') },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'address', type: 'text', label: label('orders.buyer.address') },
            {
              name: 'country',
              type: 'text',
              maxLength: 2,
              validate: (value: unknown) =>
                value === null || value === undefined || value === '' || /^[A-Z]{2}$/.test(String(value))
                  ? true
                  : 'ISO 3166-1 alpha-2 (CN, US, RU …)',
              label: label('orders.buyer.country'),
            },
            {
              name: 'taxId',
              type: 'text',
              maxLength: 64,
              label: label('orders.buyer.taxId'),
            },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'reservedUntil',
          type: 'date',
          required: true,
          index: true,
          label: label('orders.reservedUntil'),
        },
        {
          // Set from the money (the value date of the transfer that completed the amount, or the capture's time),
          // never typed: revenue is counted by this date.
          name: 'paidAt',
          type: 'date',
          access: { create: () => false, update: () => false },
          admin: { readOnly: true },
          label: label('orders.paidAt'),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'providerOrderId',
          type: 'text',
          index: true,
          access: { create: () => false, update: () => false },
          admin: { readOnly: true },
          label: label('orders.providerOrderId'),
        },
        {
          name: 'captureId',
          type: 'text',
          access: { create: () => false, update: () => false },
          admin: { readOnly: true },
          label: label('orders.captureId'),
        },
      ],
    },
    {
      // PayPal's fee and what reached the seller, from the capture's seller_receivable_breakdown.
      type: 'row',
      fields: [
        {
          name: 'paypalFee',
          type: 'number',
          access: { create: () => false, update: () => false },
          admin: { readOnly: true },
          label: label('orders.paypalFee'),
        },
        {
          name: 'paypalNet',
          type: 'number',
          access: { create: () => false, update: () => false },
          admin: { readOnly: true },
          label: label('orders.paypalNet'),
        },
      ],
    },
    {
      // Bank transfers as the finance team records them. Enough received in the order's currency → paid
      // (stamped, package granted, as for PayPal); less → the outstanding amount shows to staff and the buyer.
      name: 'transfers',
      type: 'array',
      label: label('orders.transfers'),
      labels: {
        singular: label('orders.transfers.singular'),
        plural: label('orders.transfers.plural'),
      },
      access: { create: editorOrAdmin, update: editorOrAdmin },
      admin: {
        description: label('orders.transfers.description'),
        components: { RowLabel: '/features/orders/admin/TransferRowLabel#TransferRowLabel' },
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'amount',
              type: 'number',
              required: true,
              min: 0.01,
              label: label('orders.transfers.amount'),
            },
            {
              name: 'currency',
              type: 'text',
              required: true,
              defaultValue: 'USD',
              label: label('orders.transfers.currency'),
            },
            {
              name: 'valueDate',
              type: 'date',
              required: true,
              admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' } },
              label: label('orders.transfers.valueDate'),
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'bankReference',
              type: 'text',
              required: true,
              label: label('orders.transfers.bankReference'),
            },
            {
              name: 'receipt',
              type: 'upload',
              relationTo: 'media',
              label: label('orders.transfers.receipt'),
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'recordedBy',
              type: 'relationship',
              relationTo: 'users',
              admin: { readOnly: true },
              label: label('orders.transfers.recordedBy'),
            },
            {
              name: 'recordedAt',
              type: 'date',
              admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
              label: label('orders.transfers.recordedAt'),
            },
          ],
        },
      ],
    },
    // The refund button (amount, reason, confirmation) for the staff who manage orders:
    // src/features/orders/admin/RefundButton.tsx.
    {
      name: 'refundAction',
      type: 'ui',
      admin: { components: { Field: '/features/orders/admin/RefundButton#RefundButton' } },
    },
    {
      // Each refund, from the admin's refund button (src/features/orders/payments/refund.ts) or reported by PayPal's
      // webhook. Written only by those paths (field access: nobody edits it by hand), never removed.
      name: 'refunds',
      type: 'array',
      label: label('orders.refunds'),
      labels: { singular: label('orders.refunds.singular'), plural: label('orders.refunds.plural') },
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, initCollapsed: false },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'amount', type: 'number', required: true, label: label('orders.refunds.amount') },
            {
              name: 'at',
              type: 'date',
              required: true,
              admin: { date: { pickerAppearance: 'dayAndTime' } },
              label: label('orders.refunds.at'),
            },
            { name: 'by', type: 'relationship', relationTo: 'users', label: label('orders.refunds.by') },
          ],
        },
        { name: 'reason', type: 'text', required: true, label: label('orders.refunds.reason') },
        {
          type: 'row',
          fields: [
            {
              name: 'providerRefundId',
              type: 'text',
              label: label('orders.refunds.providerRefundId'),
            },
            {
              name: 'source',
              type: 'select',
              options: [
                { value: 'admin', label: label('orders.refunds.source.admin') },
                { value: 'paypal', label: label('orders.refunds.source.paypal') },
                { value: 'bank', label: label('orders.refunds.source.bank') },
              ],
              label: label('orders.refunds.source'),
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'valueDate',
              type: 'date',
              admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' } },
              label: label('orders.refunds.valueDate'),
            },
            {
              name: 'bankReference',
              type: 'text',
              label: label('orders.refunds.bankReference'),
            },
          ],
        },
        {
          // The credit note this refund issued (its own gap-free series) and what was left paid after it.
          type: 'row',
          fields: [
            {
              name: 'creditNoteNumber',
              type: 'text',
              index: true,
              label: label('orders.refunds.creditNoteNumber'),
            },
            {
              name: 'balanceAfter',
              type: 'number',
              label: label('orders.refunds.balanceAfter'),
            },
          ],
        },
      ],
    },
    {
      // The receipt's number (TC-2026-000123), from a gap-free sequence per year, assigned once in the
      // transaction that makes the order paid (src/features/orders/order-hooks.ts assignInvoiceNumber), with the tax
      // rate it was issued at. Nobody edits it; the PDF is GET /pay/invoice/{id}
      // (src/features/orders/payments/invoice.ts).
      name: 'invoice',
      type: 'group',
      label: label('orders.invoice'),
      access: { create: () => false, update: () => false },
      admin: { position: 'sidebar', readOnly: true },
      fields: [
        {
          name: 'number',
          type: 'text',
          unique: true,
          label: label('orders.invoice.number'),
        },
        {
          name: 'taxRate',
          type: 'number',
          label: label('orders.invoice.taxRate'),
        },
        {
          // Everything the receipt shows, frozen when the number is given; the PDF is drawn from this alone.
          name: 'snapshot',
          type: 'json',
          label: label('orders.invoice.snapshot'),
        },
        {
          name: 'hash',
          type: 'text',
          label: label('orders.invoice.hash'),
        },
      ],
    },
    consentField,
    { name: 'notes', type: 'textarea', label: label('orders.notes') },
  ],
  endpoints: [refundEndpoint, ...orderExportEndpoints],
}
