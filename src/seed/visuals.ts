/**
 * The product visuals the seed uploads (src/seed/media, made by scripts/visuals/product-visuals.ts): their names,
 * size and alt text in the three languages.
 */
import type { Locale } from '../domain/locale'

export const VISUALS = ['search', 'trend', 'company', 'crm', 'marketing', 'ai', 'credit'] as const
export type Visual = (typeof VISUALS)[number]
export const VISUAL_SIZE = { width: 1200, height: 750 } as const

/** Alt text of each visual (the seed stores it on the media document, per locale). */
export const VISUAL_ALT: Record<Visual, Record<Locale, string>> = {
  search: {
    zh: '贸易搜索结果界面：按 HS 编码检索到的美国进口提单记录（示例数据）',
    en: 'Trade search results: US import bills of lading found by HS code (sample data)',
    ru: 'Результаты торгового поиска: коносаменты импорта США по коду HS (пример данных)',
  },
  trend: {
    zh: '货运趋势图：近 12 个月的进口批次与重量（示例数据）',
    en: 'Shipment trend chart: import shipments and weight over 12 months (sample data)',
    ru: 'График поставок: число поставок и вес импорта за 12 месяцев (пример данных)',
  },
  company: {
    zh: '企业档案：采购商的贸易伙伴与来源国家（示例数据）',
    en: 'Company profile: a buyer’s trading partners and supplier countries (sample data)',
    ru: 'Профиль компании: торговые партнёры покупателя и страны поставщиков (пример данных)',
  },
  crm: {
    zh: '外贸 CRM 销售管道：线索、已联系、已报价、已成交（示例数据）',
    en: 'Trade CRM pipeline: leads, contacted, quoted, won (sample data)',
    ru: 'Воронка CRM: лиды, контакт, предложение, сделка (пример данных)',
  },
  marketing: {
    zh: '智能获客：与现有客户相似的买家名单及营销活动（示例数据）',
    en: 'Smart marketing: look-alike buyers and an e-mail campaign (sample data)',
    ru: 'Умный маркетинг: похожие покупатели и e-mail-кампания (пример данных)',
  },
  ai: {
    zh: 'AI 外贸邮件：按写作要求生成的开发信草稿（示例数据）',
    en: 'AI trade e-mail: a first-contact draft written from a brief (sample data)',
    ru: 'ИИ-письма: черновик первого письма по заданию (пример данных)',
  },
  credit: {
    zh: '信用报告：评分、企业信息与付款表现（示例数据）',
    en: 'Credit report: score, company facts and payment behaviour (sample data)',
    ru: 'Кредитный отчёт: рейтинг, сведения о компании и платёжная дисциплина (пример данных)',
  },
}

/** The four screens of the platform tour video (scripts/visuals/platform-tour.ts), in its order. */
export const TOUR_VISUALS = ['search', 'trend', 'company', 'crm'] as const satisfies readonly Visual[]

export function visualFile(visual: Visual, locale: Locale): string {
  return `product-${visual}-${locale}.webp`
}
