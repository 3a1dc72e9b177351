/**
 * Reading what a visitor sends to the public API: the visitor's language, the client address, and a body of a given
 * kind (form-encoded or JSON) no larger than 64 KB. Every refusal is a `Refusal` that the endpoint wrapper turns into
 * code 10001 with a message; nothing here throws anything else.
 */
import { createHash } from 'node:crypto'

import { errorMessage } from '../domain/errors'
import { isLocale, isSite, siteOfPath, siteToLocale, type Locale } from '../domain/locale'
import { refusalMessage, type RefusalReason } from './messages'

/** The largest body any public endpoint reads. */
export const MAX_BODY_BYTES = 64 * 1024

/** A request refused with a catalogue code (10001 unless told) and a message in the visitor's language. */
export class Refusal extends Error {
  readonly code: number
  readonly headers: Record<string, string>
  constructor(code: number, message: string, headers: Record<string, string> = {}) {
    super(message)
    this.name = 'Refusal'
    this.code = code
    this.headers = headers
  }
}

/** A 10001 refusal whose message is the catalogue's followed by the reason. */
export function badRequest(locale: Locale, reason: RefusalReason, params: Record<string, string | number> = {}): Refusal {
  return new Refusal(10001, `${errorMessage(10001, locale)}: ${refusalMessage(reason, locale, params)}`)
}

/** A locale named by the visitor (`zh`, `en`, `ru`, or a site `cn`/`en`/`ru`), or null. */
export function namedLocale(value: unknown): Locale | null {
  if (typeof value !== 'string') return null
  const v = value.trim().toLowerCase()
  if (v === 'zh-cn') return 'zh'
  if (isLocale(v)) return v
  if (isSite(v)) return siteToLocale(v)
  return null
}

/**
 * The visitor's language: the one the body or query names, else the site of the referring page (/cn, /en, /ru),
 * else the first of zh/en/ru in Accept-Language, else zh.
 */
export function localeOfRequest(request: Request, named?: unknown): Locale {
  const explicit = namedLocale(named) ?? namedLocale(new URL(request.url).searchParams.get('lang'))
  if (explicit) return explicit
  const referer = request.headers.get('referer')
  if (referer) {
    try {
      const site = siteOfPath(new URL(referer).pathname)
      if (site) return siteToLocale(site)
    } catch {
      // not a URL: ignore
    }
  }
  const accept = request.headers.get('accept-language') ?? ''
  for (const part of accept.split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase()
    const primary = tag.split('-')[0]!
    if (primary === 'zh' || primary === 'en' || primary === 'ru') return primary
  }
  return 'zh'
}

/** The page of the site the request came from (path only), for the submission record. */
export function refererPath(request: Request): string {
  const referer = request.headers.get('referer')
  if (!referer) return ''
  try {
    return new URL(referer).pathname.slice(0, 300)
  } catch {
    return ''
  }
}

/**
 * The visitor's address. Behind a reverse proxy that sets it (TRUST_PROXY=true) the first address of X-Forwarded-For
 * or X-Real-IP; otherwise the last X-Forwarded-For entry, the one the nearest hop (Next's own server) added, so a
 * forged header does not dodge the rate limits.
 */
export function clientIp(request: Request, env: NodeJS.ProcessEnv = process.env): string {
  if (env.TRUST_PROXY === 'true') {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
    const real = request.headers.get('x-real-ip')?.trim()
    if (real) return real
  }
  const hops = request.headers.get('x-forwarded-for')?.split(',').map((hop) => hop.trim()).filter(Boolean) ?? []
  return hops[hops.length - 1] || 'local'
}

/** A one-way hash of the address (stored on submissions instead of the address itself). */
export function ipHash(ip: string, secret: string): string {
  return createHash('sha256').update(`${secret}:${ip}`).digest('hex').slice(0, 32)
}

export type BodyKind = 'form' | 'json'

const CONTENT_TYPES: Record<BodyKind, string> = {
  form: 'application/x-www-form-urlencoded',
  json: 'application/json',
}

/** Reads at most MAX_BODY_BYTES of the body; more is a refusal (whatever Content-Length claimed). */
async function readLimited(request: Request, locale: Locale): Promise<string> {
  const tooLarge = () => badRequest(locale, 'bodyTooLarge', { limit: MAX_BODY_BYTES / 1024 })
  const declared = request.headers.get('content-length')
  if (declared !== null && Number(declared) > MAX_BODY_BYTES) throw tooLarge()
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => {})
      throw tooLarge()
    }
    chunks.push(value)
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks))
}

/**
 * The body as a plain object: form-encoded fields as strings, or a JSON object. A wrong content type, a broken or
 * oversize body, or a JSON value that is not an object is a refusal.
 */
export async function readBody(request: Request, kind: BodyKind, locale: Locale): Promise<Record<string, unknown>> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== CONTENT_TYPES[kind]) throw badRequest(locale, 'wrongContentType', { type: CONTENT_TYPES[kind] })
  const text = await readLimited(request, locale)
  if (kind === 'form') {
    const out: Record<string, unknown> = {}
    for (const [key, value] of new URLSearchParams(text)) {
      if (key in out) throw badRequest(locale, 'invalidForm')
      out[key] = value
    }
    return out
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw badRequest(locale, 'invalidJson')
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw badRequest(locale, 'notAnObject')
  return parsed as Record<string, unknown>
}

/** Refuses any key outside `allowed` (nested objects are checked by their own call). */
export function refuseUnknownFields(body: Record<string, unknown>, allowed: readonly string[], locale: Locale, prefix = ''): void {
  for (const key of Object.keys(body)) {
    if (!allowed.includes(key)) throw badRequest(locale, 'unknownField', { name: `${prefix}${key}` })
  }
}
