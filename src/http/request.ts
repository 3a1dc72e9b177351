/**
 * Reading what a visitor sends: a body of a given kind (form-encoded or JSON) no larger than 64 KB and free of NUL
 * bytes, and whether a state-changing request comes from another site. Every refusal is a `Refusal` (10001).
 */
import type { Locale } from '../domain/locale'
import { badRequest } from './answer'
import { trustedProxyHops } from '../server/client-address'
import { environment } from '../settings'

/** The largest JSON or form body any endpoint reads (the public API, the payment calls and Payload's /api). */
export const MAX_BODY_BYTES = 64 * 1024

export type BodyKind = 'form' | 'json'

export const CONTENT_TYPES: Record<BodyKind, string> = {
  form: 'application/x-www-form-urlencoded',
  json: 'application/json',
}

/** The media type of a request, lower case, without parameters. */
export function mediaTypeOf(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
}

/** A body larger than the limit (by Content-Length or by the bytes actually read). */
export class BodyTooLarge extends Error {
  constructor() {
    super('body too large')
    this.name = 'BodyTooLarge'
  }
}

/** Reads at most `limit` bytes of the body; more throws BodyTooLarge, whatever Content-Length claimed. */
export async function readLimitedBytes(request: Request, limit = MAX_BODY_BYTES): Promise<Uint8Array> {
  const declared = request.headers.get('content-length')
  if (declared !== null && Number(declared) > limit) throw new BodyTooLarge()
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => {})
      throw new BodyTooLarge()
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/** How deeply a JSON body may nest (rich text inside blocks inside arrays stays far below it). */
export const MAX_JSON_DEPTH = 64

/**
 * What is wrong with a decoded body, walked without recursion (a 10 KB `[[[[…]]]]` overflowed the stack): a NUL byte
 * anywhere (PostgreSQL refuses it in text), or nesting deeper than MAX_JSON_DEPTH.
 */
export function jsonProblem(value: unknown): 'controlCharacter' | 'tooDeep' | null {
  const stack: Array<[unknown, number]> = [[value, 0]]
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return 'controlCharacter'
    } else if (item !== null && typeof item === 'object') {
      if (depth >= MAX_JSON_DEPTH) return 'tooDeep'
      for (const [key, inner] of Array.isArray(item) ? item.entries() : Object.entries(item)) {
        if (typeof key === 'string' && key.includes('\u0000')) return 'controlCharacter'
        stack.push([inner, depth + 1])
      }
    }
  }
  return null
}

/** Whether a decoded value holds a NUL byte anywhere (PostgreSQL refuses it in text). */
export function holdsNul(value: unknown): boolean {
  return jsonProblem(value) === 'controlCharacter'
}

/**
 * The body as a plain object: form-encoded fields as strings, or a JSON object. A wrong content type, a broken or
 * oversize body, a NUL byte, or a JSON value that is not an object is a refusal.
 */
export async function readBody(request: Request, kind: BodyKind, locale: Locale): Promise<Record<string, unknown>> {
  if (mediaTypeOf(request) !== CONTENT_TYPES[kind])
    throw badRequest(locale, 'wrongContentType', { type: CONTENT_TYPES[kind] })
  let bytes: Uint8Array
  try {
    bytes = await readLimitedBytes(request)
  } catch (error) {
    if (error instanceof BodyTooLarge) throw badRequest(locale, 'bodyTooLarge', { limit: MAX_BODY_BYTES / 1024 })
    throw badRequest(locale, 'invalidForm')
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes)
  let parsed: unknown
  if (kind === 'form') {
    const out: Record<string, unknown> = {}
    for (const [key, value] of new URLSearchParams(text)) {
      if (key in out) throw badRequest(locale, 'invalidForm')
      out[key] = value
    }
    parsed = out
  } else {
    try {
      parsed = JSON.parse(text)
    } catch {
      throw badRequest(locale, 'invalidJson')
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw badRequest(locale, 'notAnObject')
  }
  const problem = jsonProblem(parsed)
  if (problem) throw badRequest(locale, problem)
  return parsed as Record<string, unknown>
}

/** Refuses any key outside `allowed` (nested objects are checked by their own call). */
export function refuseUnknownFields(
  body: Record<string, unknown>,
  allowed: readonly string[],
  locale: Locale,
  prefix = '',
): void {
  for (const key of Object.keys(body)) {
    if (!allowed.includes(key)) throw badRequest(locale, 'unknownField', { name: `${prefix}${key}` })
  }
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase()
  } catch {
    return null
  }
}

/**
 * The hosts this app answers as (a request from a page of one of them is not cross-site): the Host of the request
 * (and X-Forwarded-Host behind a trusted proxy), the public addresses (PUBLIC_SERVER_URL, PUBLIC_URL_CN/EN/RU, the
 * older NEXT_PUBLIC_SERVER_URL) and ALLOWED_ORIGINS (comma-separated origins, e.g. the sites when the API has an
 * address of its own).
 */
function ownHosts(request: Request, env: Partial<Record<string, string | undefined>>): Set<string> {
  const hosts = new Set<string>()
  const add = (value: string | null | undefined) => {
    for (const part of (value ?? '').split(',')) {
      const text = part.trim().toLowerCase()
      if (!text) continue
      hosts.add(text.includes('://') ? (hostOf(text) ?? text) : text)
    }
  }
  add(request.headers.get('host'))
  if (trustedProxyHops(env) > 0) add(request.headers.get('x-forwarded-host'))
  add(hostOf(request.url))
  // The run-time public origins (src/settings.ts publicOrigin): one for all sites, or one per site.
  for (const name of ['PUBLIC_SERVER_URL', 'PUBLIC_URL_CN', 'PUBLIC_URL_EN', 'PUBLIC_URL_RU', 'NEXT_PUBLIC_SERVER_URL'])
    add(env[name])
  add(env.ALLOWED_ORIGINS)
  return hosts
}

/**
 * Whether a request was sent by a page of another site (CSRF): its Origin names a host that is not ours, or, with
 * no Origin, the browser says Sec-Fetch-Site: cross-site. Requests without either (curl, server to server) carry
 * no visitor's cookie by accident and pass.
 */
export function isCrossSite(
  request: Request,
  env: Partial<Record<string, string | undefined>> = environment(),
): boolean {
  const origin = request.headers.get('origin')
  if (origin !== null) {
    if (origin === 'null') return true
    const host = hostOf(origin)
    return host === null || !ownHosts(request, env).has(host)
  }
  return request.headers.get('sec-fetch-site')?.toLowerCase() === 'cross-site'
}

/** The page of the site the request came from (path only), for a submission record. */
export function refererPath(request: Request): string {
  const referer = request.headers.get('referer')
  if (!referer) return ''
  try {
    return new URL(referer).pathname.slice(0, 300)
  } catch {
    return ''
  }
}
