/** The admin's labels and help texts of features/navigation/Footer.ts, by field (and option). */
import { part } from '../../catalogue'

export const FOOTER = part({
  zh: {
    columns: '链接栏',
    memberColumns: '会员链接',
    'memberColumns.description': '面向已登录访客的链接。',
    demoLabel: '“预约演示”按钮文字',
    about: '关于我们',
    copyright: '版权信息',
    'copyright.description': '当前年份会自动添加。',
    privacyHref: '隐私政策链接',
    termsHref: '服务条款链接',
    sitemapHref: '网站地图链接',
  },
  en: {
    columns: 'Link columns',
    memberColumns: 'Links for members',
    'memberColumns.description': 'Links for logged-in visitors.',
    demoLabel: 'Request-a-demo button',
    about: 'About us',
    copyright: 'Copyright',
    'copyright.description': 'The current year is added automatically.',
    privacyHref: 'Privacy policy link',
    termsHref: 'Terms link',
    sitemapHref: 'Sitemap link',
  },
  ru: {
    columns: 'Колонки ссылок',
    memberColumns: 'Ссылки для участников',
    'memberColumns.description': 'Ссылки для вошедших посетителей.',
    demoLabel: 'Кнопка «Заказать демо»',
    about: 'О компании',
    copyright: 'Авторские права',
    'copyright.description': 'Текущий год добавляется автоматически.',
    privacyHref: 'Ссылка на политику конфиденциальности',
    termsHref: 'Ссылка на условия использования',
    sitemapHref: 'Ссылка на карту сайта',
  },
})
