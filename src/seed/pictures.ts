/**
 * The pictures the seed uploads besides the product visuals (src/seed/visuals.ts): partner wordmarks, team and honours
 * illustrations, news covers and the platform-tour poster. Each is drawn by scripts/visuals/site-pictures.ts (HTML →
 * Chromium → WebP) into src/seed/media/, and seeded as a media document with alt text in zh, en and ru, so editors
 * can replace every one. None of them shows a person: the team pictures are abstract illustrations of each role.
 */
import { PLATFORM_TOUR_VIDEO } from '../kit/platform-tour'
import type { L } from './types'

const l = (zh: string, en: string, ru: string): L => ({ zh, en, ru })

/** The service-alliance partners of SPEC §2.1 that have a name, as wordmarks (their service page on /cn). */
export const PARTNERS = [
  {
    slug: 'airwallex',
    name: 'Airwallex',
    colour: '#612fff',
    mark: 'wave',
    service: l('跨境收付款', 'cross-border payments', 'международные платежи'),
  },
  {
    slug: 'cedarRose',
    name: 'Cedar Rose',
    colour: '#0f6b3f',
    mark: 'leaf',
    service: l('企业资信报告', 'company credit reports', 'кредитные отчёты'),
  },
  {
    slug: 'tuv',
    name: 'TÜV',
    colour: '#00549f',
    mark: 'square',
    service: l('验货、检测与认证', 'inspection and certification', 'инспекция и сертификация'),
  },
  {
    slug: 'amass',
    name: 'Amass',
    colour: '#e2611b',
    mark: 'arrow',
    service: l('国际货运代理', 'freight forwarding', 'экспедирование'),
  },
  {
    slug: 'xinhai',
    name: 'Xinhai',
    colour: '#0a7c8c',
    mark: 'box',
    service: l('海外仓储', 'overseas warehousing', 'зарубежные склады'),
  },
  {
    slug: 'yixin',
    name: 'Yixin',
    colour: '#b3261e',
    mark: 'shield',
    service: l('出口信用保险', 'export credit insurance', 'страхование экспортных кредитов'),
  },
  {
    slug: 'shiteng',
    name: 'Shiteng',
    colour: '#37474f',
    mark: 'scale',
    service: l('贸易合规与法律', 'trade compliance and law', 'комплаенс и право'),
  },
  {
    slug: 'nova',
    name: 'Nova',
    colour: '#7b1fa2',
    mark: 'star',
    service: l('AI 销售助理', 'AI sales assistant', 'AI-ассистент продаж'),
  },
] as const
export type Partner = (typeof PARTNERS)[number]

export function partnerAlt(partner: Partner): L {
  return l(
    `${partner.name} 标志：${partner.service.zh}合作伙伴`,
    `${partner.name} wordmark: ${partner.service.en} partner`,
    `Логотип ${partner.name}: партнёр, ${partner.service.ru}`,
  )
}

/** One abstract illustration per core-team member (in the order of the about-us team block), by what they lead. */
export const TEAM_ART = [
  {
    motif: 'compass',
    alt: l(
      '插图：指南针，象征公司战略与全球业务',
      'Illustration: a compass, for strategy and global business',
      'Иллюстрация: компас – стратегия и международный бизнес',
    ),
  },
  {
    motif: 'network',
    alt: l(
      '插图：相连的节点，象征客户成功与运营',
      'Illustration: connected nodes, for customer success and operations',
      'Иллюстрация: связанные узлы – клиентский сервис и операции',
    ),
  },
  {
    motif: 'code',
    alt: l(
      '插图：代码括号与搜索框，象征技术研发',
      'Illustration: code brackets and a search box, for technology',
      'Иллюстрация: скобки кода и строка поиска – технологии',
    ),
  },
  {
    motif: 'bars',
    alt: l(
      '插图：数据柱状图，象征数据采集与治理',
      'Illustration: a bar chart, for data collection and quality',
      'Иллюстрация: столбчатая диаграмма – сбор и качество данных',
    ),
  },
  {
    motif: 'globe',
    alt: l(
      '插图：地球与航线，象征国际业务',
      'Illustration: a globe with routes, for international business',
      'Иллюстрация: глобус с маршрутами – международный бизнес',
    ),
  },
  {
    motif: 'route',
    alt: l(
      '插图：铁路与货运路线，象征俄罗斯及独联体市场',
      'Illustration: a rail and freight route, for Russia and the CIS',
      'Иллюстрация: железнодорожный грузовой маршрут – Россия и СНГ',
    ),
  },
] as const

/**
 * One emblem per honour (by year, as in the about-us honours block): a certificate, a shield, a trophy … Text in the
 * image is only what reads the same in every language (the year, a standard's name).
 */
export const HONOUR_ART = [
  { year: '2017', motif: 'certificate', label: '' },
  { year: '2019', motif: 'seal', label: '' },
  { year: '2020', motif: 'shield', label: 'ISO/IEC 27001' },
  { year: '2021', motif: 'trophy', label: '' },
  { year: '2022', motif: 'seal', label: '' },
  { year: '2023', motif: 'certificate', label: '' },
  { year: '2025', motif: 'trophy', label: '' },
] as const

export function honourAlt(year: string): L {
  return l(`荣誉证书示意图（${year} 年）`, `Certificate emblem (${year})`, `Эмблема сертификата (${year})`)
}

/** The cover of each seeded news item (by slug): a drawing for its category; product news show a product screen. */
export const NEWS_COVERS = [
  {
    slug: 'ai-trade-email-assistant-launch',
    motif: 'mail',
    screen: 'crm',
    alt: l(
      '封面插图：AI 邮件助手与客户管道界面',
      'Cover illustration: the AI e-mail assistant beside the CRM pipeline',
      'Обложка: AI-помощник писем рядом с воронкой CRM',
    ),
  },
  {
    slug: 'canton-fair-spring-2025-salon',
    motif: 'event',
    screen: null,
    alt: l(
      '封面插图：外贸沙龙的讲台与屏幕',
      'Cover illustration: a trade salon stage and screen',
      'Обложка: сцена и экран торгового семинара',
    ),
  },
  {
    slug: 'h1-2025-trade-shifts',
    motif: 'chart',
    screen: 'trend',
    alt: l(
      '封面插图：上半年进口趋势图',
      'Cover illustration: the first-half import trend chart',
      'Обложка: график импорта за первое полугодие',
    ),
  },
  {
    slug: 'moscow-office-and-russian-site',
    motif: 'office',
    screen: null,
    alt: l(
      '封面插图：莫斯科办公室与俄语网站',
      'Cover illustration: the Moscow office and the Russian site',
      'Обложка: офис в Москве и русский сайт',
    ),
  },
  {
    slug: 'console-redesign-platform-tour',
    motif: 'play',
    screen: 'search',
    alt: l(
      '封面插图：新版控制台的贸易搜索界面',
      'Cover illustration: trade search in the new console',
      'Обложка: торговый поиск в новой консоли',
    ),
  },
  {
    slug: 'credit-reports-for-members',
    motif: 'report',
    screen: 'company',
    alt: l(
      '封面插图：企业档案与资信报告',
      'Cover illustration: a company profile and credit report',
      'Обложка: профиль компании и кредитный отчёт',
    ),
  },
  {
    slug: 'latin-america-opportunities-2026',
    motif: 'globe',
    screen: null,
    alt: l(
      '封面插图：拉丁美洲市场地图',
      'Cover illustration: a map of Latin American markets',
      'Обложка: карта рынков Латинской Америки',
    ),
  },
  {
    slug: 'trade-data-summit-2026-shanghai',
    motif: 'event',
    screen: null,
    alt: l(
      '封面插图：上海外贸数据大会会场',
      'Cover illustration: the trade data summit hall in Shanghai',
      'Обложка: зал конференции по торговым данным в Шанхае',
    ),
  },
] as const

/**
 * The platform tour (public/media/video/platform-tour.mp4, made by scripts/visuals/platform-tour.ts) and its poster.
 */
export const PLATFORM_TOUR = {
  url: PLATFORM_TOUR_VIDEO.url,
  poster: 'platform-tour-poster.webp',
  alt: l(
    '产品导览视频封面：贸易搜索界面（示例数据）',
    'Platform tour video poster: the trade search screen (sample data)',
    'Обложка видеообзора платформы: экран торгового поиска (пример данных)',
  ),
} as const

export const partnerFile = (slug: string) => `partner-${slug.toLowerCase()}.webp`
export const teamFile = (motif: string) => `team-${motif}.webp`
// Names end in a word, not a number: Payload renames an upload whose name is taken on disk by counting a trailing
// number up (honour-2017 → honour-2018), which the seed could then not find by its stem.
export const honourFile = (year: string) => `honour-${year}-emblem.webp`
export const newsFile = (slug: string) => `news-${slug}-cover.webp`
