import type { GlobalConfig } from 'payload'

import { canUpdateContent, lockSharedFieldsForTranslators } from '../../cms/access'
import { exposeGlobalMedia } from '../media/published-media'
import { revalidateGlobal } from '../../cms/revalidate'
import { validateContactAddress } from '../../domain/contact'
import { label } from '../../cms/shared'
import { marketsTab } from '../markets/markets-settings'

/** Labels of the two bank accounts' fields. */
const BENEFICIARY = label('Beneficiary', '收款人', 'Получатель')
const BANK = label('Bank', '开户银行', 'Банк')
const ACCOUNT = label('Account number', '账号', 'Номер счёта')
const NOTE = label('Note for the buyer', '给买家的说明', 'Примечание для покупателя')

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
          label: label('Company and claims', '公司与数据口径', 'Компания и показатели'),
          fields: [
            {
              name: 'companyName',
              type: 'text',
              localized: true,
              required: true,
              label: label('Company name', '公司名称', 'Название компании'),
            },
            { name: 'slogan', type: 'text', localized: true, label: label('Slogan', '标语', 'Слоган') },
            {
              name: 'claims',
              type: 'group',
              label: label('Figures on the sites', '网站展示数据', 'Цифры на сайтах'),
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'countries',
                      type: 'text',
                      defaultValue: '250+',
                      label: label('Countries and regions', '国家和地区', 'Страны и регионы'),
                    },
                    {
                      name: 'countriesExact',
                      type: 'text',
                      defaultValue: '252',
                      label: label('Countries (exact)', '国家数（精确）', 'Стран (точно)'),
                    },
                    {
                      name: 'creditCountries',
                      type: 'text',
                      defaultValue: '230',
                      label: label('Credit-report coverage', '信用报告覆盖国家', 'Охват кредитных отчётов'),
                    },
                  ],
                },
                {
                  name: 'companies',
                  type: 'text',
                  localized: true,
                  label: label('Companies (126 million)', '企业数量（1.26 亿）', 'Компаний (126 млн)'),
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
                  label: label('Support e-mail', '客服邮箱', 'E-mail поддержки'),
                  admin: {
                    description: label('e.g. support@{domain}', '例如 support@{domain}', 'напр. support@{domain}'),
                  },
                },
                {
                  name: 'salesEmail',
                  type: 'text',
                  validate: validateContactAddress,
                  label: label('Sales e-mail', '销售邮箱', 'E-mail отдела продаж'),
                  admin: { description: label('e.g. sales@{domain}', '例如 sales@{domain}', 'напр. sales@{domain}') },
                },
              ],
            },
          ],
        },
        {
          label: label('Contact widget (/cn)', '悬浮联系窗（/cn）', 'Виджет контактов (/cn)'),
          fields: [
            {
              name: 'contactWidget',
              type: 'group',
              label: label('Contact widget', '悬浮联系窗', 'Виджет контактов'),
              fields: [
                {
                  name: 'wechatQr',
                  type: 'upload',
                  relationTo: 'media',
                  label: label('WeChat QR code', '微信二维码', 'QR-код WeChat'),
                },
                {
                  type: 'row',
                  fields: [
                    { name: 'wechatId', type: 'text', label: label('WeChat ID', '微信号', 'ID в WeChat') },
                    { name: 'qq', type: 'text', label: label('QQ', 'QQ 号', 'QQ') },
                    { name: 'phone', type: 'text', label: label('Phone', '电话', 'Телефон') },
                  ],
                },
                {
                  name: 'hours',
                  type: 'text',
                  localized: true,
                  label: label('Service hours', '服务时间', 'Часы работы'),
                },
              ],
            },
          ],
        },
        {
          label: label('Bank transfer', '银行转账', 'Банковский перевод'),
          fields: [
            {
              name: 'bankTransfer',
              type: 'group',
              label: label('Bank details', '收款账户', 'Банковские реквизиты'),
              fields: [
                {
                  name: 'international',
                  type: 'group',
                  label: label('Hong Kong / international', '香港 / 境外账户', 'Гонконг / международный счёт'),
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
                        { name: 'swift', type: 'text', label: label('SWIFT code', 'SWIFT 代码', 'Код SWIFT') },
                      ],
                    },
                    { name: 'address', type: 'text', label: label('Bank address', '银行地址', 'Адрес банка') },
                    { name: 'note', type: 'textarea', localized: true, label: NOTE },
                  ],
                },
                {
                  name: 'mainland',
                  type: 'group',
                  label: label('Mainland China', '中国大陆账户', 'Счёт в материковом Китае'),
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
                        { name: 'branch', type: 'text', label: label('Branch', '开户支行', 'Отделение') },
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
              label: label('Seller', '卖方', 'Продавец'),
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
          label: label('Social links', '社交媒体', 'Соцсети'),
          fields: [
            {
              name: 'social',
              type: 'array',
              label: label('Social links', '社交媒体链接', 'Ссылки на соцсети'),
              labels: { singular: label('Link', '链接', 'Ссылка'), plural: label('Links', '链接', 'Ссылки') },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'name', type: 'text', required: true, label: label('Name', '名称', 'Название') },
                    {
                      name: 'url',
                      type: 'text',
                      required: true,
                      label: label('Link (URL)', '链接（URL）', 'Ссылка (URL)'),
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
