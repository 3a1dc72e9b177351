import type { GlobalConfig } from 'payload'

import { canUpdateContent, lockSharedFieldsForTranslators } from '../collections/access'
import { exposeGlobalMedia } from '../collections/hooks/published-media'
import { revalidateGlobal } from '../collections/hooks/revalidate'
import { validateContactAddress } from '../src/domain/contact'
import { marketsTab } from './markets-settings'

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
          label: 'Company and claims',
          fields: [
            { name: 'companyName', type: 'text', localized: true, required: true },
            { name: 'slogan', type: 'text', localized: true },
            {
              name: 'claims',
              type: 'group',
              fields: [
                { type: 'row', fields: [
                  { name: 'countries', type: 'text', defaultValue: '250+', label: 'Countries and regions' },
                  { name: 'countriesExact', type: 'text', defaultValue: '252', label: 'Countries (exact)' },
                  { name: 'creditCountries', type: 'text', defaultValue: '230', label: 'Credit-report coverage' },
                ] },
                { name: 'companies', type: 'text', localized: true, label: 'Companies (126 million)' },
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
            { type: 'row', fields: [
              { name: 'supportEmail', type: 'text', validate: validateContactAddress, admin: { description: 'e.g. support@{domain}' } },
              { name: 'salesEmail', type: 'text', validate: validateContactAddress, admin: { description: 'e.g. sales@{domain}' } },
            ] },
          ],
        },
        {
          label: 'Contact widget (/cn)',
          fields: [
            {
              name: 'contactWidget',
              type: 'group',
              fields: [
                { name: 'wechatQr', type: 'upload', relationTo: 'media', label: 'WeChat QR code' },
                { type: 'row', fields: [
                  { name: 'wechatId', type: 'text' },
                  { name: 'qq', type: 'text', label: 'QQ' },
                  { name: 'phone', type: 'text' },
                ] },
                { name: 'hours', type: 'text', localized: true },
              ],
            },
          ],
        },
        {
          label: 'Bank transfer',
          fields: [
            {
              name: 'bankTransfer',
              type: 'group',
              fields: [
                {
                  name: 'international',
                  type: 'group',
                  label: 'Hong Kong / international',
                  fields: [
                    { type: 'row', fields: [{ name: 'beneficiary', type: 'text' }, { name: 'bank', type: 'text' }] },
                    { type: 'row', fields: [{ name: 'account', type: 'text' }, { name: 'swift', type: 'text', label: 'SWIFT' }] },
                    { name: 'address', type: 'text' },
                    { name: 'note', type: 'textarea', localized: true },
                  ],
                },
                {
                  name: 'mainland',
                  type: 'group',
                  label: 'Mainland China',
                  fields: [
                    { type: 'row', fields: [{ name: 'beneficiary', type: 'text' }, { name: 'bank', type: 'text' }] },
                    { type: 'row', fields: [{ name: 'account', type: 'text' }, { name: 'branch', type: 'text' }] },
                    { name: 'note', type: 'textarea', localized: true },
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
              fields: [
                { name: 'legalName', type: 'text', localized: true, label: { en: 'Legal name (empty: company name)', zh: '法定名称（留空则用公司名称）', ru: 'Юридическое название (пусто: название компании)' } },
                { name: 'address', type: 'textarea', localized: true, label: { en: 'Address', zh: '地址', ru: 'Адрес' } },
                { type: 'row', fields: [
                  { name: 'taxId', type: 'text', label: { en: 'Tax / registration number', zh: '税号 / 登记号', ru: 'ИНН / регистрационный номер' } },
                  { name: 'taxRate', type: 'number', defaultValue: 0, min: 0, max: 100, label: { en: 'Tax rate (%), included in the price', zh: '税率（%），含在价格内', ru: 'Ставка налога (%), включена в цену' } },
                  { name: 'taxLabel', type: 'text', localized: true, label: { en: 'Tax name (e.g. VAT)', zh: '税种名称（如 增值税）', ru: 'Название налога (напр. НДС)' } },
                ] },
              ],
            },
          ],
        },
        {
          label: 'Social links',
          fields: [
            { name: 'social', type: 'array', fields: [{ type: 'row', fields: [{ name: 'name', type: 'text', required: true }, { name: 'url', type: 'text', required: true }] }] },
          ],
        },
        marketsTab,
      ],
    },
  ]),
  hooks: { afterChange: [revalidateGlobal('site-settings'), exposeGlobalMedia] },
}
