/**
 * The translators' glossary: the product's own vocabulary, as the seeded English and Russian texts use it.
 * A term that exists (by its Chinese text) is left alone, so the seed is idempotent and keeps an editor's changes.
 */
import type { Payload } from 'payload'

import type { GlossaryTerm } from '../domain/glossary'

export const GLOSSARY: GlossaryTerm[] = [
  {
    zh: 'TradeCompass',
    en: 'TradeCompass',
    ru: 'TradeCompass',
    note: 'Brand name: do not translate or transliterate',
    forbidden: 'ТрейдКомпас\nТрейд Компас',
  },
  { zh: '海关数据', en: 'customs data', ru: 'таможенные данные' },
  { zh: '提单', en: 'bill of lading', ru: 'коносамент', forbidden: 'накладная\nwaybill' },
  { zh: '采购商', en: 'buyer', ru: 'покупатель', forbidden: 'purchaser' },
  { zh: '进口商', en: 'importer', ru: 'импортёр' },
  { zh: '出口商', en: 'exporter', ru: 'экспортёр' },
  { zh: '供应商', en: 'supplier', ru: 'поставщик', forbidden: 'vendor' },
  { zh: 'HS编码', en: 'HS code', ru: 'код ТН ВЭД', note: 'Harmonized System code; in Russian the EAEU name ТН ВЭД' },
  { zh: 'HS 编码', en: 'HS code', ru: 'код ТН ВЭД', note: 'Harmonized System code; in Russian the EAEU name ТН ВЭД' },
  {
    zh: '外贸',
    en: 'foreign trade',
    ru: 'внешняя торговля',
    note: 'As an adjective ("外贸团队"): export team / экспортная команда is fine in context',
  },
  { zh: '贸易数据', en: 'trade data', ru: 'торговые данные' },
  { zh: '进口数据', en: 'import data', ru: 'данные об импорте' },
  { zh: '出口数据', en: 'export data', ru: 'данные об экспорте' },
  { zh: '发货人', en: 'shipper', ru: 'отправитель' },
  { zh: '贸易伙伴', en: 'trading partner', ru: 'торговый партнёр' },
  { zh: '报关单', en: 'customs declaration', ru: 'таможенная декларация' },
]

export async function seedGlossary(payload: Payload): Promise<void> {
  const existing = await payload.find({
    collection: 'glossary-terms',
    limit: 1000,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  const known = new Set(existing.docs.map((doc) => (doc as { zh: string }).zh))
  for (const term of GLOSSARY) {
    if (known.has(term.zh)) continue
    await payload.create({ collection: 'glossary-terms', data: term, overrideAccess: true })
  }
}
