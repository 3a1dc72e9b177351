import type { Access, CollectionConfig, FieldAccess } from 'payload'

import { consentField } from '../../cms/consent-field'
import { anyone, editorOrAdmin, isActiveMember, isAdmin, isEditorOrAdmin } from '../../cms/access'
import { forgiveSuccessfulLogin, throttleAccountOperations } from '../../http/account-throttle'
import { currentPasswordField, guardCredentials } from './credentials'
import { uniformLogin } from './login'
import {
  computeDormant,
  memberForgotPassword,
  protectRegistration,
  refuseClosedAccounts,
  stampLastLogin,
} from './member-hooks'
import { groups, label } from '../../cms/shared'
import { isProduction, setting } from '../../settings'

/** Only staff (editors and admins) set what a member may do: membership, level, roles, permissions, datasets. */
export const staffOnly: FieldAccess = editorOrAdmin

/** Editors and admins see and edit every member; a member only themself, and only while the account is active. */
export const isStaffOrSelf: Access = ({ req }) => {
  if (isEditorOrAdmin(req.user)) return true
  if (isActiveMember(req.user)) return { id: { equals: req.user!.id } }
  return false
}

/** The product permissions of the TS group, as the admin names them. */
const TS_PERMISSION_LABELS = {
  SO: label('Search (SO)', '搜索（SO）', 'Поиск (SO)'),
  AI: label('AI assistant (AI)', 'AI 助手（AI）', 'ИИ-помощник (AI)'),
  MARKET: label('Market analysis (MARKET)', '市场分析（MARKET）', 'Анализ рынка (MARKET)'),
  EMAIL: label('E-mail finder (EMAIL)', '邮箱查找（EMAIL）', 'Поиск e-mail (EMAIL)'),
  RECOMMEND: label('Recommendations (RECOMMEND)', '推荐（RECOMMEND）', 'Рекомендации (RECOMMEND)'),
}

/**
 * Site accounts (SPEC §3 Session user), separate from staff `users`. Log in and registration go through Payload's
 * auth (POST /api/members/login, POST /api/members), so the token lands in the `ts-token` cookie.
 */
export const Members: CollectionConfig = {
  slug: 'members',
  labels: {
    singular: { en: 'Member', zh: '会员', ru: 'Участник' },
    plural: { en: 'Members', zh: '会员', ru: 'Участники' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'nickname', 'membership', 'accountStatus', 'lastLoginAt', 'dormant', 'createdAt'],
    group: groups.visitors,
    listSearchableFields: ['email', 'nickname', 'accountName', 'phone'],
  },
  auth: {
    tokenExpiration: 60 * 60 * 24 * 7,
    maxLoginAttempts: 10,
    lockTime: 15 * 60 * 1000,
    forgotPassword: memberForgotPassword,
    cookies: {
      sameSite: 'Lax',
      secure: isProduction() && setting('COOKIE_SECURE') !== 'false',
      domain: setting('COOKIE_DOMAIN'),
    },
  },
  /**
   * Registration ("join free") is open to anyone but protected (image code and rate limit: hooks/members.ts), and
   * the fields that say what a member may do are staff-only at field level, so a visitor always gets a NORMAL member.
   */
  access: {
    read: isStaffOrSelf,
    create: anyone,
    update: isStaffOrSelf,
    delete: isAdmin,
  },
  hooks: {
    beforeOperation: [throttleAccountOperations, protectRegistration, uniformLogin, guardCredentials],
    beforeLogin: [refuseClosedAccounts],
    afterLogin: [stampLastLogin, forgiveSuccessfulLogin],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'nickname', type: 'text', label: label('Nickname', '昵称', 'Имя') },
        { name: 'accountName', type: 'text', label: label('Account name', '账户名', 'Имя аккаунта') },
        { name: 'phone', type: 'text', label: label('Phone', '电话', 'Телефон') },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'membership',
          type: 'number',
          defaultValue: 0,
          min: 0,
          access: { create: staffOnly, update: staffOnly },
          label: label('Membership', '会员等级', 'Тариф участника'),
          admin: {
            description: label(
              'Low 4 bits: level (0 normal … 8 global deluxe); higher bits: permission bits (16, 32, 64, 128, 256, 512).',
              '低 4 位：等级（0 普通 … 8 全球豪华版）；高位：权限位（16、32、64、128、256、512）。',
              'Младшие 4 бита: уровень (0 обычный … 8 глобальный делюкс); старшие биты: права (16, 32, 64, 128, 256, 512).',
            ),
          },
        },
        {
          name: 'level',
          type: 'number',
          defaultValue: 0,
          min: 0,
          access: { create: staffOnly, update: staffOnly },
          label: label('Account level', '账户层级', 'Уровень аккаунта'),
          admin: {
            description: label(
              '0 = main account; others are sub accounts.',
              '0 = 主账户；其他为子账户。',
              '0 — основной аккаунт, остальные — субаккаунты.',
            ),
          },
        },
        {
          name: 'userRole',
          type: 'text',
          access: { create: staffOnly, update: staffOnly },
          label: label('Account roles', '账户角色', 'Роли в аккаунте'),
          admin: {
            description: label(
              'Comma-separated, e.g. "admin,info,payment"',
              '用英文逗号分隔，例如 "admin,info,payment"',
              'Через запятую, напр. "admin,info,payment"',
            ),
          },
        },
      ],
    },
    {
      name: 'permissions',
      type: 'group',
      label: label('Permissions', '权限', 'Права'),
      access: { create: staffOnly, update: staffOnly },
      fields: [
        {
          name: 'TS',
          type: 'group',
          label: label('Trade search (TS)', '贸易搜索（TS）', 'Торговый поиск (TS)'),
          fields: [
            {
              type: 'row',
              fields: (['SO', 'AI', 'MARKET', 'EMAIL', 'RECOMMEND'] as const).map((name) => ({
                name,
                type: 'checkbox' as const,
                label: TS_PERMISSION_LABELS[name],
              })),
            },
          ],
        },
        {
          name: 'CDS',
          type: 'group',
          label: label('Customs data (CDS)', '海关数据（CDS）', 'Таможенные данные (CDS)'),
          fields: [
            {
              name: 'download_limit',
              type: 'number',
              defaultValue: 0,
              min: 0,
              label: label('Download limit', '下载上限', 'Лимит выгрузок'),
            },
          ],
        },
        {
          name: 'OPENS',
          type: 'checkbox',
          label: label('Open API (OPENS)', '开放接口（OPENS）', 'Открытый API (OPENS)'),
        },
      ],
    },
    {
      name: 'customs_data_source',
      type: 'text',
      access: { create: staffOnly, update: staffOnly },
      label: label('Data sources (flags)', '数据源（标志位）', 'Источники данных (флаги)'),
      admin: {
        description: label(
          'One 0/1 flag per data source, in catalogue order.',
          '每个数据源一个 0/1 标志，按目录顺序排列。',
          'По одному флагу 0/1 на источник данных, в порядке каталога.',
        ),
      },
    },
    {
      name: 'deptInfo',
      type: 'group',
      label: label('Department', '部门', 'Отдел'),
      access: { create: staffOnly, update: staffOnly },
      fields: [{ name: 'name', type: 'text', label: label('Department name', '部门名称', 'Название отдела') }],
    },
    {
      name: 'oemDomains',
      type: 'array',
      label: label('OEM domains', 'OEM 域名', 'OEM-домены'),
      labels: {
        singular: label('OEM domain', 'OEM 域名', 'OEM-домен'),
        plural: label('OEM domains', 'OEM 域名', 'OEM-домены'),
      },
      access: { create: staffOnly, update: staffOnly },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', label: label('Name', '名称', 'Название') },
            { name: 'link', type: 'text', label: label('Link', '链接', 'Ссылка') },
            { name: 'companyDomain', type: 'text', label: label('Company domain', '企业域名', 'Домен компании') },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'systemNameZhCn',
              type: 'text',
              label: label('System name (Chinese)', '系统名称（中文）', 'Название системы (китайский)'),
            },
            {
              name: 'systemNameEn',
              type: 'text',
              label: label('System name (English)', '系统名称（英文）', 'Название системы (английский)'),
            },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'accountStatus',
          type: 'select',
          defaultValue: 'active',
          label: label('Account status', '账户状态', 'Статус аккаунта'),
          options: [
            { value: 'active', label: label('Active', '正常', 'Активен') },
            { value: 'frozen', label: label('Frozen', '已冻结', 'Заморожен') },
            { value: 'cancelled', label: label('Cancelled', '已注销', 'Закрыт') },
          ],
          access: { create: staffOnly, update: staffOnly },
        },
        {
          name: 'serviceExpiresAt',
          type: 'date',
          access: { create: staffOnly, update: staffOnly },
          label: label('Service expires', '服务到期日', 'Услуги до'),
        },
        {
          // Set only by the member's confirmation of a code sent to the address (email-change.ts): from then on the
          // submissions sent from this address belong to the account (data-rights.ts).
          name: 'emailVerifiedAt',
          type: 'date',
          access: { create: staffOnly, update: staffOnly },
          admin: { readOnly: true },
          label: label('E-mail verified', '邮箱验证时间', 'E-mail подтверждён'),
        },
        {
          name: 'lastLoginAt',
          type: 'date',
          access: { create: staffOnly, update: staffOnly },
          admin: { readOnly: true },
          label: label('Last login', '最近登录', 'Последний вход'),
        },
      ],
    },
    {
      // SPEC §4: may be cancelled after 12 months without login and with no unexpired service. Computed, not stored.
      name: 'dormant',
      type: 'checkbox',
      virtual: true,
      label: { en: 'Dormant (12 months)', zh: '休眠账户（12 个月）', ru: 'Неактивен (12 месяцев)' },
      access: { create: () => false, update: () => false },
      admin: {
        readOnly: true,
        description: {
          en: '12 consecutive months without a login and no unexpired service: the account may be cancelled.',
          zh: '连续 12 个月未登录且没有未到期的服务：账户可被注销。',
          ru: '12 месяцев подряд без входа и без действующих услуг: аккаунт можно закрыть.',
        },
      },
      hooks: { afterRead: [computeDormant] },
    },
    consentField,
    currentPasswordField(false),
    {
      name: 'staffNotes',
      type: 'textarea',
      access: { read: staffOnly, create: staffOnly, update: staffOnly },
      label: label('Staff notes', '内部备注', 'Заметки сотрудников'),
    },
  ],
}
