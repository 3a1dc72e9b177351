import type { Tab } from 'payload'

import { label } from '../../cms/shared'

/**
 * The Site settings tab of issue 23 ("Markets"): China's filing numbers for the footer, and the search engines'
 * site-verification codes per site. Kept in this file so SiteSettings only lists the tab.
 */
/** "meta name=…": which tag's content goes into the field. */
const metaName = (name: string) =>
  label(
    `The content of <meta name="${name}">`,
    `<meta name="${name}"> 的 content 值`,
    `Значение content тега <meta name="${name}">`,
  )

const verification = (site: 'cn' | 'en' | 'ru') => ({
  name: site,
  type: 'group' as const,
  label: {
    cn: label('markets-settings.cn'),
    en: label('markets-settings.en'),
    ru: label('markets-settings.ru'),
  }[site],
  fields: [
    {
      type: 'row' as const,
      fields: (['baidu', 'yandex', 'bing', 'google'] as const).map((engine) => ({
        name: engine,
        type: 'text' as const,
        label: {
          baidu: label('markets-settings.baidu'),
          yandex: label('markets-settings.yandex'),
          bing: label('markets-settings.bing'),
          google: label('markets-settings.google'),
        }[engine],
        admin: {
          description: metaName(
            {
              baidu: 'baidu-site-verification',
              yandex: 'yandex-verification',
              bing: 'msvalidate.01',
              google: 'google-site-verification',
            }[engine],
          ),
        },
      })),
    },
  ],
})

export const marketsTab: Tab = {
  label: { en: 'Markets', zh: '市场合规', ru: 'Рынки' },
  fields: [
    {
      name: 'markets',
      type: 'group',
      label: false,
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'icpNumber',
              type: 'text',
              label: { en: 'ICP filing number', zh: 'ICP 备案号', ru: 'Номер ICP' },
              admin: {
                description: {
                  en: 'e.g. 京ICP备12345678号-1; linked to beian.miit.gov.cn',
                  zh: '例如 京ICP备12345678号-1，链接到 beian.miit.gov.cn',
                  ru: 'напр. 京ICP备12345678号-1',
                },
              },
            },
            {
              name: 'publicSecurityNumber',
              type: 'text',
              label: { en: 'Public-security filing number', zh: '公安备案号', ru: 'Номер регистрации в МОБ КНР' },
              admin: {
                description: {
                  en: 'e.g. 京公网安备11010502030143号; linked to beian.mps.gov.cn',
                  zh: '例如 京公网安备11010502030143号',
                  ru: 'напр. 京公网安备11010502030143号',
                },
              },
            },
          ],
        },
        {
          name: 'filingsOn',
          type: 'select',
          hasMany: true,
          options: [
            { value: 'en', label: label('markets-settings.markets.filingsOn.en') },
            { value: 'ru', label: label('markets-settings.markets.filingsOn.ru') },
          ],
          label: {
            en: 'Also show the filing numbers on',
            zh: '同时在以下站点显示备案号',
            ru: 'Показывать номера также на',
          },
          admin: {
            description: {
              en: '/cn always shows them when set.',
              zh: '/cn 填写后始终显示。',
              ru: '/cn показывает их всегда, если заполнены.',
            },
          },
        },
        {
          name: 'verification',
          type: 'group',
          label: {
            en: 'Search-engine verification codes',
            zh: '搜索引擎站点验证码',
            ru: 'Коды подтверждения для поисковых систем',
          },
          admin: {
            description: {
              en: 'The content of each engine’s verification meta tag, per site.',
              zh: '各搜索引擎验证 meta 标签的 content 值（按站点）。',
              ru: 'Значение content мета-тега подтверждения, для каждого сайта.',
            },
          },
          fields: [verification('cn'), verification('en'), verification('ru')],
        },
      ],
    },
  ],
}
