/**
 * The request wrapper of SPEC §7, for the browser and for Node: global `fetch`, an AbortController for the 120 s
 * timeout, the token header read from the `ts-token` cookie. The cookie reader, `fetch` and the forced-logout
 * callback are injectable so that tests (and server code) need no network and no `document`.
 */
import { REQUEST_TIMEOUT_MS, TOKEN_COOKIE, TOKEN_HEADER } from './constants'
import { ERROR_MESSAGES, isForcedLogoutCode, isSuccessCode } from './errors'
import type { Locale } from './locale'
import { readCookieFrom } from './cookies'

export { readCookieFrom }

/** The paths of §7. */
export const API_PATHS = {
  sendVerifyCode: '/public/sendVerifyCode',
  submittedForm: '/public/submittedForm',
  identity: '/console/user/identity',
  logout: '/console/user/logout',
  ssoRedirectUrl: '/auth/public/sso/getRedirectUrl',
  statistics: '/public/statistics',
  countryStatistics: '/public/country/statistics',
  dataSourceStatistics: '/public/dataSource/statistics',
  overseasPackages: '/public/overseas/packages',
  payOrder: '/pay/payment',
  /** "My orders": the member's own orders. */
  myOrders: '/pay/orders',
  payment: '/public/payment',
  paypal: '/public/paypal',
  paypalCapture: '/public/paypal/capture',
  contactUs: '/public/contact/us',
} as const

/** The network-failure message (§7). */
const INVALID_REQUEST_MESSAGE = ERROR_MESSAGES.en.invalidRequest

export type ApiFailureKind = 'http' | 'body' | 'network'

/**
 * Why a request was rejected. `http`: 4xx/5xx, message = status text. `body`: body code outside 0/1/200,
 * `body` holds the answer. `network`: no answer (or an unreadable one), message 'Invalid request', code = HTTP
 * status if any, else 0.
 */
export class ApiRequestError extends Error {
  readonly kind: ApiFailureKind
  readonly code: number
  readonly status: number | null
  readonly body: unknown
  constructor(kind: ApiFailureKind, code: number, message: string, status: number | null = null, body?: unknown) {
    super(message)
    this.name = 'ApiRequestError'
    this.kind = kind
    this.code = code
    this.status = status
    this.body = body
  }
}

/** The browser's cookie reader; in Node (no `document`) every cookie is absent. */
export function documentCookieReader(name: string): string | null {
  const doc = (globalThis as { document?: { cookie?: string } }).document
  return readCookieFrom(doc?.cookie, name)
}

export type Query = Record<string, string | number | boolean | null | undefined>

export interface RequestOptions {
  query?: Query
  /** Sent form-encoded (`application/x-www-form-urlencoded`). */
  form?: Query
  /** Sent as JSON. */
  json?: unknown
  signal?: AbortSignal
}

export interface ApiClientOptions {
  /** Base address of the service (from configuration, §7). */
  baseUrl: string
  readCookie?: (name: string) => string | null | undefined
  fetch?: typeof fetch
  /** Called with the body code on 401/402, before the request is rejected (§4, §7). */
  onForcedLogout?: (code: 401 | 402) => void
  timeoutMs?: number
  /**
   * Whether cookies travel along (`include` when the service has an address of its own); the browser's default
   * otherwise.
   */
  credentials?: 'include' | 'same-origin' | 'omit'
}

/** A body as the services answer it: a code, a message, data. Only `code` is guaranteed (§7). */
export interface ApiBody<T = unknown> {
  code?: number
  msg?: string
  data?: T
  [key: string]: unknown
}

export interface ApiClient {
  request<T = unknown>(method: 'GET' | 'POST', path: string, options?: RequestOptions): Promise<ApiBody<T>>
  get<T = unknown>(path: string, options?: Omit<RequestOptions, 'form' | 'json'>): Promise<ApiBody<T>>
  post<T = unknown>(path: string, options?: RequestOptions): Promise<ApiBody<T>>
}

/** Joins a base address, a path and a query (empty, null and undefined values are left out). */
export function buildUrl(baseUrl: string, path: string, query: Query = {}): string {
  const base = baseUrl.replace(/\/+$/, '')
  const suffix = path === '' ? '' : path.startsWith('/') ? path : `/${path}`
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value))
  }
  const search = params.toString()
  return `${base}${suffix}${search === '' ? '' : `?${search}`}`
}

function normaliseCode(code: unknown): number | undefined {
  if (typeof code === 'number') return code
  if (typeof code === 'string' && /^-?\d+$/.test(code.trim())) return Number(code.trim())
  return undefined
}

/** Creates the request wrapper of §7. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const readCookie = options.readCookie ?? documentCookieReader
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS

  async function request<T>(method: 'GET' | 'POST', path: string, opts: RequestOptions = {}): Promise<ApiBody<T>> {
    const doFetch = options.fetch ?? globalThis.fetch
    const headers: Record<string, string> = { [TOKEN_HEADER]: readCookie(TOKEN_COOKIE) ?? '' }
    let body: string | undefined
    if (opts.form !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8'
      body = buildUrl('', '', opts.form).replace(/^\?/, '')
    } else if (opts.json !== undefined) {
      headers['content-type'] = 'application/json'
      body = JSON.stringify(opts.json)
    }

    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), timeoutMs)
    const onOuterAbort = () => controller.abort()
    opts.signal?.addEventListener('abort', onOuterAbort)
    if (opts.signal?.aborted) controller.abort()

    let response: Response
    try {
      response = await doFetch(buildUrl(options.baseUrl, path, opts.query), {
        method,
        headers,
        body,
        signal: controller.signal,
        ...(options.credentials ? { credentials: options.credentials } : {}),
      })
    } catch {
      throw new ApiRequestError('network', 0, INVALID_REQUEST_MESSAGE)
    } finally {
      clearTimeout(timer)
      opts.signal?.removeEventListener('abort', onOuterAbort)
    }

    if (response.status >= 400 && response.status <= 599) {
      throw new ApiRequestError('http', response.status, response.statusText, response.status)
    }

    let parsed: unknown
    try {
      const text = await response.text()
      parsed = text === '' ? {} : JSON.parse(text)
    } catch {
      throw new ApiRequestError('network', response.status, INVALID_REQUEST_MESSAGE, response.status)
    }
    if (parsed === null || typeof parsed !== 'object') {
      throw new ApiRequestError('network', response.status, INVALID_REQUEST_MESSAGE, response.status, parsed)
    }

    const answer = parsed as ApiBody<T>
    const code = normaliseCode(answer.code)
    if (code !== undefined && !isSuccessCode(code)) {
      if (isForcedLogoutCode(code)) options.onForcedLogout?.(code)
      const msg = typeof answer.msg === 'string' ? answer.msg : String(code)
      throw new ApiRequestError('body', code, msg, response.status, answer)
    }
    return code === undefined ? answer : { ...answer, code }
  }

  return {
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, opts) => request('POST', path, opts),
  }
}

/** The payment lookup rule (§5, §7): all digits → `/public/payment/{id}`, anything else → `/public/payment?id=`. */
export function paymentLookup(id: string | number): { path: string; query: Query } {
  const value = String(id).trim()
  if (value === '') throw new RangeError('A payment id is required')
  return /^\d+$/.test(value)
    ? { path: `${API_PATHS.payment}/${value}`, query: {} }
    : { path: API_PATHS.payment, query: { id: value } }
}

/** The demo fields as the dialog holds them (§3). */
export interface DemoFormValues {
  fullName: string
  companyName: string
  jobTitle: string
  email: string
  captcha: string
  Phone: string
  country: string
  interested: string
  message?: string
}

/** The demo fields as they are submitted inside `formData` (§3). */
export interface DemoSubmission {
  country: string
  interested: string
  job: string
  name: string
  email: string
  mobile: string
  company: string
  message: string
}

export function demoSubmission(values: DemoFormValues): DemoSubmission {
  return {
    country: values.country,
    interested: values.interested,
    job: values.jobTitle,
    name: values.fullName,
    email: values.email,
    mobile: values.Phone,
    company: values.companyName,
    message: values.message ?? '',
  }
}

/** The form-encoded body of POST /public/submittedForm (§7). */
export function submittedFormBody(values: DemoFormValues, locale: Locale): Record<string, string> {
  return {
    formData: JSON.stringify(demoSubmission(values)),
    isCaptcha: 'true',
    email: values.email,
    captcha: values.captcha,
    serviceName: locale,
  }
}

/** Typed calls of §7 on a client. */
export function publicApi(client: ApiClient) {
  return {
    sendVerifyCode: (email: string) => client.post(API_PATHS.sendVerifyCode, { form: { email } }),
    submitDemo: (values: DemoFormValues, locale: Locale) =>
      client.post(API_PATHS.submittedForm, { form: submittedFormBody(values, locale) }),
    identity: () => client.get(API_PATHS.identity),
    logout: () => client.post(API_PATHS.logout),
    ssoRedirectUrl: (redirect: string, clientName: string) =>
      client.get<string>(API_PATHS.ssoRedirectUrl, { query: { redirect, client: clientName, mode: 'cloud' } }),
    statistics: () => client.get(API_PATHS.statistics),
    countryStatistics: () => client.get(API_PATHS.countryStatistics),
    dataSourceStatistics: (dataSource: string) => client.get(API_PATHS.dataSourceStatistics, { query: { dataSource } }),
    overseasPackages: () => client.get(API_PATHS.overseasPackages),
    createOrder: (order: unknown) => client.post(API_PATHS.payOrder, { json: order }),
    payment: (id: string | number) => {
      const lookup = paymentLookup(id)
      return client.get(lookup.path, { query: lookup.query })
    },
    paypal: (payload: unknown) => client.post(API_PATHS.paypal, { json: payload }),
    paypalCapture: (payload: unknown) => client.post(API_PATHS.paypalCapture, { json: payload }),
    contactUs: (payload: unknown) => client.post(API_PATHS.contactUs, { json: payload }),
  }
}
