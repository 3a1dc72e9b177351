import type { CollectionConfig } from 'payload'

import { editorOrAdmin, isAdmin } from '../../cms/access'
import { consentField } from '../../cms/consent-field'
import { anonymiseFields, anonymiseOnRequest } from './submission-rights'
import { groups, label } from '../../cms/shared'

export const SUBMISSION_KINDS = ['demo', 'contact', 'credit-report', 'debt-claim'] as const

const KIND_LABELS: Record<(typeof SUBMISSION_KINDS)[number], ReturnType<typeof label>> = {
  demo: label('Demo request', '演示申请', 'Запрос демо'),
  contact: label('Contact message', '联系留言', 'Сообщение'),
  'credit-report': label('Credit report request', '信用报告申请', 'Запрос кредитного отчёта'),
  'debt-claim': label('Debt claim', '账款追收', 'Взыскание долга'),
}
const pending = { value: 'pending', label: label('Pending', '待发送', 'В очереди') }
const sent = { value: 'sent', label: label('Sent', '已发送', 'Отправлено') }
const failed = { value: 'failed', label: label('Failed', '发送失败', 'Ошибка') }

/**
 * What visitors send (demo requests, contact messages, credit-report requests, debt claims). Stored first; the staff
 * notification and the visitor's acknowledgement are sent afterwards (a job of Payload's queue), retried, and their
 * state shows here.
 * Guests and translators cannot read submissions; the public endpoints write them with the local API.
 */
export const Submissions: CollectionConfig = {
  slug: 'submissions',
  labels: {
    singular: { en: 'Submission', zh: '表单提交', ru: 'Заявка' },
    plural: { en: 'Submissions', zh: '表单提交', ru: 'Заявки' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['kind', 'name', 'email', 'company', 'site', 'status', 'notification', 'createdAt'],
    group: groups.visitors,
    listSearchableFields: ['email', 'name', 'company'],
    components: { beforeListTable: ['/features/forms/admin/SubmissionActions#SubmissionActions'] },
  },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [anonymiseOnRequest] },
  access: { read: editorOrAdmin, create: () => false, update: editorOrAdmin, delete: isAdmin },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          index: true,
          label: label('Kind', '类型', 'Тип'),
          options: SUBMISSION_KINDS.map((value) => ({ value, label: KIND_LABELS[value] })),
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'new',
          index: true,
          label: label('Status', '状态', 'Статус'),
          options: [
            { value: 'new', label: label('New', '新提交', 'Новая') },
            { value: 'contacted', label: label('Contacted', '已联系', 'Связались') },
            { value: 'closed', label: label('Closed', '已关闭', 'Закрыта') },
          ],
        },
        { name: 'site', type: 'text', label: label('Site', '站点', 'Сайт') },
        { name: 'locale', type: 'text', label: label('Language', '语言', 'Язык') },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', label: label('Name', '姓名', 'Имя') },
        { name: 'email', type: 'email', index: true, label: label('E-mail', '邮箱', 'E-mail') },
        { name: 'company', type: 'text', label: label('Company', '公司', 'Компания') },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text', label: label('Phone', '电话', 'Телефон') },
        { name: 'country', type: 'text', label: label('Country', '国家/地区', 'Страна') },
        { name: 'page', type: 'text', label: label('Sent from page', '来源页面', 'Страница отправки') },
      ],
    },
    { name: 'message', type: 'textarea', label: label('Message', '留言', 'Сообщение') },
    {
      name: 'fields',
      type: 'json',
      label: label('Form data', '表单数据', 'Данные формы'),
      admin: {
        description: label(
          'Everything the visitor sent, as sent.',
          '访客提交的全部内容（原样保存）。',
          'Всё, что отправил посетитель, без изменений.',
        ),
      },
    },
    {
      name: 'notification',
      type: 'group',
      label: label('Notification e-mails', '通知邮件', 'Письма-уведомления'),
      admin: {
        description: label(
          'E-mails sent after the submission was stored.',
          '提交保存后发送的邮件。',
          'Письма, отправляемые после сохранения заявки.',
        ),
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'staff',
              type: 'select',
              defaultValue: 'pending',
              label: label('To staff', '通知员工', 'Сотрудникам'),
              options: [pending, sent, failed],
            },
            {
              name: 'visitor',
              type: 'select',
              defaultValue: 'pending',
              label: label('To visitor', '回复访客', 'Посетителю'),
              options: [pending, sent, failed, { value: 'skipped', label: label('Skipped', '已跳过', 'Пропущено') }],
            },
            { name: 'attempts', type: 'number', defaultValue: 0, label: label('Attempts', '尝试次数', 'Попыток') },
          ],
        },
        { name: 'lastError', type: 'text', label: label('Last error', '最近错误', 'Последняя ошибка') },
        { name: 'sentAt', type: 'date', label: label('Sent at', '发送时间', 'Отправлено') },
        {
          // Held by the queue runner sending this submission's e-mails (src/features/forms/api/submissions.ts), so a
          // second runner given the same job sends nothing; it lapses by itself if that runner dies.
          name: 'sendingUntil',
          type: 'date',
          admin: { hidden: true },
          access: { create: () => false, update: () => false },
        },
      ],
    },
    {
      // The member logged in when it was sent: their export and deletion reach it (data-rights.ts), an e-mail alone
      // does not.
      name: 'member',
      type: 'relationship',
      relationTo: 'members',
      index: true,
      admin: { readOnly: true },
      label: label('Sent by member', '提交会员', 'Отправил участник'),
    },
    consentField,
    ...anonymiseFields,
    { name: 'notes', type: 'textarea', label: label('Staff notes', '内部备注', 'Заметки сотрудников') },
    {
      type: 'row',
      fields: [
        {
          name: 'ipHash',
          type: 'text',
          admin: { readOnly: true },
          label: label('IP address hash', 'IP 地址哈希', 'Хеш IP-адреса'),
        },
        {
          name: 'userAgent',
          type: 'text',
          admin: { readOnly: true },
          label: label('Browser (user agent)', '浏览器（User-Agent）', 'Браузер (User-Agent)'),
        },
      ],
    },
  ],
}
