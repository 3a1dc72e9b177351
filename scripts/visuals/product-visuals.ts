/**
 * The product visuals of the sites: the platform's screens (trade search results, a shipment trend chart, a company
 * profile with its trading partners, the CRM pipeline, look-alike buyers for a campaign, an AI-written trade e-mail, a
 * partner's credit report) drawn as HTML from the dataset catalogue
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
  zh: {
    app: '贸易罗盘',
    sample: '示例数据',
    search: '贸易搜索',
    results: '条记录',
    date: '日期',
    importer: '采购商',
    exporter: '供应商',
    origin: '起运国',
    hs: 'HS 编码',
    product: '货物描述',
    weight: '重量 (kg)',
    sources: '数据来源',
    trend: '货运趋势',
    shipments: '批次',
    months: ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'],
    partners: '贸易伙伴',
    share: '占比',
    profile: '企业档案',
    countries: '来源国家',
    crm: '销售管道',
    stages: ['线索', '已联系', '已报价', '已成交'],
    hsQuery: '搜索：HS 9403 家具',
    recent: '最近到港',
    monthly: '月度批次',
    topHs: '主要产品',
    pipelineValue: '管道金额',
    winRate: '成交率',
    dueToday: '今日待跟进',
    followUps: '下一步跟进',
    followUpItems: ['寄送样品报价单', '确认 40HQ 装柜时间', '回复付款条件', '发送 FSC 证书', '预约视频验厂'],
    statNotes: ['较上季度 +12%', '41 份报价成交 11 份', '其中 2 项已逾期'],
    found: '本周新线索',
    verified: '已验证邮箱',
    sent: '本周已发送',
    sendsByDay: '每日发送量',
    recentDrafts: '最近的草稿',
    draftRows: [
      ['FSC 实木餐椅——秋季新品', '英语', '已打开'],
      ['Muebles de comedor – catálogo 2026', '西班牙语', '已回复'],
      ['Образцы стульев – условия поставки', '俄语', '已发送'],
      ['Bürostühle – Angebot Q4', '德语', '草稿'],
    ],
    status: '状态',
    language: '语言',
    imports12: '近 12 个月进口批次（海关数据）',
    contents: '报告内容',
    contentItems: ['工商注册与股东', '财务摘要', '诉讼与抵押', '付款表现与信用额度建议'],
    marketing: '智能获客',
    finder: '相似买家：与 Meridian Home Goods 采购相同产品',
    website: '网站',
    emails: '邮箱',
    match: '匹配度',
    source: '来源',
    campaign: '营销活动',
    campaignName: '秋季家具新品',
    steps: ['首封开发信', '3 天后跟进', '7 天后寄样提醒'],
    openRate: '打开率',
    replies: '回复',
    addAll: '全部加入活动',
    ai: 'AI 外贸邮件',
    brief: '写作要求',
    briefFields: [
      ['产品', '实木餐椅，FSC 认证'],
      ['收件人', 'Oakline Furnishings 采购经理'],
      ['语气', '专业、简洁'],
      ['语言', '中文'],
    ],
    draft: '生成的草稿',
    subject: '主题',
    generate: '重新生成',
    translate: '翻译为',
    languages: ['英语', '西班牙语', '俄语', '德语'],
    credit: '信用报告',
    score: '信用评分',
    risk: '低风险',
    facts: '企业信息',
    factRows: [
      ['注册号', 'DE-HRB 204 117'],
      ['成立年份', '2009'],
      ['员工人数', '120–150'],
      ['年营业额', '€ 38 M'],
      ['法律形式', 'GmbH'],
    ],
    payments: '付款表现',
    paymentRows: [
      ['按时付款', 86],
      ['逾期 1–30 天', 11],
      ['逾期 30 天以上', 3],
    ],
    delivered: '报告由合作伙伴出具，3–5 个工作日交付',
  },
  en: {
    app: 'TradeCompass',
    sample: 'Sample data',
    search: 'Trade search',
    results: 'records',
    date: 'Date',
    importer: 'Importer',
    exporter: 'Exporter',
    origin: 'Origin',
    hs: 'HS code',
    product: 'Description',
    weight: 'Weight (kg)',
    sources: 'Data sources',
    trend: 'Shipment trend',
    shipments: 'shipments',
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    partners: 'Trading partners',
    share: 'Share',
    profile: 'Company profile',
    countries: 'Supplier countries',
    crm: 'Sales pipeline',
    stages: ['Leads', 'Contacted', 'Quoted', 'Won'],
    hsQuery: 'Search: HS 9403 furniture',
    recent: 'Latest arrivals',
    monthly: 'Shipments by month',
    topHs: 'Main products',
    pipelineValue: 'Pipeline value',
    winRate: 'Win rate',
    dueToday: 'Follow-ups due today',
    followUps: 'Next follow-ups',
    followUpItems: [
      'Send the sample price list',
      'Confirm the 40HQ loading date',
      'Answer on payment terms',
      'Send the FSC certificate',
      'Book a video factory tour',
    ],
    statNotes: ['+12% on last quarter', '11 of 41 quotes won', '2 of them overdue'],
    found: 'New prospects this week',
    verified: 'Verified e-mails',
    sent: 'Sent this week',
    sendsByDay: 'E-mails sent per day',
    recentDrafts: 'Recent drafts',
    draftRows: [
      ['FSC solid wood chairs – autumn range', 'English', 'Opened'],
      ['Muebles de comedor – catálogo 2026', 'Spanish', 'Replied'],
      ['Образцы стульев – условия поставки', 'Russian', 'Sent'],
      ['Bürostühle – Angebot Q4', 'German', 'Draft'],
    ],
    status: 'Status',
    language: 'Language',
    imports12: 'Import shipments, last 12 months (customs data)',
    contents: 'In the report',
    contentItems: [
      'Registration and shareholders',
      'Financial summary',
      'Lawsuits and charges',
      'Payment record and credit limit advice',
    ],
    marketing: 'Smart marketing',
    finder: 'Look-alike buyers: companies importing what Meridian Home Goods imports',
    website: 'Website',
    emails: 'E-mails',
    match: 'Match',
    source: 'Found on',
    campaign: 'Campaign',
    campaignName: 'Autumn furniture range',
    steps: ['First e-mail', 'Follow-up after 3 days', 'Sample reminder after 7 days'],
    openRate: 'Open rate',
    replies: 'Replies',
    addAll: 'Add all to campaign',
    ai: 'AI trade e-mail',
    brief: 'Brief',
    briefFields: [
      ['Product', 'Solid wood dining chairs, FSC certified'],
      ['To', 'Purchasing manager, Oakline Furnishings'],
      ['Tone', 'Professional, brief'],
      ['Language', 'English'],
    ],
    draft: 'Draft',
    subject: 'Subject',
    generate: 'Write again',
    translate: 'Translate to',
    languages: ['Spanish', 'Russian', 'German', 'Chinese'],
    credit: 'Credit report',
    score: 'Credit score',
    risk: 'Low risk',
    facts: 'Company facts',
    factRows: [
      ['Registration no.', 'DE-HRB 204 117'],
      ['Founded', '2009'],
      ['Employees', '120–150'],
      ['Annual turnover', '€ 38 M'],
      ['Legal form', 'GmbH'],
    ],
    payments: 'Payment behaviour',
    paymentRows: [
      ['Paid on time', 86],
      ['1–30 days late', 11],
      ['Over 30 days late', 3],
    ],
    delivered: 'Report by our partner, delivered in 3–5 working days',
  },
  ru: {
    app: 'TradeCompass',
    sample: 'Пример данных',
    search: 'Торговый поиск',
    results: 'записей',
    date: 'Дата',
    importer: 'Импортёр',
    exporter: 'Экспортёр',
    origin: 'Страна отпр.',
    hs: 'Код HS',
    product: 'Описание',
    weight: 'Вес (кг)',
    sources: 'Источники',
    trend: 'Динамика поставок',
    shipments: 'поставок',
    months: ['янв', 'фев', 'мар', 'апр', 'май', 'июн', 'июл', 'авг', 'сен', 'окт', 'ноя', 'дек'],
    partners: 'Торговые партнёры',
    share: 'Доля',
    profile: 'Профиль компании',
    countries: 'Страны поставщиков',
    crm: 'Воронка продаж',
    stages: ['Лиды', 'Контакт', 'Предложение', 'Сделка'],
    hsQuery: 'Поиск: HS 9403 мебель',
    recent: 'Последние поставки',
    monthly: 'Поставки по месяцам',
    topHs: 'Основные товары',
    pipelineValue: 'Сумма в воронке',
    winRate: 'Конверсия',
    dueToday: 'Задачи на сегодня',
    followUps: 'Ближайшие задачи',
    followUpItems: [
      'Отправить прайс на образцы',
      'Согласовать дату загрузки 40HQ',
      'Ответить по условиям оплаты',
      'Выслать сертификат FSC',
      'Назначить видеоаудит фабрики',
    ],
    statNotes: ['+12% к прошлому кварталу', '11 из 41 предложения', 'из них 2 просрочены'],
    found: 'Новые лиды за неделю',
    verified: 'Проверенные e-mail',
    sent: 'Отправлено за неделю',
    sendsByDay: 'Писем в день',
    recentDrafts: 'Последние черновики',
    draftRows: [
      ['Стулья из массива FSC – осень', 'английский', 'Открыто'],
      ['Muebles de comedor – catálogo 2026', 'испанский', 'Ответ'],
      ['Образцы стульев – условия поставки', 'русский', 'Отправлено'],
      ['Bürostühle – Angebot Q4', 'немецкий', 'Черновик'],
    ],
    status: 'Статус',
    language: 'Язык',
    imports12: 'Импортные поставки за 12 месяцев (таможенные данные)',
    contents: 'Состав отчёта',
    contentItems: ['Регистрация и учредители', 'Финансовая сводка', 'Суды и залоги', 'Платежи и рекомендуемый лимит'],
    marketing: 'Умный маркетинг',
    finder: 'Похожие покупатели: импортируют то же, что Meridian Home Goods',
    website: 'Сайт',
    emails: 'E-mail',
    match: 'Сходство',
    source: 'Источник',
    campaign: 'Кампания',
    campaignName: 'Осенняя коллекция мебели',
    steps: ['Первое письмо', 'Напоминание через 3 дня', 'Об образцах через 7 дней'],
    openRate: 'Открытия',
    replies: 'Ответы',
    addAll: 'Добавить всех в кампанию',
    ai: 'ИИ-письма',
    brief: 'Задание',
    briefFields: [
      ['Товар', 'Стулья из массива, сертификат FSC'],
      ['Кому', 'Менеджер по закупкам, Oakline Furnishings'],
      ['Тон', 'Деловой, кратко'],
      ['Язык', 'Русский'],
    ],
    draft: 'Черновик',
    subject: 'Тема',
    generate: 'Написать заново',
    translate: 'Перевести на',
    languages: ['английский', 'испанский', 'немецкий', 'китайский'],
    credit: 'Кредитный отчёт',
    score: 'Кредитный рейтинг',
    risk: 'Низкий риск',
    facts: 'Сведения о компании',
    factRows: [
      ['Рег. номер', 'DE-HRB 204 117'],
      ['Год основания', '2009'],
      ['Сотрудники', '120–150'],
      ['Годовой оборот', '€ 38 млн'],
      ['Форма', 'GmbH'],
    ],
    payments: 'Платёжная дисциплина',
    paymentRows: [
      ['Вовремя', 86],
      ['Просрочка 1–30 дней', 11],
      ['Просрочка > 30 дней', 3],
    ],
    delivered: 'Отчёт партнёра, срок – 3–5 рабочих дней',
  },
} as const

/** A small deterministic generator, so the images are the same on every run. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648
    return state / 2147483648
  }
}

const BUYERS = [
  'Meridian Home Goods LLC',
  'Bluewater Retail Inc.',
  'Oakline Furnishings Co.',
  'Harbor & Pine Trading',
  'Northgate Interiors LLC',
  'Summit Living Supply',
]
const SUPPLIERS = [
  'Foshan Jiayi Furniture Co., Ltd.',
  'Ningbo Everbright Homeware',
  'Binh Duong Woodcraft JSC',
  'Xiamen Lianfa Import & Export',
  'Jepara Teak Industries',
  'Monterrey Muebles S.A.',
]
const ORIGINS = ['CN', 'CN', 'VN', 'CN', 'ID', 'MX']
const PRODUCTS = {
  zh: ['实木餐椅', '布艺沙发', '办公桌', '藤编边桌', '床头柜', '金属书架'],
  en: [
    'Solid wood dining chairs',
    'Upholstered sofas',
    'Office desks',
    'Rattan side tables',
    'Bedside cabinets',
    'Metal bookshelves',
  ],
  ru: [
    'Стулья из массива',
    'Мягкие диваны',
    'Офисные столы',
    'Столики из ротанга',
    'Прикроватные тумбы',
    'Металлические стеллажи',
  ],
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
  const sources = DATASETS.filter((d) => d.type === 'SHIPMENTS_IMPORT')
    .slice(0, 5)
    .map((d) => `<span class="chip">${datasetLabel(d, locale)}</span>`)
    .join('')
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
    `<div class="card"><h2>${t.trend} · HS 9403 · ${datasetLabel(usa, locale)}</h2><div class="muted">2026 · ${formatCount(
      values.reduce((a, b) => a + b, 0),
      locale,
      SHIPMENT_NOUN[locale],
    )}</div>
     <svg width="1120" height="520" viewBox="0 0 1120 520"><line x1="40" y1="470" x2="1110" y2="470" stroke="#cbd5e1"/>${bars}</svg></div>`,
  )
}

function companyScreen(locale: Locale): string {
  const t = T[locale]
  const shares = [34, 22, 15, 12, 10, 7]
  const partners = SUPPLIERS.map(
    (name, i) =>
      `<tr><td>${name}</td><td>${countryName(ORIGINS[i]!, locale)}</td><td style="width:45%"><div style="height:10px;border-radius:5px;background:#0b5cff;width:${shares[i]! * 2.6}%"></div></td><td style="text-align:right">${shares[i]}%</td></tr>`,
  ).join('')
  const countries = [
    ['CN', 58],
    ['VN', 21],
    ['ID', 12],
    ['MX', 9],
  ]
    .map(
      ([code, pct]) =>
        `<div style="display:flex;justify-content:space-between;padding:8px 0;border-bottom:1px solid #e5e7eb"><span>${countryName(code as string, locale)}</span><b>${pct}%</b></div>`,
    )
    .join('')
  return frame(
    locale,
    t.profile,
    `<div class="card" style="display:flex;gap:18px;align-items:center"><div style="width:64px;height:64px;border-radius:14px;background:#eef3ff;color:#0b5cff;display:grid;place-items:center;font-weight:800;font-size:26px">M</div><div><h2 style="margin:0">${BUYERS[0]}</h2><div class="muted">${countryName('US', locale)} · HS 9403 · ${formatCount(1284, locale, SHIPMENT_NOUN[locale])}</div></div></div>
     <div class="row" style="grid-template-columns:2fr 1fr"><div class="card"><h2>${t.partners}</h2><table><tr><th>${t.exporter}</th><th>${t.origin}</th><th>${t.share}</th><th></th></tr>${partners}</table></div><div class="card"><h2>${t.countries}</h2>${countries}</div></div>
     <div class="row" style="grid-template-columns:2fr 1fr"><div class="card"><h2>${t.monthly}</h2>${miniBars(13, 150)}</div><div class="card"><h2>${t.topHs}</h2>${topProducts(locale)}</div></div>`,
  )
}

/** Twelve small monthly bars with their month initials, for a card's lower half. */
function miniBars(seed: number, height: number): string {
  const next = random(seed)
  const values = Array.from({ length: 12 }, (_, i) => 60 + i * 4 + next() * 40)
  const max = Math.max(...values)
  return `<div style="display:flex;align-items:flex-end;gap:10px;height:${height}px">${values.map((v) => `<div style="flex:1;height:${Math.round((v / max) * 100)}%;border-radius:4px 4px 0 0;background:#0b5cff;opacity:.8"></div>`).join('')}</div>`
}

function topProducts(locale: Locale): string {
  return [
    ['9403.60', 46],
    ['9401.61', 31],
    ['9403.30', 23],
  ]
    .map(
      ([hs, pct], i) =>
        `<div style="display:flex;justify-content:space-between;gap:12px;padding:7px 0;border-bottom:1px solid #e5e7eb"><span><b>${hs}</b> <span class="muted">${PRODUCTS[locale][i]}</span></span><b>${pct}%</b></div>`,
    )
    .join('')
}

function crmScreen(locale: Locale): string {
  const t = T[locale]
  const columns = t.stages
    .map((stage, s) => {
      const cards = BUYERS.slice(s, s + 4 - Math.min(s, 2))
        .map(
          (name, i) =>
            `<div style="background:#fff;border-radius:8px;padding:10px 12px;margin-bottom:10px;box-shadow:0 2px 8px rgba(15,23,42,.07)"><b style="font-size:13px">${name}</b><div class="muted" style="font-size:12px">${PRODUCTS[locale][(s + i) % 6]} · ${formatUsd((12 + s * 9 + i * 4) * 1000, locale)}</div></div>`,
        )
        .join('')
      return `<div style="background:#f5f7fb;border-radius:10px;padding:12px"><div style="display:flex;justify-content:space-between;margin-bottom:10px"><b>${stage}</b><span class="chip" style="margin:0">${4 - Math.min(s, 2)}</span></div>${cards}</div>`
    })
    .join('')
  const stats = [
    [t.pipelineValue, '$368,000'],
    [t.winRate, '27%'],
    [t.dueToday, '5'],
  ]
    .map(
      ([label, value], i) =>
        `<div class="card"><div class="muted">${label}</div><div style="font-size:28px;font-weight:800;color:#0b1f4d">${value}</div><div class="muted" style="font-size:13px">${t.statNotes[i]}</div>${miniBars(20 + i, 70)}</div>`,
    )
    .join('')
  const followUps = t.followUpItems
    .map(
      (item, i) =>
        `<div style="display:flex;gap:12px;align-items:center;padding:7px 0;border-bottom:1px solid #e5e7eb"><i style="width:14px;height:14px;border:2px solid #0b5cff;border-radius:4px"></i><span style="flex:1">${item}</span><span class="muted">${BUYERS[(i + 1) % 6]}</span></div>`,
    )
    .join('')
  return frame(
    locale,
    t.crm,
    `<div class="card"><h2>${t.crm}</h2><div class="row" style="grid-template-columns:repeat(4,1fr)">${columns}</div></div>
     <div class="row" style="grid-template-columns:1fr 1fr 1fr 2.4fr">${stats}<div class="card"><h2 style="font-size:16px;margin-bottom:4px">${t.followUps}</h2>${followUps}</div></div>`,
  )
}

function marketingScreen(locale: Locale): string {
  const t = T[locale]
  const sources = ['LinkedIn', 'Google', 'Facebook', 'LinkedIn', 'Google', 'Instagram', 'Google']
  const prospects = [
    'Cedar Lane Home Inc.',
    'Brightwood Interiors',
    'Maple & Stone Living',
    'Westport Furniture Supply',
    'Halden Home Collection',
    'Casa Nova Importers',
    'Lakeside Decor Group',
  ]
  const rows = prospects
    .map((name, i) => {
      const match = 96 - i * 5
      const site = name
        .toLowerCase()
        .replace(/[^a-z]+/g, '')
        .slice(0, 14)
      return `<tr><td><b>${name}</b></td><td class="muted">${site}.com</td><td>${3 + ((i * 5) % 7)}</td><td><span class="chip" style="margin:0">${sources[i]}</span></td><td style="width:22%"><div style="display:flex;gap:8px;align-items:center"><div style="flex:1;height:8px;border-radius:4px;background:#e5e7eb"><div style="height:8px;border-radius:4px;background:#16a34a;width:${match}%"></div></div>${match}%</div></td></tr>`
    })
    .join('')
  const steps = t.steps
    .map(
      (step, i) =>
        `<div style="display:flex;gap:10px;align-items:center;padding:9px 0;border-bottom:1px solid #e5e7eb"><span style="width:26px;height:26px;border-radius:50%;background:#eef3ff;color:#0b5cff;display:grid;place-items:center;font-weight:700">${i + 1}</span>${step}</div>`,
    )
    .join('')
  return frame(
    locale,
    t.marketing,
    `<div class="row" style="grid-template-columns:2.2fr 1fr;align-items:start"><div class="card"><h2>${t.finder}</h2><table><tr><th>${t.importer}</th><th>${t.website}</th><th>${t.emails}</th><th>${t.source}</th><th>${t.match}</th></tr>${rows}</table>
     <div style="margin-top:14px;display:inline-block;background:#0b5cff;color:#fff;border-radius:8px;padding:9px 18px;font-weight:600">${t.addAll}</div></div>
     <div class="card"><div class="muted">${t.campaign}</div><h2>${t.campaignName}</h2>${steps}
     <div style="display:grid;grid-template-columns:1fr 1fr;gap:12px;margin-top:14px"><div><div class="muted">${t.openRate}</div><div style="font-size:26px;font-weight:800;color:#0b1f4d">48%</div></div><div><div class="muted">${t.replies}</div><div style="font-size:26px;font-weight:800;color:#0b1f4d">23</div></div></div></div></div>
     <div class="row" style="grid-template-columns:1fr 1fr 1fr 2fr">${[
       [t.found, '1,248'],
       [t.verified, '3,905'],
       [t.sent, '620'],
     ]
       .map(
         ([label, value]) =>
           `<div class="card"><div class="muted">${label}</div><div style="font-size:28px;font-weight:800;color:#0b1f4d">${value}</div></div>`,
       )
       .join(
         '',
       )}<div class="card"><div class="muted" style="margin-bottom:8px">${t.sendsByDay}</div>${miniBars(31, 90)}</div></div>`,
  )
}

const AI_DRAFT = {
  zh: [
    '主题：FSC 认证实木餐椅——2026 秋季新品报价',
    '尊敬的 Carter 女士：',
    '我们注意到 Oakline Furnishings 近一年从越南和印尼进口实木餐椅。我们是佛山的 FSC 认证工厂，月产能 12,000 把，可按您的款式打样。',
    '随信附上秋季新品目录和 FOB 报价；40HQ 起订，交期 35 天。',
    '方便的话，下周二或周三可以安排 15 分钟视频通话吗？',
  ],
  en: [
    'Subject: FSC-certified solid wood dining chairs – autumn 2026 range',
    'Dear Ms. Carter,',
    'We noticed that Oakline Furnishings has imported solid wood dining chairs from Vietnam and Indonesia over the past year. We are an FSC-certified factory in Foshan making 12,000 chairs a month, and we can sample your own designs.',
    'Our autumn catalogue and FOB prices are attached; the minimum order is one 40HQ, with 35 days to ship.',
    'Would a 15-minute video call next Tuesday or Wednesday suit you?',
  ],
  ru: [
    'Тема: стулья из массива с сертификатом FSC – осенняя коллекция 2026',
    'Уважаемая г-жа Картер!',
    'Мы видим, что Oakline Furnishings за последний год импортировала стулья из массива из Вьетнама и Индонезии. Мы – фабрика в Фошане с сертификатом FSC, 12 000 стульев в месяц, изготовим образцы по вашим эскизам.',
    'Прилагаем осенний каталог и цены FOB; минимальный заказ – один 40HQ, отгрузка через 35 дней.',
    'Удобно ли вам созвониться на 15 минут во вторник или среду?',
  ],
}

function aiScreen(locale: Locale): string {
  const t = T[locale]
  const [subject, ...lines] = AI_DRAFT[locale]
  const brief = t.briefFields
    .map(
      ([label, value]) =>
        `<div style="margin-bottom:12px"><div class="muted" style="font-size:12px">${label}</div><div style="border:1px solid #cbd5e1;border-radius:8px;padding:8px 12px">${value}</div></div>`,
    )
    .join('')
  const languages = t.languages.map((language) => `<span class="chip">${language}</span>`).join('')
  return frame(
    locale,
    t.ai,
    `<div class="row" style="grid-template-columns:1fr 1.9fr;align-items:start"><div class="card"><h2>${t.brief}</h2>${brief}<div style="display:inline-block;background:#0b5cff;color:#fff;border-radius:8px;padding:9px 18px;font-weight:600">✦ ${t.generate}</div></div>
     <div class="card"><h2>${t.draft}</h2><div style="border-bottom:1px solid #e5e7eb;padding-bottom:8px;margin-bottom:10px;font-weight:600">${subject}</div>${lines.map((line) => `<p style="margin:0 0 12px">${line}</p>`).join('')}
     <div style="border-top:1px solid #e5e7eb;padding-top:10px"><span class="muted" style="margin-right:8px">${t.translate}</span>${languages}</div></div></div>
     <div class="card"><h2>${t.recentDrafts}</h2><table><tr><th>${t.subject}</th><th>${t.language}</th><th>${t.status}</th></tr>${t.draftRows.map(([subject, language, status]) => `<tr><td>${subject}</td><td>${language}</td><td><span class="chip" style="margin:0">${status}</span></td></tr>`).join('')}</table></div>`,
  )
}

function creditScreen(locale: Locale): string {
  const t = T[locale]
  const facts = t.factRows
    .map(
      ([label, value]) =>
        `<div style="display:flex;justify-content:space-between;padding:8px 0;border-bottom:1px solid #e5e7eb"><span class="muted">${label}</span><b>${value}</b></div>`,
    )
    .join('')
  const colours = ['#16a34a', '#f59e0b', '#dc2626']
  const payments = t.paymentRows
    .map(
      ([label, pct], i) =>
        `<div style="margin-bottom:12px"><div style="display:flex;justify-content:space-between"><span>${label}</span><b>${pct}%</b></div><div style="height:10px;border-radius:5px;background:#e5e7eb"><div style="height:10px;border-radius:5px;background:${colours[i]};width:${pct}%"></div></div></div>`,
    )
    .join('')
  // The score on a half-circle gauge: 78 of 100.
  const angle = Math.PI * (1 - 0.78)
  const gauge = `<svg width="260" height="150" viewBox="0 0 260 150"><path d="M20 130 A110 110 0 0 1 240 130" fill="none" stroke="#e5e7eb" stroke-width="18" stroke-linecap="round"/><path d="M20 130 A110 110 0 0 1 ${(130 + 110 * Math.cos(angle)).toFixed(1)} ${(130 - 110 * Math.sin(angle)).toFixed(1)}" fill="none" stroke="#16a34a" stroke-width="18" stroke-linecap="round"/><text x="130" y="118" text-anchor="middle" font-size="44" font-weight="800" fill="#0b1f4d">78</text></svg>`
  return frame(
    locale,
    t.credit,
    `<div class="card" style="display:flex;gap:18px;align-items:center"><div style="width:64px;height:64px;border-radius:14px;background:#ecfdf5;color:#16a34a;display:grid;place-items:center;font-weight:800;font-size:26px">H</div><div><h2 style="margin:0">Hansa Möbelhandel GmbH</h2><div class="muted">${countryName('DE', locale)} · HS 9403</div></div><span class="chip" style="margin-left:auto;background:#ecfdf5;color:#15803d">${t.risk}</span></div>
     <div class="row" style="grid-template-columns:1fr 1.2fr 1.2fr;align-items:stretch"><div class="card" style="text-align:center"><h2>${t.score}</h2>${gauge}<div class="muted">0–100</div></div><div class="card"><h2>${t.facts}</h2>${facts}</div><div class="card"><h2>${t.payments}</h2>${payments}</div></div>
     <div class="row" style="grid-template-columns:2fr 1fr"><div class="card"><h2>${t.imports12}</h2>${miniBars(41, 120)}</div><div class="card"><h2>${t.contents}</h2>${t.contentItems.map((item) => `<div style="padding:6px 0;border-bottom:1px solid #e5e7eb">✓ ${item}</div>`).join('')}</div></div>
     <div class="card muted">${t.delivered}</div>`,
  )
}

export const SCREENS: Record<Visual, (locale: Locale) => string> = {
  search: searchScreen,
  trend: trendScreen,
  company: companyScreen,
  crm: crmScreen,
  marketing: marketingScreen,
  ai: aiScreen,
  credit: creditScreen,
}

async function main() {
  const out = join(dirname(new URL(import.meta.url).pathname), '..', '..', 'src/seed/media')
  mkdirSync(out, { recursive: true })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  })
  const page = await browser.newPage({ viewport: VISUAL_SIZE })
  // Only some screens: `node --import tsx scripts/visuals/product-visuals.ts marketing ai credit`.
  const only = process.argv.slice(2)
  for (const visual of VISUALS.filter((name) => only.length === 0 || only.includes(name))) {
    for (const locale of ['zh', 'en', 'ru'] as const) {
      await page.setContent(SCREENS[visual](locale))
      const png = await page.screenshot({ type: 'png' })
      await sharp(png)
        .webp({ quality: 72 })
        .toFile(join(out, visualFile(visual, locale)))
    }
  }
  await browser.close()
  console.log(`product visuals: ${VISUALS.length * 3} images in src/seed/media`)
}

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) await main()
