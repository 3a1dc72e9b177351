/**
 * The product visuals of the sites: the platform's screens (trade search results, a shipment trend chart, a company
 * profile with its trading partners, the CRM pipeline) drawn as HTML from the dataset catalogue
 * (src/domain/datasets.ts) with deterministic sample rows, in zh, en and ru, photographed by Debian's Chromium
 * through Playwright and written as WebP to src/seed/media/ (the seed uploads them to the Media collection, with
 * alt text in the three languages, so editors can replace every one).
 *
 *   node --import tsx scripts/visuals/product-visuals.ts
 *
 * The companies are invented and labelled "sample data" on every screen; no real customer is shown.
 */
import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'

import { chromium } from '@playwright/test'
import sharp from 'sharp'

import { countryName, DATASETS, datasetLabel } from '../../src/domain/datasets'
import type { Locale } from '../../src/domain/locale'
import { formatCount, formatNumber, formatUsd, RECORD_NOUN, type NounForms } from '../../src/i18n/numbers'
import { VISUAL_SIZE, VISUALS, visualFile, type Visual } from '../../src/seed/visuals'

const SHIPMENT_NOUN: Record<Locale, NounForms> = {
  zh: { other: '票货' },
  en: { one: 'shipment', other: 'shipments' },
  ru: { one: 'поставка', few: 'поставки', many: 'поставок', other: 'поставки' },
}

const T = {
  zh: { app: '贸易罗盘', sample: '示例数据', search: '贸易搜索', results: '条记录', date: '日期', importer: '采购商', exporter: '供应商', origin: '起运国', hs: 'HS 编码', product: '货物描述', weight: '重量 (kg)', sources: '数据来源', trend: '货运趋势', shipments: '批次', months: ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'], partners: '贸易伙伴', share: '占比', profile: '企业档案', countries: '来源国家', crm: '销售管道', stages: ['线索', '已联系', '已报价', '已成交'], hsQuery: '搜索：HS 9403 家具' },
  en: { app: 'TradeCompass', sample: 'Sample data', search: 'Trade search', results: 'records', date: 'Date', importer: 'Importer', exporter: 'Exporter', origin: 'Origin', hs: 'HS code', product: 'Description', weight: 'Weight (kg)', sources: 'Data sources', trend: 'Shipment trend', shipments: 'shipments', months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'], partners: 'Trading partners', share: 'Share', profile: 'Company profile', countries: 'Supplier countries', crm: 'Sales pipeline', stages: ['Leads', 'Contacted', 'Quoted', 'Won'], hsQuery: 'Search: HS 9403 furniture' },
  ru: { app: 'TradeCompass', sample: 'Пример данных', search: 'Торговый поиск', results: 'записей', date: 'Дата', importer: 'Импортёр', exporter: 'Экспортёр', origin: 'Страна отпр.', hs: 'Код HS', product: 'Описание', weight: 'Вес (кг)', sources: 'Источники', trend: 'Динамика поставок', shipments: 'поставок', months: ['янв', 'фев', 'мар', 'апр', 'май', 'июн', 'июл', 'авг', 'сен', 'окт', 'ноя', 'дек'], partners: 'Торговые партнёры', share: 'Доля', profile: 'Профиль компании', countries: 'Страны поставщиков', crm: 'Воронка продаж', stages: ['Лиды', 'Контакт', 'Предложение', 'Сделка'], hsQuery: 'Поиск: HS 9403 мебель' },
} as const

/** A small deterministic generator, so the images are the same on every run. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648
    return state / 2147483648
  }
}

const BUYERS = ['Meridian Home Goods LLC', 'Bluewater Retail Inc.', 'Oakline Furnishings Co.', 'Harbor & Pine Trading', 'Northgate Interiors LLC', 'Summit Living Supply']
const SUPPLIERS = ['Foshan Jiayi Furniture Co., Ltd.', 'Ningbo Everbright Homeware', 'Binh Duong Woodcraft JSC', 'Xiamen Lianfa Import & Export', 'Jepara Teak Industries', 'Monterrey Muebles S.A.']
const ORIGINS = ['CN', 'CN', 'VN', 'CN', 'ID', 'MX']
const PRODUCTS = {
  zh: ['实木餐椅', '布艺沙发', '办公桌', '藤编边桌', '床头柜', '金属书架'],
  en: ['Solid wood dining chairs', 'Upholstered sofas', 'Office desks', 'Rattan side tables', 'Bedside cabinets', 'Metal bookshelves'],
  ru: ['Стулья из массива', 'Мягкие диваны', 'Офисные столы', 'Столики из ротанга', 'Прикроватные тумбы', 'Металлические стеллажи'],
}

function frame(locale: Locale, title: string, body: string): string {
  const t = T[locale]
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><style>
  *{box-sizing:border-box} body{margin:0;width:${VISUAL_SIZE.width}px;height:${VISUAL_SIZE.height}px;font:14px/1.45 'Noto Sans CJK SC','Noto Sans',system-ui,sans-serif;color:#1f2937;background:#eef2f8}
  .top{height:52px;background:#0b1f4d;color:#fff;display:flex;align-items:center;gap:14px;padding:0 22px;font-weight:700}
  .top i{width:22px;height:22px;border-radius:6px;background:linear-gradient(135deg,#0b5cff,#22d3ee)} .top span{font-weight:500;opacity:.85}
  .top b{margin-left:auto;font-weight:600;font-size:12px;background:#f59e0b;color:#111;padding:3px 10px;border-radius:999px}
  .main{padding:20px 22px;display:grid;gap:16px} .card{background:#fff;border-radius:10px;box-shadow:0 4px 16px rgba(15,23,42,.08);padding:16px 18px}
  h2{margin:0 0 10px;font-size:18px} table{width:100%;border-collapse:collapse;font-size:13px} th{background:#f5f7fb;text-align:left;color:#475569;font-weight:600}
  th,td{padding:8px 10px;border-bottom:1px solid #e5e7eb;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;max-width:230px}
  .chip{display:inline-block;background:#eef3ff;color:#0b5cff;border-radius:999px;padding:2px 10px;margin:0 6px 6px 0;font-size:12px;font-weight:600}
  .muted{color:#64748b} .row{display:grid;gap:16px}
  </style></head><body><div class="top"><i></i>${t.app}<span>${title}</span><b>${t.sample}</b></div><div class="main">${body}</div></body></html>`
}

function searchScreen(locale: Locale): string {
  const t = T[locale]
  const next = random(7)
  const sources = DATASETS.filter((d) => d.type === 'SHIPMENTS_IMPORT').slice(0, 5).map((d) => `<span class="chip">${datasetLabel(d, locale)}</span>`).join('')
  const rows = Array.from({ length: 11 }, (_, i) => {
    const k = i % 6
    const day = `2026-${String(10 - Math.floor(i / 4)).padStart(2, '0')}-${String(28 - i * 2).padStart(2, '0')}`
    return `<tr><td>${day}</td><td>${BUYERS[(k + i) % 6]}</td><td>${SUPPLIERS[k]}</td><td>${countryName(ORIGINS[k]!, locale)}</td><td>9403.${String(30 + k * 10).padStart(2, '0')}</td><td>${PRODUCTS[locale][k]}</td><td style="text-align:right">${formatNumber(Math.round(2000 + next() * 18000), locale)}</td></tr>`
  }).join('')
  return frame(
    locale,
    t.search,
    `<div class="card"><div style="display:flex;gap:12px;align-items:center;margin-bottom:10px"><div style="flex:1;border:1px solid #cbd5e1;border-radius:8px;padding:9px 12px">${t.hsQuery}</div><div style="background:#0b5cff;color:#fff;border-radius:8px;padding:9px 18px;font-weight:600">${t.search}</div></div><div class="muted" style="margin-bottom:6px">${t.sources}</div>${sources}</div>
     <div class="card"><h2>${formatCount(12486, locale, RECORD_NOUN[locale])}</h2><table><tr><th>${t.date}</th><th>${t.importer}</th><th>${t.exporter}</th><th>${t.origin}</th><th>${t.hs}</th><th>${t.product}</th><th style="text-align:right">${t.weight}</th></tr>${rows}</table></div>`,
  )
}

function trendScreen(locale: Locale): string {
  const t = T[locale]
  const next = random(11)
  const values = Array.from({ length: 12 }, (_, i) => Math.round(420 + i * 28 + next() * 160))
  const max = Math.max(...values)
  const bars = values
    .map((v, i) => {
      const h = Math.round((v / max) * 420)
      return `<g><rect x="${60 + i * 88}" y="${470 - h}" width="52" height="${h}" rx="6" fill="#0b5cff" opacity="${0.55 + (i / 12) * 0.45}"/><text x="${86 + i * 88}" y="495" text-anchor="middle" font-size="13" fill="#64748b">${t.months[i]}</text><text x="${86 + i * 88}" y="${462 - h}" text-anchor="middle" font-size="12" fill="#1f2937">${v}</text></g>`
    })
    .join('')
  const usa = DATASETS.find((d) => d.country === 'USA' && d.type === 'SHIPMENTS_IMPORT')!
  return frame(
    locale,
    t.trend,
    `<div class="card"><h2>${t.trend} · HS 9403 · ${datasetLabel(usa, locale)}</h2><div class="muted">2026 · ${formatCount(values.reduce((a, b) => a + b, 0), locale, SHIPMENT_NOUN[locale])}</div>
     <svg width="1120" height="520" viewBox="0 0 1120 520"><line x1="40" y1="470" x2="1110" y2="470" stroke="#cbd5e1"/>${bars}</svg></div>`,
  )
}

function companyScreen(locale: Locale): string {
  const t = T[locale]
  const shares = [34, 22, 15, 12, 10, 7]
  const partners = SUPPLIERS.map((name, i) => `<tr><td>${name}</td><td>${countryName(ORIGINS[i]!, locale)}</td><td style="width:45%"><div style="height:10px;border-radius:5px;background:#0b5cff;width:${shares[i]! * 2.6}%"></div></td><td style="text-align:right">${shares[i]}%</td></tr>`).join('')
  const countries = [['CN', 58], ['VN', 21], ['ID', 12], ['MX', 9]].map(([code, pct]) => `<div style="display:flex;justify-content:space-between;padding:8px 0;border-bottom:1px solid #e5e7eb"><span>${countryName(code as string, locale)}</span><b>${pct}%</b></div>`).join('')
  return frame(
    locale,
    t.profile,
    `<div class="card" style="display:flex;gap:18px;align-items:center"><div style="width:64px;height:64px;border-radius:14px;background:#eef3ff;color:#0b5cff;display:grid;place-items:center;font-weight:800;font-size:26px">M</div><div><h2 style="margin:0">${BUYERS[0]}</h2><div class="muted">${countryName('US', locale)} · HS 9403 · ${formatCount(1284, locale, SHIPMENT_NOUN[locale])}</div></div></div>
     <div class="row" style="grid-template-columns:2fr 1fr"><div class="card"><h2>${t.partners}</h2><table><tr><th>${t.exporter}</th><th>${t.origin}</th><th>${t.share}</th><th></th></tr>${partners}</table></div><div class="card"><h2>${t.countries}</h2>${countries}</div></div>`,
  )
}

function crmScreen(locale: Locale): string {
  const t = T[locale]
  const columns = t.stages
    .map((stage, s) => {
      const cards = BUYERS.slice(s, s + 4 - Math.min(s, 2))
        .map((name, i) => `<div style="background:#fff;border-radius:8px;padding:10px 12px;margin-bottom:10px;box-shadow:0 2px 8px rgba(15,23,42,.07)"><b style="font-size:13px">${name}</b><div class="muted" style="font-size:12px">${PRODUCTS[locale][(s + i) % 6]} · ${formatUsd((12 + s * 9 + i * 4) * 1000, locale)}</div></div>`)
        .join('')
      return `<div style="background:#f5f7fb;border-radius:10px;padding:12px"><div style="display:flex;justify-content:space-between;margin-bottom:10px"><b>${stage}</b><span class="chip" style="margin:0">${4 - Math.min(s, 2)}</span></div>${cards}</div>`
    })
    .join('')
  return frame(locale, t.crm, `<div class="card"><h2>${t.crm}</h2><div class="row" style="grid-template-columns:repeat(4,1fr)">${columns}</div></div>`)
}

export const SCREENS: Record<Visual, (locale: Locale) => string> = { search: searchScreen, trend: trendScreen, company: companyScreen, crm: crmScreen }


async function main() {
  const out = join(dirname(new URL(import.meta.url).pathname), '..', '..', 'src/seed/media')
  mkdirSync(out, { recursive: true })
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
  const page = await browser.newPage({ viewport: VISUAL_SIZE })
  for (const visual of VISUALS) {
    for (const locale of ['zh', 'en', 'ru'] as const) {
      await page.setContent(SCREENS[visual](locale))
      const png = await page.screenshot({ type: 'png' })
      await sharp(png).webp({ quality: 72 }).toFile(join(out, visualFile(visual, locale)))
    }
  }
  await browser.close()
  console.log(`product visuals: ${VISUALS.length * 3} images in src/seed/media`)
}

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) await main()
