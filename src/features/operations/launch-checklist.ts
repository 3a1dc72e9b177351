/**
 * The launch checklist: what the seed ships as a stand-in that must not reach a visitor in production —
 * the placeholder contact domain, addresses on reserved domains (`.example`), the seed's sample phone numbers and
 * bank accounts. One array of named checks; each answers the open items it finds, each with the admin screen where an
 * editor fixes it. Other parts add their checks here (e.g. "sample case studies still published").
 *
 * Read by the admin dashboard's panel (src/features/operations/LaunchChecklistPanel.tsx) and, in production, by
 * `npm start`, which logs one loud structured warning while any item is open (scripts/run.ts).
 */
import type { CollectionSlug, GlobalSlug, Payload } from 'payload'

import { contactDomainOf, isPlaceholderDomain, placeholderAddresses, PLACEHOLDER_DOMAIN } from '../../domain/contact'
import { offices as seededOffices } from '../../seed/content/offices'
import { siteSettings as seededSettings } from '../../seed/content/site-settings'
import type { L } from '../../seed/types'
import { LAUNCH_CHECKLIST } from '../../i18n/messages/launch-checklist'

export type LaunchItem = {
  /** What is open, in plain words (names the document and the value), in the three admin languages. */
  detail: L
  /** The admin screen where it is fixed. */
  href: string
}

export type LaunchCheck = {
  id: string
  title: L
  /** The open items; none when the check passes. */
  run: (payload: Payload) => Promise<LaunchItem[]>
}

export type LaunchCheckResult = { id: string; title: L; items: LaunchItem[] }

const globalHref = (slug: GlobalSlug) => `/admin/globals/${slug}`
const docHref = (slug: CollectionSlug, id: number | string) => `/admin/collections/${slug}/${id}`

async function settingsOf(payload: Payload) {
  return payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
}

/** The documents whose published texts are shown on the sites, scanned for addresses on reserved domains. */
// Without `draft`, Payload answers the published documents (a draft never shows to a visitor).
const SCANNED_COLLECTIONS: { slug: CollectionSlug; title: string }[] = [
  { slug: 'pages', title: 'path' },
  { slug: 'news', title: 'slug' },
  { slug: 'solutions', title: 'slug' },
  { slug: 'services', title: 'slug' },
  { slug: 'legal-documents', title: 'kind' },
  { slug: 'offices', title: 'city' },
  { slug: 'utility-tools', title: 'url' },
  { slug: 'nav-items', title: 'name' },
]
const SCANNED_GLOBALS: GlobalSlug[] = ['site-settings', 'header', 'footer']

/** The same words in the three admin languages. */
const all = (text: string): L => ({ zh: text, en: text, ru: text })

/** A collection's or global's name as the admin shows it ("Offices", "办公地点", …), the slug when it has none. */
function nameOf(payload: Payload, slug: string): L {
  const config = payload.collections[slug as CollectionSlug]?.config
  const named = config ? config.labels?.plural : payload.config.globals.find((g) => g.slug === slug)?.label
  if (named && typeof named === 'object') {
    const { zh, en, ru } = named as Record<string, string>
    return { zh: zh ?? en ?? slug, en: en ?? slug, ru: ru ?? en ?? slug }
  }
  return all(typeof named === 'string' ? named : slug)
}

/** One text of the checklist in the three languages. */
const three = (key: keyof typeof LAUNCH_CHECKLIST.zh): L => ({
  zh: LAUNCH_CHECKLIST.zh[key],
  en: LAUNCH_CHECKLIST.en[key],
  ru: LAUNCH_CHECKLIST.ru[key],
})

/** "{name}: {rest}" in each language (rest the same in all). */
const where = (name: L, rest: string): L => ({
  zh: `${name.zh}：${rest}`,
  en: `${name.en}: ${rest}`,
  ru: `${name.ru}: ${rest}`,
})

function found(value: unknown): string[] {
  return placeholderAddresses(JSON.stringify(value ?? null))
}

export const LAUNCH_CHECKS: LaunchCheck[] = [
  {
    id: 'contact-domain',
    title: three('contactDomain'),
    async run(payload) {
      const settings = (await settingsOf(payload)) as { contactDomain?: string | null }
      const domain = contactDomainOf(settings)
      if (!isPlaceholderDomain(settings.contactDomain)) return []
      const placeholder = domain === PLACEHOLDER_DOMAIN
      const detail = {
        en: `Addresses written as name@{domain} show ${placeholder ? 'the placeholder ' : ''}@${domain}`,
        zh: `写作 name@{domain} 的地址显示为${placeholder ? '占位域名 ' : ' '}@${domain}`,
        ru: `Адреса вида name@{domain} показываются как ${placeholder ? 'заглушка ' : ''}@${domain}`,
      }
      return [{ detail, href: globalHref('site-settings') }]
    },
  },
  {
    id: 'placeholder-addresses',
    title: three('placeholderAddresses'),
    async run(payload) {
      const items: LaunchItem[] = []
      for (const slug of SCANNED_GLOBALS) {
        const hits = found(await payload.findGlobal({ slug, depth: 0, locale: 'all', overrideAccess: true }))
        if (hits.length) items.push({ detail: where(nameOf(payload, slug), hits.join(', ')), href: globalHref(slug) })
      }
      for (const { slug, title } of SCANNED_COLLECTIONS) {
        const { docs } = await payload.find({
          collection: slug,
          depth: 0,
          locale: 'all',
          limit: 0,
          pagination: false,
          overrideAccess: true,
        })
        for (const doc of docs as unknown as Record<string, unknown>[]) {
          const hits = found(doc)
          if (!hits.length) continue
          const name = doc[title]
          const label = typeof name === 'object' && name ? Object.values(name as Record<string, string>)[0] : name
          const kind = nameOf(payload, slug)
          const quoted = `“${String(label ?? doc.id)}”`
          items.push({
            detail: where(
              { zh: `${kind.zh} ${quoted}`, en: `${kind.en} ${quoted}`, ru: `${kind.ru} ${quoted}` },
              hits.join(', '),
            ),
            href: docHref(slug, doc.id as number),
          })
        }
      }
      return items
    },
  },
  {
    id: 'sample-phones',
    title: three('samplePhones'),
    async run(payload) {
      const samples = new Set(seededOffices.map((o) => o.phone).filter(Boolean))
      const items: LaunchItem[] = []
      const { docs } = await payload.find({
        collection: 'offices',
        depth: 0,
        limit: 0,
        pagination: false,
        overrideAccess: true,
      })
      for (const office of docs) {
        const name = nameOf(payload, 'offices')
        const city = `“${office.city}”`
        if (office.phone && samples.has(office.phone))
          items.push({
            detail: where(
              { zh: `${name.zh} ${city}`, en: `${name.en} ${city}`, ru: `${name.ru} ${city}` },
              office.phone,
            ),
            href: docHref('offices', office.id),
          })
      }
      const widget = (await settingsOf(payload)).contactWidget
      const seeded = seededSettings.contactWidget
      const widgetField = {
        phone: three('widget.phone'),
        qq: three('widget.qq'),
        wechatId: three('widget.wechatId'),
      }
      for (const key of ['phone', 'qq', 'wechatId'] as const) {
        const value = widget?.[key]
        if (value && value === seeded[key])
          items.push({ detail: where(widgetField[key], value), href: globalHref('site-settings') })
      }
      return items
    },
  },
  {
    id: 'sample-bank-accounts',
    title: three('sampleBankAccounts'),
    async run(payload) {
      const settings = await settingsOf(payload)
      const items: LaunchItem[] = []
      const pairs: [L, string | null | undefined, string | undefined][] = [
        [
          three('bank.international'),
          settings.bankTransfer?.international?.account,
          seededSettings.bankTransfer.international.account,
        ],
        [
          three('bank.mainland'),
          settings.bankTransfer?.mainland?.account,
          seededSettings.bankTransfer.mainland.account,
        ],
        [three('seller.taxId'), settings.seller?.taxId, seededSettings.seller?.taxId],
      ]
      for (const [what, value, sample] of pairs) {
        if (value && value === sample) items.push({ detail: where(what, value), href: globalHref('site-settings') })
      }
      return items
    },
  },
  {
    id: 'sample-case-studies',
    title: three('sampleCaseStudies'),
    async run(payload) {
      // Published ones only (without `draft`, Payload answers the published documents): a sample kept as a draft
      // reaches no one.
      const { docs } = await payload.find({
        collection: 'case-studies',
        where: { sample: { equals: true } },
        depth: 0,
        limit: 0,
        pagination: false,
        overrideAccess: true,
      })
      const name = nameOf(payload, 'case-studies')
      return docs.map((study) => {
        const customer = `“${study.customer ?? study.id}”`
        const detail = {
          en: `${name.en} ${customer} is a sample`,
          zh: `${name.zh} ${customer} 是示例`,
          ru: `${name.ru} ${customer} — пример`,
        }
        return { detail, href: docHref('case-studies', study.id) }
      })
    },
  },
]

/** Every check's open items (a check that fails to run is reported as open, with its error). */
export async function runLaunchChecklist(
  payload: Payload,
  checks: LaunchCheck[] = LAUNCH_CHECKS,
): Promise<LaunchCheckResult[]> {
  const results: LaunchCheckResult[] = []
  for (const check of checks) {
    let items: LaunchItem[]
    try {
      items = await check.run(payload)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      items = [
        {
          detail: {
            en: `the check could not run: ${message}`,
            zh: `检查无法运行：${message}`,
            ru: `проверка не выполнилась: ${message}`,
          },
          href: '/admin',
        },
      ]
    }
    results.push({ id: check.id, title: check.title, items })
  }
  return results
}

export function openItemCount(results: LaunchCheckResult[]): number {
  return results.reduce((sum, result) => sum + result.items.length, 0)
}

/**
 * `npm start` in production: one structured warning (level warn, `launchChecklist` with every open item) while any
 * placeholder is still published; one info line when all checks pass.
 */
export async function warnOfOpenLaunchItems(
  payload: Payload,
  logger: { warn: (obj: object, msg: string) => void; info: (msg: string) => void },
): Promise<number> {
  const results = await runLaunchChecklist(payload)
  const open = openItemCount(results)
  if (open === 0) {
    logger.info('launch checklist: every check passes')
    return 0
  }
  logger.warn(
    {
      event: 'launch-checklist',
      open,
      launchChecklist: results
        .filter((r) => r.items.length)
        .map((r) => ({
          check: r.id,
          title: r.title.en,
          items: r.items.map((item) => ({ detail: item.detail.en, href: item.href })),
        })),
    },
    `LAUNCH CHECKLIST: ${open} placeholder item(s) from the seed are still published and visible to visitors — fix them in the admin (dashboard → Launch checklist)`,
  )
  return open
}
