/**
 * `npm run seed -- --scale N`: a site grown to N news items (with cover images), N/10 pages built from blocks, and
 * the countries' details, in zh, en and ru, through Payload's local API (hooks, versions and translation tasks run as
 * for an editor's save). For the content bench (scripts/bench-content.ts). Idempotent: numbered slugs and paths;
 * a second run adds only what is missing. Writes run a few at a time (SCALE_SEED_CONCURRENCY, default 4).
 *
 * The local API writes about one news item a second on a busy two-core machine (three locales, versions, hooks), so
 * beyond the first SCALE_SEED_API_NEWS (default 300) news items are cloned from those in SQL: the same rows in
 * every table of the collection (main, locales, sites, the latest version and its locales and sites, translation
 * tasks), with their own slug, title number and date. Pages are always written through the API.
 */
import type { Payload } from 'payload'
import sharp from 'sharp'

import { createLocalized } from './documents'
import { setting } from '../settings'

const IMAGES = 12
const CATEGORIES = ['company', 'industry', 'product', 'events'] as const
const PRODUCTS = [
  { zh: '钢材', en: 'steel', ru: 'сталь' },
  { zh: '电子元件', en: 'electronic components', ru: 'электронные компоненты' },
  { zh: '纺织品', en: 'textiles', ru: 'текстиль' },
  { zh: '机械设备', en: 'machinery', ru: 'оборудование' },
  { zh: '农产品', en: 'farm produce', ru: 'сельхозпродукция' },
]
const MARKETS = [
  { zh: '越南', en: 'Vietnam', ru: 'Вьетнам' },
  { zh: '巴西', en: 'Brazil', ru: 'Бразилия' },
  { zh: '俄罗斯', en: 'Russia', ru: 'Россия' },
  { zh: '德国', en: 'Germany', ru: 'Германия' },
  { zh: '印度', en: 'India', ru: 'Индия' },
  { zh: '墨西哥', en: 'Mexico', ru: 'Мексика' },
]

type L = { zh: string; en: string; ru: string }
const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!

function newsItem(i: number, cover: number) {
  const product = pick(PRODUCTS, i)
  const market = pick(MARKETS, Math.floor(i / PRODUCTS.length))
  const year = 2015 + (i % 11)
  const title: L = {
    zh: `${market.zh}${product.zh}进口数据更新（第 ${i} 期）`,
    en: `${market.en} ${product.en} import data updated (issue ${i})`,
    ru: `Обновлены данные об импорте (${product.ru}, ${market.ru}), выпуск ${i}`,
  }
  const summary: L = {
    zh: `${year} 年起的${market.zh}${product.zh}进口明细已更新，新增采购商联系人与月度趋势。`,
    en: `Shipment records of ${product.en} imports into ${market.en} since ${year} are updated, with buyer contacts and monthly trends.`,
    ru: `Обновлены записи об импорте (${product.ru}) в ${market.ru} с ${year} года: контакты покупателей и помесячные тренды.`,
  }
  const body: L = {
    zh: `## 更新内容\n\n本期更新覆盖 **${market.zh}** 的${product.zh}进口记录。\n\n- 新增采购商 ${100 + (i % 900)} 家\n- 数据截至 ${year + 1} 年`,
    en: `## What is new\n\nThis update covers **${market.en}** imports of ${product.en}.\n\n- ${100 + (i % 900)} new buyers\n- Data up to ${year + 1}`,
    ru: `## Что нового\n\nОбновление охватывает импорт (${product.ru}) в **${market.ru}**.\n\n- ${100 + (i % 900)} новых покупателей\n- Данные до ${year + 1} года`,
  }
  const date = new Date(Date.UTC(2026, 0, 1) - i * 3_600_000 * 7).toISOString().slice(0, 10)
  return {
    slug: `scale-news-${i}`,
    date,
    category: pick(CATEGORIES, i),
    sites: ['cn', 'en', 'ru'],
    cover,
    title,
    summary,
    body,
  }
}

function pageItem(i: number, image: number) {
  const market = pick(MARKETS, i)
  const product = pick(PRODUCTS, i + 2)
  const l = (zh: string, en: string, ru: string): L => ({ zh, en, ru })
  return {
    path: `scale/page-${i}`,
    sites: ['cn', 'en', 'ru'],
    title: l(`${market.zh}市场指南 ${i}`, `${market.en} market guide ${i}`, `Гид по рынку: ${market.ru} ${i}`),
    layout: [
      {
        blockType: 'hero',
        heading: l(
          `${market.zh}${product.zh}市场 ${i}`,
          `${market.en} ${product.en} market ${i}`,
          `Рынок: ${market.ru}, ${product.ru} ${i}`,
        ),
        subheading: l(
          '采购商、供应商与贸易流向',
          'Buyers, suppliers and trade flows',
          'Покупатели, поставщики и торговые потоки',
        ),
        image,
      },
      {
        blockType: 'richText',
        content: l(
          `## 市场概况\n\n${market.zh}的${product.zh}进口持续增长。`,
          `## Overview\n\nImports of ${product.en} into ${market.en} keep growing.`,
          `## Обзор\n\nИмпорт (${product.ru}) в ${market.ru} растёт.`,
        ),
      },
      {
        blockType: 'faq',
        heading: l('常见问题', 'Questions', 'Вопросы'),
        items: [
          {
            question: l('数据多久更新？', 'How often is the data updated?', 'Как часто обновляются данные?'),
            answer: l('每月更新。', 'Monthly.', 'Ежемесячно.'),
          },
        ],
      },
    ],
  }
}

async function images(payload: Payload): Promise<number[]> {
  const ids: number[] = []
  for (let i = 0; i < IMAGES; i++) {
    const filename = `scale-cover-${i}.jpg`
    const existing = await payload.find({
      collection: 'media',
      where: { filename: { equals: filename } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (existing.docs[0]) {
      ids.push(existing.docs[0].id as number)
      continue
    }
    const hue = (i * 360) / IMAGES
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="hsl(${hue},55%,45%)"/><circle cx="${200 + i * 60}" cy="315" r="180" fill="hsl(${hue},60%,70%)"/></svg>`
    const data = await sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer()
    const created = await payload.create({
      collection: 'media',
      data: { alt: `Cover ${i}` },
      file: { data, mimetype: 'image/jpeg', name: filename, size: data.length },
      overrideAccess: true,
    })
    ids.push(created.id as number)
  }
  return ids
}

/** Runs `task(i)` for i in [from, to) with `concurrency` at a time; logs progress. */
async function eachIndex(
  label: string,
  from: number,
  to: number,
  concurrency: number,
  task: (i: number) => Promise<void>,
): Promise<void> {
  let next = from
  let done = 0
  const started = Date.now()
  const worker = async () => {
    while (next < to) {
      const i = next++
      await task(i)
      done++
      if (done % 500 === 0)
        console.log(`[scale] ${label}: ${done}/${to - from} (${Math.round((Date.now() - started) / 1000)} s)`)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
}

async function existingNumbers(
  payload: Payload,
  collection: 'news' | 'pages',
  field: 'slug' | 'path',
  prefix: string,
): Promise<Set<number>> {
  const found = new Set<number>()
  const { docs } = await payload.find({
    collection,
    where: { [field]: { contains: prefix } },
    select: { [field]: true },
    pagination: false,
    depth: 0,
    draft: true,
    overrideAccess: true,
  })
  for (const doc of docs as unknown as Record<string, string>[]) {
    const n = Number(String(doc[field]).slice(prefix.length))
    if (Number.isInteger(n)) found.add(n)
  }
  return found
}

/** News items [from, to) cloned in SQL from the API-written ones (scale-news-0 … from-1), round robin. */
async function cloneNews(payload: Payload, from: number, to: number): Promise<void> {
  const execute = (
    payload.db as unknown as {
      pool: { query: (sql: string, params?: unknown[]) => Promise<{ rowCount: number | null }> }
    }
  ).pool
  const started = Date.now()
  const statements = [
    `CREATE TEMP TABLE scale_tpl ON COMMIT DROP AS
       SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS k FROM news WHERE slug ~ '^scale-news-[0-9]+$' AND substring(slug from 12)::int < $1`,
    `CREATE TEMP TABLE scale_map ON COMMIT DROP AS
       SELECT g AS i, t.id AS tpl, nextval('news_id_seq')::int AS new_id
       FROM generate_series($1::int, $2::int - 1) g
       JOIN scale_tpl t ON t.k = g % (SELECT count(*) FROM scale_tpl)
       WHERE NOT EXISTS (SELECT 1 FROM news WHERE slug = 'scale-news-' || g)`,
    `INSERT INTO news (id, slug, date, category, cover_id, video_url, translation_state, updated_at, created_at)
       SELECT m.new_id, 'scale-news-' || m.i, timestamptz '2026-01-01' - m.i * interval '7 hours', n.category, n.cover_id, n.video_url, n.translation_state, now(), now()
       FROM scale_map m JOIN news n ON n.id = m.tpl`,
    `INSERT INTO news_locales (title, summary, body, meta_title, meta_description, meta_image_id, _status, _locale, _parent_id)
       SELECT regexp_replace(l.title, '[0-9]+(\\D*)$', m.i || '\\1'), l.summary, l.body, l.meta_title, l.meta_description, l.meta_image_id, l._status, l._locale, m.new_id
       FROM scale_map m JOIN news_locales l ON l._parent_id = m.tpl`,
    `INSERT INTO news_sites ("order", parent_id, value) SELECT s."order", m.new_id, s.value FROM scale_map m JOIN news_sites s ON s.parent_id = m.tpl`,
    `CREATE TEMP TABLE scale_vmap ON COMMIT DROP AS
       SELECT m.i, m.new_id, v.id AS tpl_v, nextval('_news_v_id_seq')::int AS new_v FROM scale_map m JOIN _news_v v ON v.parent_id = m.tpl AND v.latest`,
    `INSERT INTO _news_v (id, parent_id, version_slug, version_date, version_category, version_cover_id, version_video_url, version_translation_state,
         version_updated_at, version_created_at, created_at, updated_at, snapshot, published_locale, latest, autosave)
       SELECT vm.new_v, vm.new_id, 'scale-news-' || vm.i, timestamptz '2026-01-01' - vm.i * interval '7 hours', v.version_category, v.version_cover_id, v.version_video_url,
         v.version_translation_state, now(), now(), now(), now(), v.snapshot, v.published_locale, v.latest, v.autosave
       FROM scale_vmap vm JOIN _news_v v ON v.id = vm.tpl_v`,
    `INSERT INTO _news_v_locales (version_title, version_summary, version_body, version_meta_title, version_meta_description, version_meta_image_id, version__status, _locale, _parent_id)
       SELECT regexp_replace(l.version_title, '[0-9]+(\\D*)$', vm.i || '\\1'), l.version_summary, l.version_body, l.version_meta_title, l.version_meta_description,
         l.version_meta_image_id, l.version__status, l._locale, vm.new_v
       FROM scale_vmap vm JOIN _news_v_locales l ON l._parent_id = vm.tpl_v`,
    `INSERT INTO _news_v_version_sites ("order", parent_id, value) SELECT s."order", vm.new_v, s.value FROM scale_vmap vm JOIN _news_v_version_sites s ON s.parent_id = vm.tpl_v`,
    `INSERT INTO translation_tasks (collection, doc_id, locale, state, fields, first_field, title_zh, title_en, title_ru, updated_at, created_at)
       SELECT t.collection, m.new_id, t.locale, t.state, t.fields, t.first_field, regexp_replace(t.title_zh, '[0-9]+(\\D*)$', m.i || '\\1'),
         regexp_replace(t.title_en, '[0-9]+(\\D*)$', m.i || '\\1'), regexp_replace(t.title_ru, '[0-9]+(\\D*)$', m.i || '\\1'), now(), now()
       FROM scale_map m JOIN translation_tasks t ON t.collection = 'news' AND t.doc_id = m.tpl`,
  ]
  const client = await (
    execute as unknown as {
      connect: () => Promise<{
        query: (sql: string, params?: unknown[]) => Promise<{ rowCount: number | null }>
        release: () => void
      }>
    }
  ).connect()
  try {
    await client.query('BEGIN')
    let cloned = 0
    for (const [index, sql] of statements.entries()) {
      const params = index === 0 ? [from] : index === 1 ? [from, to] : []
      const result = await client.query(sql, params)
      if (index === 2) cloned = result.rowCount ?? 0
    }
    await client.query('COMMIT')
    await client.query('ANALYZE')
    console.log(`[scale] news: ${cloned} cloned in SQL (${Math.round((Date.now() - started) / 1000)} s)`)
  } catch (error) {
    await client.query('ROLLBACK')
    throw error
  } finally {
    client.release()
  }
}

export async function seedScale(payload: Payload, n: number): Promise<void> {
  const concurrency = Math.max(1, setting('SCALE_SEED_CONCURRENCY'))
  const covers = await images(payload)
  const haveNews = await existingNumbers(payload, 'news', 'slug', 'scale-news-')
  const viaApi = Math.min(n, Math.max(1, setting('SCALE_SEED_API_NEWS')))
  await eachIndex('news', 0, viaApi, concurrency, async (i) => {
    if (haveNews.has(i)) return
    await createLocalized(payload, 'news', newsItem(i, pick(covers, i)), { drafts: true })
  })
  if (n > viaApi) await cloneNews(payload, viaApi, n)
  const pages = Math.max(1, Math.floor(n / 10))
  const havePages = await existingNumbers(payload, 'pages', 'path', 'scale/page-')
  await eachIndex('pages', 0, pages, concurrency, async (i) => {
    if (havePages.has(i)) return
    await createLocalized(payload, 'pages', pageItem(i, pick(covers, i)), { drafts: true })
  })
  // Countries' details in three languages: the seed gives every country its details; make sure none is left out.
  const countries = await payload.count({ collection: 'countries', overrideAccess: true })
  console.log(`[scale] ${n} news, ${pages} pages, ${countries.totalDocs} countries, ${covers.length} cover images`)
}
