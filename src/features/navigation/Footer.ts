import type { Field, GlobalConfig } from 'payload'

import { canUpdateContent, lockSharedFieldsForTranslators } from '../../cms/access'
import { revalidateGlobal } from '../../cms/revalidate'
import { label, SITE_OPTIONS } from '../../cms/shared'
import { SITES } from '../../domain/locale'

const siteFooter = (site: string): Field => ({
  name: site,
  type: 'group',
  label: SITE_OPTIONS.find((option) => option.value === site)!.label,
  fields: [
    {
      name: 'columns',
      type: 'relationship',
      relationTo: 'nav-items',
      hasMany: true,
      filterOptions: { menu: { equals: 'footer' }, parent: { exists: false } },
      label: label('Link columns', '链接栏', 'Колонки ссылок'),
    },
    {
      name: 'memberColumns',
      type: 'relationship',
      relationTo: 'nav-items',
      hasMany: true,
      filterOptions: { menu: { equals: 'member-footer' } },
      label: label('Links for members', '会员链接', 'Ссылки для участников'),
      admin: {
        description: label(
          'Links for logged-in visitors.',
          '面向已登录访客的链接。',
          'Ссылки для вошедших посетителей.',
        ),
      },
    },
    {
      name: 'demoLabel',
      type: 'text',
      localized: true,
      label: label('Request-a-demo button', '“预约演示”按钮文字', 'Кнопка «Заказать демо»'),
    },
    { name: 'about', type: 'textarea', localized: true, label: label('About us', '关于我们', 'О компании') },
    {
      name: 'copyright',
      type: 'text',
      localized: true,
      label: label('Copyright', '版权信息', 'Авторские права'),
      admin: {
        description: label(
          'The current year is added automatically.',
          '当前年份会自动添加。',
          'Текущий год добавляется автоматически.',
        ),
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'privacyHref',
          type: 'text',
          defaultValue: `/${site}/privacy`,
          label: label('Privacy policy link', '隐私政策链接', 'Ссылка на политику конфиденциальности'),
        },
        {
          name: 'termsHref',
          type: 'text',
          defaultValue: `/${site}/terms`,
          label: label('Terms link', '服务条款链接', 'Ссылка на условия использования'),
        },
        {
          name: 'sitemapHref',
          type: 'text',
          defaultValue: '/sitemap.xml',
          label: label('Sitemap link', '网站地图链接', 'Ссылка на карту сайта'),
        },
      ],
    },
  ],
})

/** The footer of each site (SPEC §2.5): demo action, sitemap, privacy, terms, year. */
export const Footer: GlobalConfig = {
  slug: 'footer',
  label: { en: 'Footer', zh: '页脚', ru: 'Подвал' },
  admin: { group: { en: 'Settings', zh: '设置', ru: 'Настройки' } },
  access: { read: () => true, update: canUpdateContent },
  fields: lockSharedFieldsForTranslators(SITES.map(siteFooter)),
  hooks: { afterChange: [revalidateGlobal('footer')] },
}
