/**
 * The browser's calls to the public API (SPEC §7): the forms post form-encoded or JSON bodies and read the
 * `{ code, msg, data }` answer. The base address is configurable (NEXT_PUBLIC_PUBLIC_API_URL; this app by default),
 * and cookies travel along (the image code is bound to one).
 */
import { errorMessage, isSuccessCode, messageForFailure, type ApiAnswer } from '@/domain/errors'
import type { Locale } from '@/domain/locale'

import { startProgress } from '../progress'

export function publicApiUrl(path: string): string {
  return `${(process.env.NEXT_PUBLIC_PUBLIC_API_URL ?? '').replace(/\/+$/, '')}${path}`
}

export type CallOutcome = { ok: true; answer: ApiAnswer } | { ok: false; answer: ApiAnswer | null; message: string }

async function call(path: string, init: RequestInit, locale: Locale): Promise<CallOutcome> {
  const done = startProgress()
  try {
    const response = await fetch(publicApiUrl(path), { ...init, credentials: 'include', headers: { accept: 'application/json', ...init.headers } })
    if (!response.ok) return { ok: false, answer: null, message: response.statusText || (errorMessage('invalidRequest', locale) ?? '') }
    const answer = (await response.json()) as ApiAnswer
    if (isSuccessCode(answer.code)) return { ok: true, answer }
    return { ok: false, answer, message: messageForFailure(answer, locale) ?? '' }
  } catch {
    return { ok: false, answer: null, message: errorMessage('invalidRequest', locale) ?? '' }
  } finally {
    done()
  }
}

export function postForm(path: string, fields: Record<string, string>, locale: Locale): Promise<CallOutcome> {
  return call(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() }, locale)
}

export function postJson(path: string, body: unknown, locale: Locale): Promise<CallOutcome> {
  return call(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, locale)
}
