/**
 * The head tags of the sites' markets: the search engines' site-verification codes from the site
 * settings (Baidu, Yandex, Bing, Google, per site), and what Chinese browsers and Baidu read on /cn.
 */
import type { Metadata } from 'next'

import { say } from '../../i18n/catalogue'
import { PAGE_DESCRIPTIONS } from '../../i18n/messages/page-descriptions'

export type VerificationCodes = {
  baidu?: string | null
  yandex?: string | null
  bing?: string | null
  google?: string | null
}

/** Next's `verification` metadata: `google` and `yandex` by name, Baidu and Bing under their own meta names. */
export function siteVerificationMetadata(codes: VerificationCodes | null | undefined): Metadata['verification'] {
  const clean = (value: string | null | undefined) => (value ?? '').trim()
  const other: Record<string, string> = {}
  if (clean(codes?.baidu)) other['baidu-site-verification'] = clean(codes?.baidu)
  if (clean(codes?.bing)) other['msvalidate.01'] = clean(codes?.bing)
  const verification: NonNullable<Metadata['verification']> = {}
  if (clean(codes?.google)) verification.google = clean(codes?.google)
  if (clean(codes?.yandex)) verification.yandex = clean(codes?.yandex)
  if (Object.keys(other).length) verification.other = other
  return Object.keys(verification).length ? verification : undefined
}

/**
 * /cn: dual-core browsers (360, QQ, Sogou) render with WebKit, not their IE engine; Baidu's mobile adaptation: the
 * same responsive page serves PC and mobile (applicable-device).
 */
export function chinaMetadata(): Pick<Metadata, 'other'> {
  return {
    other: {
      renderer: 'webkit',
      'force-rendering': 'webkit',
      'applicable-device': 'pc,mobile',
      'format-detection': 'telephone=no',
    },
  }
}

type Lang = 'zh' | 'en' | 'ru'

/** The news list's own description: every indexable page needs one (search engines and audits flag it). */
export const NEWS_LIST_DESCRIPTION: Record<Lang, string> = {
  zh: say(PAGE_DESCRIPTIONS, 'zh', 'newsList'),
  en: say(PAGE_DESCRIPTIONS, 'en', 'newsList'),
  ru: say(PAGE_DESCRIPTIONS, 'ru', 'newsList'),
}

const legal = (key: 'legal.privacy' | 'legal.terms' | 'legal.package-terms'): Record<Lang, string> => ({
  zh: say(PAGE_DESCRIPTIONS, 'zh', key),
  en: say(PAGE_DESCRIPTIONS, 'en', key),
  ru: say(PAGE_DESCRIPTIONS, 'ru', key),
})

/** A legal text's description when it has none of its own. */
export const LEGAL_DESCRIPTION: Record<'privacy' | 'terms' | 'package-terms', Record<Lang, string>> = {
  privacy: legal('legal.privacy'),
  terms: legal('legal.terms'),
  'package-terms': legal('legal.package-terms'),
}

/** A country page's description when the country has none. */
export function countryDescription(name: string, lang: Lang): string {
  return say(PAGE_DESCRIPTIONS, lang, 'country', { name })
}

/** The keys of a block whose strings are text a visitor reads (not links, icons or settings). */
const TEXT_KEYS = new Set([
  'subheading',
  'subtitle',
  'text',
  'description',
  'intro',
  'lead',
  'summary',
  'body',
  'content',
  'richText',
])

/** The first readable text of a page's blocks (strings under a text key, Lexical text nodes), depth first. */
export function firstTextOf(value: unknown): string {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstTextOf(item)
      if (found) return found
    }
    return ''
  }
  if (!value || typeof value !== 'object') return ''
  const node = value as Record<string, unknown>
  // A Lexical paragraph: its text nodes together.
  if (Array.isArray(node.children) && node.children.some((child) => (child as { type?: unknown })?.type === 'text')) {
    const text = node.children
      .map((child) => String((child as { text?: unknown }).text ?? ''))
      .join('')
      .trim()
    if (text) return text
  }
  for (const [key, child] of Object.entries(node)) {
    const found = typeof child === 'string' ? (TEXT_KEYS.has(key) ? child.trim() : '') : firstTextOf(child)
    if (found) return found
  }
  return ''
}

/** At most `max` characters, cut at a word (or, for Chinese, a character) with an ellipsis. */
function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`
}

const PAGE_FALLBACK: Record<Lang, (title: string) => string> = {
  zh: (title) => `${title} — 贸易罗盘：覆盖 250 多个国家和地区的海关与贸易数据，帮助企业找到买家和供应商。`,
  en: (title) =>
    `${title} — TradeCompass: customs and trade data of 250+ countries and regions to find buyers and suppliers.`,
  ru: (title) =>
    `${title} — TradeCompass: таможенные и торговые данные 250+ стран и регионов для поиска покупателей и поставщиков.`,
}

/**
 * A page's meta description: the editor's own, else the first text a visitor reads on it, else a sentence naming the
 * page: every indexable page has a description, also one an editor saved without it.
 */
export function pageDescription(
  page: { title?: string | null; meta?: { description?: string | null } | null; layout?: unknown },
  lang: Lang,
): string {
  const own = page.meta?.description?.trim()
  if (own) return own
  const text = firstTextOf(page.layout)
  if (text) return clip(text)
  return PAGE_FALLBACK[lang](String(page.title ?? '').trim() || (lang === 'zh' ? '贸易罗盘' : 'TradeCompass'))
}
