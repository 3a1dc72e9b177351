/**
 * Seeds the site content in zh, en and ru: each document is created in Chinese and published, then its English and
 * Russian fields are written and published. A document that already exists (by its natural key) is left alone, so
 * the seed is idempotent and never overwrites an editor's work.
 */
import path from 'node:path'

import type { CollectionSlug, Payload, Where } from 'payload'

import {
  DATASETS,
  DOCUMENT_LABELS,
  countryByCode,
  datasetCodesOfTier,
  datasetLabel,
  isStatistics,
  type DatasetEntry,
} from '../domain/datasets'
import type { PackageTier } from '../domain/orders'
import { LOCALES, type Locale } from '../domain/locale'
import { LEGACY_REDIRECTS } from '../domain/routing'
import { formatCount } from '../i18n/numbers'

import { CASE_STUDY_LOGOS, caseStudies, caseStudyLogoAlt, caseStudyLogoFile } from './content/case-studies'
import { legalDocuments } from './content/legal'
import { menus } from './content/menus'
import { news } from './content/news'
import { offices } from './content/offices'
import { packageTiers } from './content/package-tiers'
import { pages } from './content/pages'
import { services } from './content/services'
import { siteSettings } from './content/site-settings'
import { solutions } from './content/solutions'
import { utilityTools } from './content/utility-tools'
import { localize } from './localize'
import {
  HONOUR_ART,
  NEWS_COVERS,
  PARTNERS,
  PLATFORM_TOUR,
  TEAM_ART,
  honourAlt,
  honourFile,
  newsFile,
  partnerAlt,
  partnerFile,
  teamFile,
} from './pictures'
import { VISUAL_ALT, VISUALS, visualFile } from './visuals'
import type { L, SeedMenus, SeedNavItem } from './types'

const TIER_OF_CODE: Record<string, PackageTier> = {
  PRO: 'PRO',
  Global: 'GLOBAL',
  Plus: 'PLUS',
  Luxury: 'LUXURY',
  Deluxe: 'DELUXE',
}

const context = () => ({ disableRevalidate: true })

type Data = Record<string, unknown>

/** Creates a document in every locale, published, unless one matching `where` exists. Returns its id. */
export async function upsertLocalized(
  payload: Payload,
  collection: CollectionSlug,
  where: Where,
  seed: Data,
  options: { drafts?: boolean } = {},
): Promise<number> {
  const existing = await payload.find({ collection, where, limit: 1, depth: 0, draft: true, overrideAccess: true })
  if (existing.docs[0]) return existing.docs[0].id as number
  return createLocalized(payload, collection, seed, options)
}

/** Creates a document in zh, then writes its en and ru fields; published when the collection has drafts. */
export async function createLocalized(
  payload: Payload,
  collection: CollectionSlug,
  seed: Data,
  options: { drafts?: boolean } = {},
): Promise<number> {
  const status = options.drafts ? { _status: 'published' } : {}
  const created = await payload.create({
    collection,
    locale: 'zh',
    data: { ...(localize(seed, 'zh') as Data), ...status } as never,
    overrideAccess: true,
    context: context(),
  })
  for (const locale of LOCALES.filter((l) => l !== 'zh')) {
    await payload.update({
      collection,
      id: created.id,
      locale,
      data: { ...(localize(seed, locale) as Data), ...status } as never,
      overrideAccess: true,
      context: context(),
    })
  }
  return created.id as number
}

function documentFields(entry: DatasetEntry): L[] {
  const kind = entry.document
  const f = (zh: string, en: string, ru: string): L => ({ zh, en, ru })
  if (isStatistics(entry))
    return [
      f('统计月份', 'Month', 'Месяц'),
      f('HS 编码', 'HS code', 'Код ТН ВЭД (HS)'),
      f('商品名称（税则）', 'Product (tariff nomenclature)', 'Товар (по номенклатуре)'),
      f(
        entry.type === 'SHIPMENTS_EXPORT' ? '目的国' : '原产国',
        entry.type === 'SHIPMENTS_EXPORT' ? 'Destination country' : 'Country of origin',
        entry.type === 'SHIPMENTS_EXPORT' ? 'Страна назначения' : 'Страна происхождения',
      ),
      f('金额', 'Value', 'Стоимость'),
      f('数量与单位', 'Quantity and unit', 'Количество и единица'),
      f('净重', 'Net weight', 'Вес нетто'),
    ]
  const common = [
    f('日期', 'Date', 'Дата'),
    f('HS 编码', 'HS code', 'Код ТН ВЭД (HS)'),
    f('商品描述', 'Product description', 'Описание товара'),
  ]
  if (kind === 'BL')
    return [
      f('提单日期', 'Bill of lading date', 'Дата коносамента'),
      f('发货人', 'Shipper', 'Отправитель'),
      f('收货人', 'Consignee', 'Получатель'),
      f('通知人', 'Notify party', 'Уведомляемая сторона'),
      f('船名与航次', 'Vessel and voyage', 'Судно и рейс'),
      f('装货港 / 卸货港', 'Port of lading / unlading', 'Порт погрузки / выгрузки'),
      f('集装箱数量', 'Containers', 'Контейнеры'),
      f('毛重', 'Gross weight', 'Вес брутто'),
      f('商品描述', 'Product description', 'Описание товара'),
    ]
  return [
    ...common,
    f(
      kind === 'ED' ? '出口商' : '进口商',
      kind === 'ED' ? 'Exporter' : 'Importer',
      kind === 'ED' ? 'Экспортёр' : 'Импортёр',
    ),
    f(
      kind === 'ED' ? '目的国' : '原产国',
      kind === 'ED' ? 'Destination country' : 'Country of origin',
      kind === 'ED' ? 'Страна назначения' : 'Страна происхождения',
    ),
    f('数量与单位', 'Quantity and unit', 'Количество и единица'),
    f('重量', 'Weight', 'Вес'),
    f('申报金额（美元）', 'Declared value (USD)', 'Заявленная стоимость (USD)'),
    f('运输方式', 'Transport mode', 'Вид транспорта'),
  ]
}

function datasetDescription(entry: DatasetEntry): L {
  const name = (locale: Locale) => datasetLabel(entry, locale)
  const search = (locale: Locale) => {
    const words = {
      zh: { exporter: '出口商', importer: '进口商', hscode: 'HS 编码', description: '商品描述' },
      en: { exporter: 'exporter', importer: 'importer', hscode: 'HS code', description: 'product description' },
      ru: { exporter: 'экспортёру', importer: 'импортёру', hscode: 'коду HS', description: 'описанию товара' },
    }[locale]
    return (['exporter', 'importer', 'hscode', 'description'] as const).filter((k) => entry[k]).map((k) => words[k])
  }
  if (isStatistics(entry))
    return {
      zh: `${name('zh')}：官方统计中按 HS 编码和贸易伙伴国汇总的月度数据，不含企业名称，支持按 HS 编码检索，每月更新。`,
      en: `${name('en')}: monthly totals per HS code and partner country from the official statistics, without company names; searchable by HS code; updated monthly.`,
      ru: `${name('ru')}: месячные итоги официальной статистики по кодам HS и странам-партнёрам, без названий компаний; поиск по коду HS; обновляется ежемесячно.`,
    }
  return {
    zh: `${name('zh')}：逐票明细记录，支持按${search('zh').join('、')}检索，每月更新。`,
    en: `${name('en')}: shipment-level records, searchable by ${search('en').join(', ')}; updated monthly.`,
    ru: `${name('ru')}: записи по каждой поставке, поиск по ${search('ru').join(', ')}; обновляется ежемесячно.`,
  }
}

const SOURCE_NOUN = { en: { one: 'source', other: 'sources' } } as const

async function seedCatalogue(payload: Payload): Promise<void> {
  const byCountry = new Map<string, DatasetEntry[]>()
  for (const entry of DATASETS) {
    const alpha2 = countryByCode(entry.country)?.code ?? entry.country
    byCountry.set(alpha2, [...(byCountry.get(alpha2) ?? []), entry])
    await upsertLocalized(
      payload,
      'datasets',
      { code: { equals: entry.value } },
      {
        code: entry.value,
        country: alpha2,
        type: entry.type,
        yearsCovered: '2015–2026',
        name: { zh: datasetLabel(entry, 'zh'), en: datasetLabel(entry, 'en'), ru: datasetLabel(entry, 'ru') },
        description: datasetDescription(entry),
        updateFrequency: { zh: '每月更新', en: 'Monthly', ru: 'Ежемесячно' },
        fields: documentFields(entry),
      },
    )
  }
  for (const [alpha2, entries] of byCountry) {
    const country = countryByCode(alpha2)
    if (!country) continue
    const imports = entries.filter((e) => e.type === 'SHIPMENTS_IMPORT').length
    const exports = entries.length - imports
    const statistics = entries.every(isStatistics)
    const kinds = (locale: Locale) => [...new Set(entries.map((e) => DOCUMENT_LABELS[locale][e.document]))]
    await upsertLocalized(
      payload,
      'countries',
      { iso2: { equals: alpha2 } },
      {
        iso2: alpha2,
        continent: entries[0]!.continent,
        name: { zh: country.zh, en: country.en, ru: country.ru },
        description: statistics
          ? {
              zh: `${country.zh}贸易统计：官方统计中的进口和出口月度数据，按 HS 编码和贸易伙伴国汇总，不含企业名称；适合判断市场规模、来源国结构和价格走势。`,
              en: `${country.en} trade statistics: the official monthly import and export totals per HS code and partner country, without company names; for sizing the market, its supplying countries and price trends.`,
              ru: `Торговая статистика: ${country.ru}. Официальные месячные итоги импорта и экспорта по кодам HS и странам-партнёрам, без названий компаний: объём рынка, страны-поставщики и динамика цен.`,
            }
          : {
              zh: `${country.zh}贸易数据：${imports} 个进口数据源、${exports} 个出口数据源，逐票记录（${kinds('zh').join('、')}），可按公司、HS 编码和商品描述检索。`,
              en: `${country.en} trade data: ${formatCount(imports, 'en', SOURCE_NOUN.en)} of import and ${formatCount(exports, 'en', SOURCE_NOUN.en)} of export data, shipment-level records (${kinds('en').join(', ')}) searchable by company, HS code and product description.`,
              ru: `Торговые данные: ${country.ru}. Источников импорта: ${imports}, экспорта: ${exports}; записи по каждой поставке (${kinds('ru').join(', ')}) с поиском по компании, коду HS и описанию товара.`,
            },
      },
    )
  }
}

async function seedMenu(payload: Payload, menu: string, items: SeedNavItem[]): Promise<number[]> {
  const existing = await payload.find({
    collection: 'nav-items',
    where: { and: [{ menu: { equals: menu } }, { parent: { exists: false } }] },
    limit: 200,
    depth: 0,
    sort: 'order',
  })
  if (existing.docs.length > 0) return existing.docs.map((d) => d.id as number)
  const ids: number[] = []
  for (const [index, item] of items.entries()) {
    const { children, ...rest } = item
    const id = await createLocalized(payload, 'nav-items', { ...rest, menu, order: (index + 1) * 10 })
    ids.push(id)
    for (const [childIndex, child] of (children ?? []).entries()) {
      await createLocalized(payload, 'nav-items', { ...child, menu, parent: id, order: (childIndex + 1) * 10 })
    }
  }
  return ids
}

async function seedNavigation(payload: Payload, m: SeedMenus): Promise<void> {
  const cn = await seedMenu(payload, 'cn-header', m.cnHeader)
  const intl = await seedMenu(payload, 'intl-header', m.intlHeader)
  const footer = await seedMenu(payload, 'footer', m.footer)
  const memberFooter = await seedMenu(payload, 'member-footer', m.memberFooter)
  await seedMenu(payload, 'console', m.console)
  const header = await payload.findGlobal({ slug: 'header', depth: 0 })
  if (!header.cn?.items?.length) {
    for (const locale of LOCALES) {
      await payload.updateGlobal({
        slug: 'header',
        locale,
        data: {
          cn: { items: cn, logoText: { zh: '贸易罗盘', en: 'TradeCompass', ru: 'TradeCompass' }[locale] },
          en: { items: intl, logoText: 'TradeCompass' },
          ru: { items: intl, logoText: 'TradeCompass' },
        },
        context: { disableRevalidate: true },
      })
    }
  }
  const footerDoc = await payload.findGlobal({ slug: 'footer', depth: 0 })
  if (!footerDoc.cn?.columns?.length) {
    const demo = { zh: '预约演示', en: 'Request a demo', ru: 'Запросить демо' }
    const about = {
      zh: '贸易罗盘为外贸企业提供海关数据、全球买家搜索、智能营销与业务管理工具。',
      en: 'TradeCompass gives exporters and importers customs data, global buyer search, smart marketing and business tools.',
      ru: 'TradeCompass — таможенные данные, поиск покупателей, умный маркетинг и инструменты для экспортёров и импортёров.',
    }
    const copyright = {
      zh: '上海贸易罗盘信息科技有限公司 版权所有',
      en: 'TradeCompass Information Technology (Shanghai) Co., Ltd.',
      ru: 'TradeCompass Information Technology (Shanghai) Co., Ltd.',
    }
    for (const locale of LOCALES) {
      const site = (s: 'cn' | 'en' | 'ru') => ({
        columns: footer,
        memberColumns: memberFooter,
        demoLabel: demo[locale],
        about: about[locale],
        copyright: copyright[locale],
        privacyHref: `/${s}/privacy`,
        termsHref: `/${s}/terms`,
        sitemapHref: `/${s}/sitemap`,
      })
      await payload.updateGlobal({
        slug: 'footer',
        locale,
        data: { cn: site('cn'), en: site('en'), ru: site('ru') },
        context: { disableRevalidate: true },
      })
    }
  }
}

async function seedSiteSettings(payload: Payload): Promise<void> {
  const current = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (current.companyName) return
  for (const locale of LOCALES) {
    await payload.updateGlobal({
      slug: 'site-settings',
      locale,
      data: localize(siteSettings, locale) as never,
      context: { disableRevalidate: true },
    })
  }
}

type PictureIds = Record<string, number | Record<Locale, number>>

/** Uploads one file of src/seed/media as a media document with alt text in zh, en and ru, unless it is there. */
async function seedMedia(payload: Payload, filename: string, alt: L): Promise<number> {
  const dir = path.resolve(/*turbopackIgnore: true*/ process.cwd(), 'src/seed/media')
  // Payload renames an upload whose file name is taken on disk (product-search-zh-1.webp): find it by its stem.
  const stem = filename.replace(/\.webp$/, '')
  const existing = await payload.find({
    collection: 'media',
    where: { filename: { like: stem } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (existing.docs[0]) return existing.docs[0].id as number
  const created = await payload.create({
    collection: 'media',
    locale: 'zh',
    data: { alt: alt.zh },
    filePath: path.join(dir, filename),
    overrideAccess: true,
    context: context(),
  })
  for (const locale of LOCALES.filter((l) => l !== 'zh')) {
    await payload.update({
      collection: 'media',
      id: created.id,
      locale,
      data: { alt: alt[locale] },
      overrideAccess: true,
      context: context(),
    })
  }
  return created.id as number
}

/**
 * Every seeded picture as media (made by scripts/visuals/*.ts into src/seed/media), by the name seed content uses in
 * `{ picture: name }`: the product screens one per language (`product-search` → { zh, en, ru }), the rest one each.
 */
async function seedPictures(payload: Payload): Promise<PictureIds> {
  const ids: PictureIds = {}
  for (const visual of VISUALS) {
    const perLocale = {} as Record<Locale, number>
    for (const language of LOCALES)
      perLocale[language] = await seedMedia(payload, visualFile(visual, language), VISUAL_ALT[visual])
    ids[`product-${visual}`] = perLocale
  }
  for (const partner of PARTNERS)
    ids[`partner-${partner.slug}`] = await seedMedia(payload, partnerFile(partner.slug), partnerAlt(partner))
  for (const art of TEAM_ART) ids[`team-${art.motif}`] = await seedMedia(payload, teamFile(art.motif), art.alt)
  for (const art of HONOUR_ART)
    ids[`honour-${art.year}`] = await seedMedia(payload, honourFile(art.year), honourAlt(art.year))
  for (const cover of NEWS_COVERS) ids[`news-${cover.slug}`] = await seedMedia(payload, newsFile(cover.slug), cover.alt)
  ids['platform-tour-poster'] = await seedMedia(payload, PLATFORM_TOUR.poster, PLATFORM_TOUR.alt)
  for (const logo of CASE_STUDY_LOGOS) {
    const customer = caseStudies.find((study) => study.slug === logo.slug)!.customer
    ids[`case-${logo.slug}`] = await seedMedia(payload, caseStudyLogoFile(logo.slug), caseStudyLogoAlt(customer))
  }
  return ids
}

/** Seed content with each `{ picture: name }` replaced by its media id (or ids per language). */
function withPictures<T>(value: T, ids: PictureIds): T {
  if (Array.isArray(value)) return value.map((item) => withPictures(item, ids)) as T
  if (value && typeof value === 'object') {
    const name = (value as { picture?: unknown }).picture
    if (typeof name === 'string' && Object.keys(value).length === 1) {
      if (!(name in ids)) throw new Error(`seed: no picture named ${name}`)
      return ids[name] as T
    }
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withPictures(item, ids)])) as T
  }
  return value
}

export async function seedDocuments(payload: Payload): Promise<void> {
  await seedSiteSettings(payload)
  await seedCatalogue(payload)
  const pictures = await seedPictures(payload)
  for (const [index, tier] of packageTiers.entries()) {
    await upsertLocalized(
      payload,
      'package-tiers',
      { code: { equals: tier.code } },
      { ...tier, status: 'active', order: index + 1, datasets: datasetCodesOfTier(TIER_OF_CODE[tier.code]) },
    )
  }
  for (const [index, solution] of solutions.entries()) {
    await upsertLocalized(
      payload,
      'solutions',
      { contId: { equals: solution.contId } },
      withPictures({ ...solution, order: index + 1 }, pictures),
      { drafts: true },
    )
  }
  for (const [index, service] of services.entries()) {
    await upsertLocalized(
      payload,
      'services',
      { slug: { equals: service.slug } },
      { ...service, order: index + 1 },
      { drafts: true },
    )
  }
  for (const item of news) {
    await upsertLocalized(
      payload,
      'news',
      { slug: { equals: item.slug } },
      withPictures({ ...item, sites: ['cn', 'en', 'ru'] }, pictures),
      { drafts: true },
    )
  }
  for (const [index, study] of caseStudies.entries()) {
    await upsertLocalized(
      payload,
      'case-studies',
      { slug: { equals: study.slug } },
      withPictures({ ...study, sites: ['cn', 'en', 'ru'], featured: true, order: (index + 1) * 10 }, pictures),
      { drafts: true },
    )
  }
  for (const doc of legalDocuments) {
    await upsertLocalized(payload, 'legal-documents', { kind: { equals: doc.kind } }, doc, { drafts: true })
  }
  for (const [index, office] of offices.entries()) {
    await upsertLocalized(payload, 'offices', { email: { equals: office.email } }, { ...office, order: index + 1 })
  }
  for (const [index, tool] of utilityTools.entries()) {
    await upsertLocalized(payload, 'utility-tools', { url: { equals: tool.url } }, { ...tool, order: index + 1 })
  }
  for (const seedPage of pages) {
    const page = withPictures(seedPage, pictures)
    await upsertLocalized(
      payload,
      'pages',
      { and: [{ path: { equals: page.path } }, { sites: { in: page.sites } }] },
      { ...page, meta: { title: page.title, description: page.description } },
      { drafts: true },
    )
  }
  await seedNavigation(payload, menus)
  for (const [from, to] of Object.entries(LEGACY_REDIRECTS)) {
    const existing = await payload.find({ collection: 'redirects', where: { from: { equals: from } }, limit: 1 })
    if (existing.docs.length === 0) {
      await payload.create({
        collection: 'redirects',
        data: { from, to: { type: 'custom', url: to } },
        context: { disableRevalidate: true },
      })
    }
  }
}
