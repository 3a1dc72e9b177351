/**
 * The browser's one helper for calling this app's endpoints (SPEC §7): the forms, the purchase form and the payment
 * page post form-encoded or JSON bodies, or read an order, through the request wrapper of src/domain/api-client.ts
 * (timeout, token header, status and body codes), and get an outcome with the message to show. The base address is
 * configurable at run time (PUBLIC_API_URL, handed to the page on `<html>`; this app by default), and cookies travel
 * along (the image code and the session are bound to them). The top progress bar runs meanwhile.
 */
import { browserSetting } from '@/domain/browser-settings'
import { ApiRequestError, createApiClient, type Query, type RequestOptions } from '@/domain/api-client'
import { errorMessage, messageForFailure, type ApiAnswer } from '@/domain/errors'
import type { Locale } from '@/domain/locale'

import { startProgress } from '../../../kit/progress'

const baseUrl = () => browserSetting('apiBase') ?? ''

export function publicApiUrl(path: string): string {
  return `${baseUrl()}${path}`
}

export type CallOutcome<T = unknown> =
  { ok: true; answer: ApiAnswer<T> } | { ok: false; answer: ApiAnswer<T> | null; message: string }

async function call<T>(
  method: 'GET' | 'POST',
  path: string,
  options: RequestOptions,
  locale: Locale,
): Promise<CallOutcome<T>> {
  const done = startProgress()
  const failed = errorMessage('invalidRequest', locale) ?? ''
  try {
    const client = createApiClient({ baseUrl: baseUrl(), credentials: 'include' })
    return { ok: true, answer: (await client.request<T>(method, path, options)) as ApiAnswer<T> }
  } catch (error) {
    if (error instanceof ApiRequestError && error.kind === 'body') {
      const answer = error.body as ApiAnswer<T>
      return { ok: false, answer, message: messageForFailure(answer, locale) ?? failed }
    }
    if (error instanceof ApiRequestError && error.kind === 'http')
      return { ok: false, answer: null, message: error.message || failed }
    return { ok: false, answer: null, message: failed }
  } finally {
    done()
  }
}

export function postForm<T = unknown>(
  path: string,
  fields: Record<string, string>,
  locale: Locale,
): Promise<CallOutcome<T>> {
  return call<T>('POST', path, { form: fields }, locale)
}

export function postJson<T = unknown>(path: string, body: unknown, locale: Locale): Promise<CallOutcome<T>> {
  return call<T>('POST', path, { json: body }, locale)
}

export function getJson<T = unknown>(path: string, query: Query, locale: Locale): Promise<CallOutcome<T>> {
  return call<T>('GET', path, { query }, locale)
}
