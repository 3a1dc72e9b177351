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
  labels: { singular: { en: 'Order', zh: '订单', ru: 'Заказ' }, plural: { en: 'Orders', zh: '订单', ru: 'Заказы' } },
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
          label: label('Member', '会员', 'Участник'),
        },
        {
          name: 'packageTier',
          type: 'relationship',
          relationTo: 'package-tiers',
          label: label('Package', '套餐', 'Пакет'),
        },
        { name: 'tierCode', type: 'text', required: true, label: label('Package code', '套餐代码', 'Код пакета') },
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
          label: label('Amount', '金额', 'Сумма'),
          admin: {
            description: label(
              'The yearly price (USD) when ordered.',
              '下单时的年费价格（美元）。',
              'Годовая цена (USD) на момент заказа.',
            ),
          },
        },
        {
          name: 'currency',
          type: 'text',
          required: true,
          defaultValue: 'USD',
          label: label('Currency', '币种', 'Валюта'),
        },
        {
          name: 'tierRevision',
          type: 'text',
          label: label('Package revision', '套餐版本', 'Версия пакета'),
          admin: {
            description: label(
              'The package as it was when ordered (price and update time).',
              '下单时的套餐状态（价格与更新时间）。',
              'Пакет на момент заказа (цена и время обновления).',
            ),
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
          label: label('Status', '状态', 'Статус'),
          options: [
            { value: 'unpaid', label: label('Unpaid', '待支付', 'Не оплачен') },
            { value: 'paid', label: label('Paid', '已支付', 'Оплачен') },
            { value: 'partially-refunded', label: label('Partially refunded', '部分退款', 'Частичный возврат') },
            { value: 'refunded', label: label('Refunded', '已退款', 'Возвращён') },
            { value: 'invalid', label: label('Invalid', '已失效', 'Недействителен') },
            { value: 'cancelled', label: label('Cancelled', '已取消', 'Отменён') },
          ],
          admin: {
            description: label(
              'Bank transfer received → set to paid (stamps the payment, raises the member to the package level and grants its datasets). Cancel → cancelled.',
              '收到银行转账 → 设为“已支付”（记录付款时间，将会员升至该套餐等级并开通其数据源）。取消订单 → 设为“已取消”。',
              'Банковский перевод получен → «Оплачен» (фиксирует оплату, повышает участника до уровня пакета и открывает его наборы данных). Отмена → «Отменён».',
            ),
          },
        },
        {
          name: 'method',
          type: 'select',
          label: label('Payment method', '支付方式', 'Способ оплаты'),
          options: [
            { value: 'paypal', label: label('PayPal', 'PayPal', 'PayPal') },
            { value: 'card', label: label('Card', '银行卡', 'Карта') },
            { value: 'bank-transfer', label: label('Bank transfer', '银行转账', 'Банковский перевод') },
          ],
        },
        {
          name: 'invalidReason',
          type: 'select',
          label: label('Why invalid', '失效原因', 'Причина недействительности'),
          options: [
            { value: 'expired', label: label('Reservation expired', '保留期已过', 'Срок брони истёк') },
            { value: 'upgraded', label: label('Upgraded', '已升级', 'Заменён повышением') },
            { value: 'offline', label: label('Paid offline', '线下支付', 'Оплачен офлайн') },
            { value: 'fee-adjusted', label: label('Price adjusted', '费用已调整', 'Цена изменена') },
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
          label: label('Reason for the status change', '状态变更原因', 'Причина смены статуса'),
          admin: {
            description: label(
              'Required when staff change the status by hand.',
              '员工手动修改状态时必填。',
              'Обязательна, когда сотрудник меняет статус вручную.',
            ),
          },
        },
        {
          name: 'statusChangedAt',
          type: 'date',
          access: { create: () => false, update: () => false },
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
          label: label('Status changed at', '状态变更时间', 'Статус изменён'),
        },
        {
          name: 'statusChangedBy',
          type: 'relationship',
          relationTo: 'users',
          access: { create: () => false, update: () => false },
          admin: { readOnly: true },
          label: label('Status changed by', '状态变更人', 'Кто изменил статус'),
        },
      ],
    },
    {
      // The buyer as the receipt names them: filled when the order is placed (purchase form, member), fixed once
      // paid and kept with the order when the member's account is deleted (accounting retention).
      name: 'buyer',
      type: 'group',
      label: label('Buyer', '买方', 'Покупатель'),
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', label: label('Name', '名称', 'Имя') },
            { name: 'email', type: 'email', label: label('E-mail', '电子邮箱', 'E-mail') },
            { name: 'company', type: 'text', label: label('Company', '公司', 'Компания') },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'address', type: 'text', label: label('Address', '地址', 'Адрес') },
            {
              name: 'country',
              type: 'text',
              maxLength: 2,
              validate: (value: unknown) =>
                value === null || value === undefined || value === '' || /^[A-Z]{2}$/.test(String(value))
                  ? true
                  : 'ISO 3166-1 alpha-2 (CN, US, RU …)',
              label: label('Country (ISO code)', '国家（ISO 代码）', 'Страна (код ISO)'),
            },
            {
              name: 'taxId',
              type: 'text',
              maxLength: 64,
              label: label('Tax id (VAT / USCC / INN)', '税号（统一社会信用代码等）', 'ИНН / VAT'),
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
          label: label('Reserved until', '保留至', 'Забронирован до'),
        },
        {
          // Set from the money (the value date of the transfer that completed the amount, or the capture's time),
          // never typed: revenue is counted by this date.
          name: 'paidAt',
          type: 'date',
          access: { create: () => false, update: () => false },
          admin: { readOnly: true },
          label: label('Paid at', '支付时间', 'Оплачен'),
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
          label: label('PayPal order id', 'PayPal 订单 ID', 'ID заказа PayPal'),
        },
        {
          name: 'captureId',
          type: 'text',
          access: { create: () => false, update: () => false },
          admin: { readOnly: true },
          label: label('PayPal capture id', 'PayPal 收款 ID', 'ID платежа PayPal'),
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
          label: label('PayPal fee', 'PayPal 手续费', 'Комиссия PayPal'),
        },
        {
          name: 'paypalNet',
          type: 'number',
          access: { create: () => false, update: () => false },
          admin: { readOnly: true },
          label: label('Net from PayPal', 'PayPal 实收净额', 'Получено от PayPal'),
        },
      ],
    },
    {
      // Issue 24: bank transfers as the finance team records them. Enough received in the order's currency → paid
      // (stamped, package granted, as before); less → the outstanding amount shows to staff and the buyer.
      name: 'transfers',
      type: 'array',
      label: { en: 'Bank transfers received', zh: '已收银行转账', ru: 'Полученные банковские переводы' },
      labels: {
        singular: label('Bank transfer', '银行转账', 'Банковский перевод'),
        plural: label('Bank transfers', '银行转账', 'Банковские переводы'),
      },
      access: { create: editorOrAdmin, update: editorOrAdmin },
      admin: {
        description: {
          en: 'Add a row per transfer on the bank statement. The order is paid once the transfers reach its amount.',
          zh: '按银行流水每笔转账添加一行。转账合计达到订单金额时，订单自动变为已支付。',
          ru: 'Добавьте строку на каждый перевод из выписки. Заказ оплачен, когда сумма переводов достигает его суммы.',
        },
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
              label: { en: 'Amount', zh: '金额', ru: 'Сумма' },
            },
            {
              name: 'currency',
              type: 'text',
              required: true,
              defaultValue: 'USD',
              label: { en: 'Currency', zh: '币种', ru: 'Валюта' },
            },
            {
              name: 'valueDate',
              type: 'date',
              required: true,
              admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' } },
              label: { en: 'Value date', zh: '起息日', ru: 'Дата валютирования' },
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
              label: { en: 'Bank reference', zh: '银行流水号', ru: 'Банковский референс' },
            },
            {
              name: 'receipt',
              type: 'upload',
              relationTo: 'media',
              label: { en: 'Receipt (staff only)', zh: '回单（仅员工可见）', ru: 'Квитанция (только для сотрудников)' },
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
              label: { en: 'Recorded by', zh: '记录人', ru: 'Внёс' },
            },
            {
              name: 'recordedAt',
              type: 'date',
              admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
              label: { en: 'Recorded at', zh: '记录时间', ru: 'Внесено' },
            },
          ],
        },
      ],
    },
    // The refund button (amount, reason, confirmation) for the staff who manage orders: src/features/orders/admin/RefundButton.tsx.
    {
      name: 'refundAction',
      type: 'ui',
      admin: { components: { Field: '/features/orders/admin/RefundButton#RefundButton' } },
    },
    {
      // Issue 24: each refund, from the admin's refund button (src/features/orders/payments/refund.ts) or reported by PayPal's webhook.
      // Written only by those paths (field access: nobody edits it by hand), never removed.
      name: 'refunds',
      type: 'array',
      label: { en: 'Refunds', zh: '退款记录', ru: 'Возвраты' },
      labels: { singular: label('Refund', '退款', 'Возврат'), plural: label('Refunds', '退款', 'Возвраты') },
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, initCollapsed: false },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'amount', type: 'number', required: true, label: { en: 'Amount', zh: '金额', ru: 'Сумма' } },
            {
              name: 'at',
              type: 'date',
              required: true,
              admin: { date: { pickerAppearance: 'dayAndTime' } },
              label: { en: 'When', zh: '时间', ru: 'Когда' },
            },
            { name: 'by', type: 'relationship', relationTo: 'users', label: { en: 'By', zh: '操作人', ru: 'Кто' } },
          ],
        },
        { name: 'reason', type: 'text', required: true, label: { en: 'Reason', zh: '原因', ru: 'Причина' } },
        {
          type: 'row',
          fields: [
            {
              name: 'providerRefundId',
              type: 'text',
              label: { en: 'PayPal refund id', zh: 'PayPal 退款 ID', ru: 'ID возврата PayPal' },
            },
            {
              name: 'source',
              type: 'select',
              options: [
                { value: 'admin', label: label('Admin', '后台', 'Админка') },
                { value: 'paypal', label: label('PayPal', 'PayPal', 'PayPal') },
                { value: 'bank', label: label('Bank transfer', '银行转账', 'Банковский перевод') },
              ],
              label: { en: 'Source', zh: '来源', ru: 'Источник' },
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
              label: { en: 'Value date', zh: '起息日', ru: 'Дата валютирования' },
            },
            {
              name: 'bankReference',
              type: 'text',
              label: { en: 'Bank reference', zh: '银行流水号', ru: 'Банковский референс' },
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
              label: { en: 'Credit note', zh: '贷项通知单', ru: 'Кредит-нота' },
            },
            {
              name: 'balanceAfter',
              type: 'number',
              label: { en: 'Paid after this refund', zh: '本次退款后实付', ru: 'Оплачено после возврата' },
            },
          ],
        },
      ],
    },
    {
      // Issue 24: the receipt's number (TC-2026-000123), from a gap-free sequence per year, assigned once in the
      // transaction that makes the order paid (src/features/orders/order-hooks.ts assignInvoiceNumber), with the tax rate it
      // was issued at. Nobody edits it; the PDF is GET /pay/invoice/{id} (src/features/orders/payments/invoice.ts).
      name: 'invoice',
      type: 'group',
      label: { en: 'Receipt', zh: '收据', ru: 'Квитанция' },
      access: { create: () => false, update: () => false },
      admin: { position: 'sidebar', readOnly: true },
      fields: [
        {
          name: 'number',
          type: 'text',
          unique: true,
          label: { en: 'Receipt number', zh: '收据编号', ru: 'Номер квитанции' },
        },
        {
          name: 'taxRate',
          type: 'number',
          label: { en: 'Tax rate (%) when issued', zh: '开具时税率（%）', ru: 'Ставка налога (%) при выдаче' },
        },
        {
          // Everything the receipt shows, frozen when the number is given; the PDF is drawn from this alone.
          name: 'snapshot',
          type: 'json',
          label: { en: 'Receipt as issued', zh: '开具时的收据内容', ru: 'Квитанция при выдаче' },
        },
        {
          name: 'hash',
          type: 'text',
          label: { en: 'SHA-256 of the receipt', zh: '收据 SHA-256', ru: 'SHA-256 квитанции' },
        },
      ],
    },
    consentField,
    { name: 'notes', type: 'textarea', label: label('Staff notes', '内部备注', 'Заметки сотрудников') },
  ],
  endpoints: [refundEndpoint, ...orderExportEndpoints],
}
