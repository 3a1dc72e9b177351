import type { GlobalConfig } from 'payload'

import { canUpdateContent, lockSharedFieldsForTranslators } from '../../cms/access'
import { exposeGlobalMedia } from '../media/published-media'
import { revalidateGlobal } from '../../cms/revalidate'
import { validateContactAddress } from '../../domain/contact'
import { label } from '../../cms/shared'
import { marketsTab } from '../markets/markets-settings'

/** Labels of the two bank accounts' fields. */
const BENEFICIARY = label('site-settings.bank.beneficiary')
const BANK = label('site-settings.bank.bank')
const ACCOUNT = label('site-settings.bank.account')
const NOTE = label('site-settings.bank.note')

/** Site-wide settings: the claims of SPEC §9, the floating contact widget, bank-transfer details, social links. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: { en: 'Site settings', zh: '站点设置', ru: 'Настройки сайта' },
  admin: { group: { en: 'Settings', zh: '设置', ru: 'Настройки' } },
  access: { read: () => true, update: canUpdateContent },
  fields: lockSharedFieldsForTranslators([
    {
      type: 'tabs',
      tabs: [
        {
          label: label('site-settings.tabs.company'),
          fields: [
            {
              name: 'companyName',
              type: 'text',
              localized: true,
              required: true,
              label: label('site-settings.companyName'),
            },
            { name: 'slogan', type: 'text', localized: true, label: label('site-settings.slogan') },
            {
              name: 'claims',
              type: 'group',
              label: label('site-settings.claims'),
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'countries',
                      type: 'text',
                      defaultValue: '250+',
                      label: label('site-settings.claims.countries'),
                    },
                    {
                      name: 'countriesExact',
                      type: 'text',
                      defaultValue: '252',
                      label: label('site-settings.claims.countriesExact'),
                    },
                    {
                      name: 'creditCountries',
                      type: 'text',
                      defaultValue: '230',
                      label: label('site-settings.claims.creditCountries'),
                    },
                  ],
                },
                {
                  name: 'companies',
                  type: 'text',
                  localized: true,
                  label: label('site-settings.claims.companies'),
                },
              ],
            },
            {
              name: 'contactDomain',
              type: 'text',
              label: { en: 'Contact domain', zh: '联系邮箱域名', ru: 'Домен контактных адресов' },
              admin: {
                description: {
                  en: 'Your domain for e-mail addresses, e.g. tradecompass.com. Every address written as name@{domain} (offices, sales and support, bank-transfer notes, legal texts, news) is shown on it. Until it is set, the sites show the placeholder tradecompass.example and the launch checklist reports it.',
                  zh: '联系邮箱使用的域名，例如 tradecompass.com。所有写作 name@{domain} 的地址（办公室、销售与客服邮箱、银行转账说明、法律文本、新闻）都显示为该域名。未设置时网站显示占位域名 tradecompass.example，上线检查清单会提示。',
                  ru: 'Ваш домен для адресов почты, например tradecompass.com. Все адреса вида name@{domain} (офисы, продажи и поддержка, банковские реквизиты, юридические тексты, новости) показываются на нём. Пока домен не задан, сайты показывают заглушку tradecompass.example, и чек-лист запуска сообщает об этом.',
                },
              },
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'supportEmail',
                  type: 'text',
                  validate: validateContactAddress,
                  label: label('site-settings.supportEmail'),
                  admin: {
                    description: label('site-settings.supportEmail.description'),
                  },
                },
                {
                  name: 'salesEmail',
                  type: 'text',
                  validate: validateContactAddress,
                  label: label('site-settings.salesEmail'),
                  admin: { description: label('site-settings.salesEmail.description') },
                },
              ],
            },
          ],
        },
        {
          label: label('site-settings.tabs.contactWidget'),
          fields: [
            {
              name: 'contactWidget',
              type: 'group',
              label: label('site-settings.contactWidget'),
              fields: [
                {
                  name: 'wechatQr',
                  type: 'upload',
                  relationTo: 'media',
                  label: label('site-settings.contactWidget.wechatQr'),
                },
                {
                  type: 'row',
                  fields: [
                    { name: 'wechatId', type: 'text', label: label('site-settings.contactWidget.wechatId') },
                    { name: 'qq', type: 'text', label: label('site-settings.contactWidget.qq') },
                    { name: 'phone', type: 'text', label: label('site-settings.contactWidget.phone') },
                  ],
                },
                {
                  name: 'hours',
                  type: 'text',
                  localized: true,
                  label: label('site-settings.contactWidget.hours'),
                },
              ],
            },
          ],
        },
        {
          label: label('site-settings.tabs.bankTransfer'),
          fields: [
            {
              name: 'bankTransfer',
              type: 'group',
              label: label('site-settings.bankTransfer'),
              fields: [
                {
                  name: 'international',
                  type: 'group',
                  label: label('site-settings.bankTransfer.international'),
                  fields: [
                    {
                      type: 'row',
                      fields: [
                        { name: 'beneficiary', type: 'text', label: BENEFICIARY },
                        { name: 'bank', type: 'text', label: BANK },
                      ],
                    },
                    {
                      type: 'row',
                      fields: [
                        { name: 'account', type: 'text', label: ACCOUNT },
                        { name: 'swift', type: 'text', label: label('site-settings.bankTransfer.international.swift') },
                      ],
                    },
                    { name: 'address', type: 'text', label: label('site-settings.bankTransfer.international.address') },
                    { name: 'note', type: 'textarea', localized: true, label: NOTE },
                  ],
                },
                {
                  name: 'mainland',
                  type: 'group',
                  label: label('site-settings.bankTransfer.mainland'),
                  fields: [
                    {
                      type: 'row',
                      fields: [
                        { name: 'beneficiary', type: 'text', label: BENEFICIARY },
                        { name: 'bank', type: 'text', label: BANK },
                      ],
                    },
                    {
                      type: 'row',
                      fields: [
                        { name: 'account', type: 'text', label: ACCOUNT },
                        { name: 'branch', type: 'text', label: label('site-settings.bankTransfer.mainland.branch') },
                      ],
                    },
                    { name: 'note', type: 'textarea', localized: true, label: NOTE },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: { en: 'Receipts', zh: '收据', ru: 'Квитанции' },
          description: {
            en: 'The seller on the receipts of paid orders (GET /pay/invoice/{order}). The bank details come from the Bank transfer tab.',
            zh: '已支付订单收据上的卖方信息。银行信息取自“银行转账”页签。',
            ru: 'Продавец в квитанциях оплаченных заказов. Банковские реквизиты берутся со вкладки «Банковский перевод».',
          },
          fields: [
            {
              name: 'seller',
              type: 'group',
              label: label('site-settings.seller'),
              fields: [
                {
                  name: 'legalName',
                  type: 'text',
                  localized: true,
                  label: {
                    en: 'Legal name (empty: company name)',
                    zh: '法定名称（留空则用公司名称）',
                    ru: 'Юридическое название (пусто: название компании)',
                  },
                },
                {
                  name: 'address',
                  type: 'textarea',
                  localized: true,
                  label: { en: 'Address', zh: '地址', ru: 'Адрес' },
                },
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'taxId',
                      type: 'text',
                      label: {
                        en: 'Tax / registration number',
                        zh: '税号 / 登记号',
                        ru: 'ИНН / регистрационный номер',
                      },
                    },
                    {
                      name: 'taxRate',
                      type: 'number',
                      defaultValue: 0,
                      min: 0,
                      max: 100,
                      label: {
                        en: 'Tax rate (%), included in the price',
                        zh: '税率（%），含在价格内',
                        ru: 'Ставка налога (%), включена в цену',
                      },
                    },
                    {
                      name: 'taxLabel',
                      type: 'text',
                      localized: true,
                      label: {
                        en: 'Tax name (e.g. VAT)',
                        zh: '税种名称（如 增值税）',
                        ru: 'Название налога (напр. НДС)',
                      },
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: label('site-settings.tabs.social'),
          fields: [
            {
              name: 'social',
              type: 'array',
              label: label('site-settings.social'),
              labels: {
                singular: label('site-settings.social.singular'),
                plural: label('site-settings.social.plural'),
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'name', type: 'text', required: true, label: label('site-settings.social.name') },
                    {
                      name: 'url',
                      type: 'text',
                      required: true,
                      label: label('site-settings.social.url'),
                    },
                  ],
                },
              ],
            },
          ],
        },
        marketsTab,
      ],
    },
  ]),
  hooks: { afterChange: [revalidateGlobal('site-settings'), exposeGlobalMedia] },
}
