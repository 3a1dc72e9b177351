/**
 * The company's history: the one place its dates live. The About page's timeline is built from it, and
 * tests/unit/seed-history.test.ts checks every dated claim elsewhere in the seed (news that announce an office or a
 * launch, sentences that date one, the country figures) against it and against the dataset catalogue.
 *
 * `mentions` finds a sentence (in any language) that speaks of the event; if that sentence names a year, one of its
 * years must be the event's. `announcedBy` finds a news title that announces the event: that news item must be dated
 * in the event's year.
 */
import { COVERAGE } from '../../domain/coverage'
import { countriesOfTier } from '../../domain/datasets'
import { PACKAGE_TIERS } from '../../domain/orders'
import type { L } from '../types'

const l = (zh: string, en: string, ru: string): L => ({ zh, en, ru })

export type HistoryEvent = {
  key: string
  year: string
  title: L
  text: L
  mentions: RegExp
  announcedBy: RegExp
}

const top = countriesOfTier(PACKAGE_TIERS[PACKAGE_TIERS.length - 1]!)
const topImports = new Set(top.import).size
const topExports = new Set(top.export).size

export const HISTORY: HistoryEvent[] = [
  {
    key: 'founded',
    year: '2014',
    title: l('在上海成立', 'Founded in Shanghai', 'Основание в Шанхае'),
    text: l(
      '公司在上海成立，推出首个产品：美国进口提单查询。',
      'The company is founded in Shanghai and launches its first product: a search of US import bills of lading.',
      'Компания основана в Шанхае и выпускает первый продукт – поиск по коносаментам импорта США.',
    ),
    mentions: /(创立|成立|founded|founding|основа[нл])/iu,
    announcedBy: /(公司成立|is founded|основана компания)/iu,
  },
  {
    key: 'shenzhen-office',
    year: '2016',
    title: l('深圳办公室开业', 'Shenzhen office opens', 'Офис в Шэньчжэне'),
    text: l(
      '深圳办公室投入运营，服务华南制造业客户；海关数据扩展至拉美和亚洲主要贸易国。',
      'A Shenzhen office opens to serve manufacturers in South China; customs data expands to the main trading nations of Latin America and Asia.',
      'Открыт офис в Шэньчжэне для производителей Южного Китая; данные расширены на ключевые страны Латинской Америки и Азии.',
    ),
    mentions: /(深圳办公室|Shenzhen office|офис[а-я]* в Шэньчжэне)/iu,
    announcedBy:
      /(深圳办公室开业|opens? (its |a )?Shenzhen office|Shenzhen office opens|открыва[а-я]* офис в Шэньчжэне)/iu,
  },
  {
    key: 'crm',
    year: '2017',
    title: l('上线全球企业库与CRM', 'Global company database and CRM', 'Глобальная база компаний и CRM'),
    text: l(
      '将海关记录中的企业与联系方式关联，推出内置CRM，实现从查询到跟进的闭环。',
      'Companies in customs records are linked to contact details, and a built-in CRM closes the loop from search to follow-up.',
      'Компании из таможенных записей связаны с контактами, встроенная CRM замыкает цикл от поиска до работы с клиентом.',
    ),
    mentions: /(内置\s*CRM|built-in CRM|встроенн[а-я]* CRM)/iu,
    announcedBy: /(上线.*CRM|launch[a-z]* .*CRM|запуска[а-я]* .*CRM)/iu,
  },
  {
    key: 'hong-kong-office',
    year: '2018',
    title: l('香港公司成立', 'Hong Kong office and credit reports', 'Гонконг и кредитные отчёты'),
    text: l(
      '设立香港办公室服务海外客户，并与信用报告合作伙伴上线覆盖230个国家的企业信用报告。',
      'A Hong Kong office starts serving international customers, and credit reports covering 230 countries launch with our partner.',
      'Открыт офис в Гонконге для международных клиентов; вместе с партнёром запущены кредитные отчёты по 230 странам.',
    ),
    mentions: /(香港办公室|Hong Kong office|офис[а-я]* в Гонконге)/iu,
    announcedBy: /(香港办公室开业|opens? (its |a )?Hong Kong office|открыва[а-я]* офис в Гонконге)/iu,
  },
  {
    key: 'moscow-office',
    year: '2019',
    title: l('莫斯科办公室与俄文站', 'Moscow office and Russian site', 'Офис в Москве и русский сайт'),
    text: l(
      '莫斯科办公室开业，俄文网站与俄语客服上线，服务俄罗斯及独联体市场。',
      'The Moscow office opens, together with a Russian website and Russian-speaking support for Russia and the CIS.',
      'Открыт офис в Москве, запущены русскоязычный сайт и поддержка для России и стран СНГ.',
    ),
    mentions:
      /(莫斯科办公室|俄语网站|俄文网站|Moscow office|Russian(-language)? (web)?site|офис[а-я]* в Москве|сайт[а-я]* на русском|русскоязычн[а-я]* сайт)/iu,
    announcedBy:
      /(莫斯科办公室开业|俄语网站.*上线|opens? (its |a )?Moscow office|launch[a-z]* (a |its )?Russian|открыва[а-я]* офис в Москве|запуска[а-я]* сайт на русском)/iu,
  },
  {
    key: 'smart-marketing',
    year: '2020',
    title: l('智能营销上线', 'Smart marketing launches', 'Запуск умного маркетинга'),
    text: l(
      '推出社交平台与搜索引擎拓客、金蜘蛛联系人挖掘和客户池，帮助企业在展会停摆期间线上获客。',
      'Prospecting on social platforms and search engines, contact discovery and the customer pool launch, helping exporters win customers online while trade shows were on hold.',
      'Запущены поиск клиентов в соцсетях и поисковиках, сбор контактов и пул клиентов – продажи онлайн, пока выставки были закрыты.',
    ),
    mentions: /(智能营销上线|smart marketing launch|запуск умного маркетинга)/iu,
    announcedBy: /(智能营销.*上线|launch[a-z]* smart marketing|запуска[а-я]* умн[а-я]* маркетинг)/iu,
  },
  {
    key: 'online-purchase',
    year: '2022',
    title: l('在线购买与国际追账', 'Online purchase and debt collection', 'Онлайн-покупка и взыскание долгов'),
    text: l(
      '英文和俄文站支持在线购买年度数据套餐；联合两家合作机构推出国际账款追收服务。',
      'Yearly data packages can be bought online on the English and Russian sites; international debt collection launches with two partner agencies.',
      'На английском и русском сайтах стала доступна онлайн-покупка годовых пакетов; с двумя партнёрами запущено международное взыскание долгов.',
    ),
    mentions: /(国际账款追收服务|international debt collection launch|запущено международное взыскание)/iu,
    announcedBy:
      /(上线.*(在线购买|追账)|launch[a-z]* (online purchase|debt collection)|запуска[а-я]* (онлайн-покупк|взыскани))/iu,
  },
  {
    key: 'dubai-office',
    year: '2023',
    title: l('迪拜办公室开业', 'Dubai office opens', 'Офис в Дубае'),
    text: l(
      '设立迪拜办公室，服务中东与非洲市场客户。',
      'A Dubai office opens to serve customers across the Middle East and Africa.',
      'Открыт офис в Дубае для клиентов Ближнего Востока и Африки.',
    ),
    mentions: /(迪拜办公室|Dubai office|офис[а-я]* в Дубае)/iu,
    announcedBy: /(迪拜办公室开业|opens? (its |a )?Dubai office|открыва[а-я]* офис в Дубае)/iu,
  },
  {
    key: 'ai-tools',
    year: '2025',
    title: l('AI外贸工具', 'AI tools for trade', 'ИИ-инструменты для ВЭД'),
    text: l(
      '3 月上线 AI 外贸邮件助手、AI 社媒文案和 AI 翻译，开发信可引用客户的真实采购记录；同时整合常用外贸实用工具。',
      'In March the AI trade e-mail assistant, AI social copy and AI translation go live, with outreach that cites the buyer’s real purchases, together with a list of everyday utility tools.',
      'В марте запущены ИИ-ассистент деловых писем с опорой на реальные закупки покупателя, ИИ-тексты для соцсетей и ИИ-перевод, а также набор полезных утилит.',
    ),
    mentions:
      /(AI\s*(外贸)?邮件助手|AI(-| )?(trade )?e-mail assistant|(AI|ИИ)-ассистент[а-я]* (для )?делов[а-я]* пис)/iu,
    announcedBy: /(上线\s*AI|launch[a-z]* (its )?AI|запуска[а-я]* (AI|ИИ))/iu,
  },
  {
    key: 'coverage',
    year: '2026',
    title: l('数据覆盖再升级', 'Wider coverage', 'Расширение покрытия'),
    text: l(
      `数据覆盖${COVERAGE.countries}个国家，最高套餐包含${topImports}个国家的进口数据和${topExports}个国家的出口数据。`,
      `Data now covers ${COVERAGE.countries} countries; the top package includes import data for ${topImports} countries and export data for ${topExports}.`,
      `Данные охватывают ${COVERAGE.countries} стран; старший пакет включает импорт ${topImports} стран и экспорт ${topExports} стран.`,
    ),
    // Dated only by the timeline; its figures are checked with every other country figure.
    mentions: /$^/u,
    announcedBy: /$^/u,
  },
]

/** The About page's timeline block events. */
export function timelineEvents(): { year: string; title: L; text: L }[] {
  return HISTORY.map(({ year, title, text }) => ({ year, title, text }))
}
