import type { Tab } from 'payload'

import { label } from '../../cms/shared'

/**
 * The Site settings tab "Markets": China's filing numbers for the footer, and the search engines'
 * site-verification codes per site. Kept in this file so SiteSettings only lists the tab.
 */
/** "meta name=…": which tag's content goes into the field. */
const metaName = (name: string) => label('markets-settings.metaName', { name })

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
  label: label('markets-settings.tabs.markets'),
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
              label: label('markets-settings.markets.icpNumber'),
              admin: {
                description: label('markets-settings.markets.icpNumber.description'),
              },
            },
            {
              name: 'publicSecurityNumber',
              type: 'text',
              label: label('markets-settings.markets.publicSecurityNumber'),
              admin: {
                description: label('markets-settings.markets.publicSecurityNumber.description'),
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
          label: label('markets-settings.markets.filingsOn'),
          admin: {
            description: label('markets-settings.markets.filingsOn.description'),
          },
        },
        {
          name: 'verification',
          type: 'group',
          label: label('markets-settings.markets.verification'),
          admin: {
            description: label('markets-settings.markets.verification.description'),
          },
          fields: [verification('cn'), verification('en'), verification('ru')],
        },
      ],
    },
  ],
}
