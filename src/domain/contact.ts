/**
 * The operator's contact addresses: seeded and edited texts write an address as `sales@{domain}`, and the
 * sites, mails and receipts show it on the contact domain of the site settings (`contactDomain`). Until an editor
 * sets it, the placeholder domain stands in, which the launch checklist (src/features/operations/launch-checklist.ts)
 * reports and `npm start` warns about.
 */

/** The token for the contact domain in any text or address field. */
const DOMAIN_TOKEN = '{domain}'

/** What stands in for the contact domain until one is set: a reserved domain (RFC 2606) that reaches no one. */
export const PLACEHOLDER_DOMAIN = 'tradecompass.example'

/** Reserved names (RFC 2606, RFC 6761) that no operator can own. */
const RESERVED = /(^|\.)(example|test|invalid|localhost)$|^example\.(com|net|org)$/i

export function isPlaceholderDomain(domain: string | null | undefined): boolean {
  const value = (domain ?? '').trim()
  return !value || RESERVED.test(value)
}

/** The contact domain of the site settings, lower-cased, without scheme, `www.` or path; the placeholder when unset. */
export function contactDomainOf(settings: { contactDomain?: string | null } | null | undefined): string {
  const raw = (settings?.contactDomain ?? '').trim().toLowerCase()
  const domain = raw
    .replace(/^[a-z]+:\/\//, '')
    .replace(/^www\./, '')
    .replace(/[/?#].*$/, '')
    .replace(/^@/, '')
  return domain || PLACEHOLDER_DOMAIN
}

/** `value` with `{domain}` in every string (deeply) replaced by `domain`; the same object when there is none. */
export function fillContactDomain<T>(value: T, domain: string): T {
  if (typeof value === 'string')
    return (value.includes(DOMAIN_TOKEN) ? value.replaceAll(DOMAIN_TOKEN, domain) : value) as T
  if (!value || typeof value !== 'object' || value instanceof Date) return value
  if (Array.isArray(value)) {
    const items = value.map((item) => fillContactDomain(item, domain))
    return (items.some((item, i) => item !== value[i]) ? items : value) as T
  }
  let changed = false
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    out[key] = fillContactDomain(item, domain)
    if (out[key] !== item) changed = true
  }
  return (changed ? out : value) as T
}

/** Site settings with their own addresses and texts on their contact domain. */
export function settingsWithContactDomain<T extends { contactDomain?: string | null }>(settings: T): T {
  return fillContactDomain(settings, contactDomainOf(settings))
}

/** Whether a value holds the token anywhere (cheap test before reading the settings). */
export function hasDomainToken(value: unknown): boolean {
  return value != null && JSON.stringify(value).includes(DOMAIN_TOKEN)
}

/** An address field: empty, an e-mail address, or one on the contact domain (`sales@{domain}`). */
export function validateContactAddress(value: unknown): true | string {
  if (value == null || value === '') return true
  const address = String(value).replace(DOMAIN_TOKEN, 'domain.test')
  return /^[^\s@]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(address)
    ? true
    : 'Enter an e-mail address, e.g. sales@{domain} (the contact domain of the site settings) or sales@company.com'
}

/**
 * E-mail addresses and web addresses on a reserved placeholder domain in a text (`x@y.example`,
 * `https://t.y.example/`).
 */
export function placeholderAddresses(text: string): string[] {
  const found = text.match(
    /[\w.+-]+@(?:[\w-]+\.)+(?:example|test|invalid)\b|https?:\/\/(?:[\w-]+\.)+(?:example|test|invalid)\b[^\s"'<)]*/gi,
  )
  return [...new Set((found ?? []).map((address) => address.replace(/[.,;:!?]+$/, '')))]
}
