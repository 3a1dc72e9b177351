import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  ApiRequestError,
  buildUrl,
  createApiClient,
  demoSubmission,
  documentCookieReader,
  paymentLookup,
  publicApi,
  readCookieFrom,
  submittedFormBody,
  type DemoFormValues,
} from '../../src/domain/api-client'

type Call = { url: string; init: RequestInit }

function fakeFetch(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = []
  const fn = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const call = { url: String(url), init: init ?? {} }
    calls.push(call)
    return respond(call)
  })
  return { fetch: fn as unknown as typeof fetch, calls }
}

const json = (body: unknown, status = 200, statusText = 'OK') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } })

async function rejection(promise: Promise<unknown>): Promise<ApiRequestError> {
  try {
    await promise
  } catch (error) {
    return error as ApiRequestError
  }
  throw new Error('expected a rejection')
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('token header (§7)', () => {
  it('sends the ts-token cookie in the ts-token header', async () => {
    const { fetch, calls } = fakeFetch(() => json({ code: 1 }))
    const client = createApiClient({
      baseUrl: 'https://api.example.com/',
      fetch,
      readCookie: (n) => (n === 'ts-token' ? 'abc' : null),
    })
    await client.get('/public/statistics')
    expect(calls[0].url).toBe('https://api.example.com/public/statistics')
    expect((calls[0].init.headers as Record<string, string>)['ts-token']).toBe('abc')
    expect(calls[0].init.method).toBe('GET')
  })

  it('sends an empty header when there is no token', async () => {
    const { fetch, calls } = fakeFetch(() => json({ code: 1 }))
    await createApiClient({ baseUrl: 'https://x', fetch, readCookie: () => undefined }).get('/a')
    expect((calls[0].init.headers as Record<string, string>)['ts-token']).toBe('')
  })

  it('reads document.cookie by default in a browser, nothing in Node', async () => {
    const { fetch, calls } = fakeFetch(() => json({ code: 1 }))
    await createApiClient({ baseUrl: 'https://x', fetch }).get('/a')
    expect((calls[0].init.headers as Record<string, string>)['ts-token']).toBe('')
    vi.stubGlobal('document', { cookie: 'lang=en; ts-token=t%20k' })
    expect(documentCookieReader('ts-token')).toBe('t k')
    await createApiClient({ baseUrl: 'https://x', fetch }).get('/a')
    expect((calls[1].init.headers as Record<string, string>)['ts-token']).toBe('t k')
  })

  it('uses the global fetch when none is injected', async () => {
    const { fetch } = fakeFetch(() => json({ code: 200, data: 5 }))
    vi.stubGlobal('fetch', fetch)
    await expect(createApiClient({ baseUrl: 'https://x', readCookie: () => null }).get('/a')).resolves.toEqual({
      code: 200,
      data: 5,
    })
  })
})

describe('cookies', () => {
  it('parses a cookie header', () => {
    expect(readCookieFrom('a=1; ts-token=xyz; b=2', 'ts-token')).toBe('xyz')
    expect(readCookieFrom('ts-token=a%3Db', 'ts-token')).toBe('a=b')
    expect(readCookieFrom('ts-token=%E0%A4%A', 'ts-token')).toBe('%E0%A4%A')
    expect(readCookieFrom('x-ts-token=1; flag', 'ts-token')).toBeNull()
    expect(readCookieFrom('', 'ts-token')).toBeNull()
    expect(readCookieFrom(undefined, 'ts-token')).toBeNull()
  })
})

describe('bodies and queries', () => {
  it('builds URLs, leaving out null and undefined', () => {
    expect(buildUrl('https://h/', '/p', { a: 1, b: null, c: undefined, d: false, e: '' })).toBe(
      'https://h/p?a=1&d=false&e=',
    )
    expect(buildUrl('https://h', 'p')).toBe('https://h/p')
    expect(buildUrl('https://h', '')).toBe('https://h')
  })

  it('posts form-encoded bodies', async () => {
    const { fetch, calls } = fakeFetch(() => json({ code: 1 }))
    await publicApi(createApiClient({ baseUrl: 'https://x', fetch, readCookie: () => null })).sendVerifyCode(
      'a+b@x.com',
    )
    expect(calls[0].url).toBe('https://x/public/sendVerifyCode')
    expect(calls[0].init.method).toBe('POST')
    expect(calls[0].init.body).toBe('email=a%2Bb%40x.com')
    expect((calls[0].init.headers as Record<string, string>)['content-type']).toMatch(
      /^application\/x-www-form-urlencoded/,
    )
  })

  it('posts JSON bodies', async () => {
    const { fetch, calls } = fakeFetch(() => json({ code: 1 }))
    await publicApi(createApiClient({ baseUrl: 'https://x', fetch, readCookie: () => null })).contactUs({ name: 'A' })
    expect(calls[0].init.body).toBe('{"name":"A"}')
    expect((calls[0].init.headers as Record<string, string>)['content-type']).toBe('application/json')
  })
})

describe('answer handling (§7)', () => {
  const client = (response: () => Response | Promise<Response>, onForcedLogout = vi.fn()) => ({
    api: createApiClient({
      baseUrl: 'https://x',
      fetch: fakeFetch(response).fetch,
      readCookie: () => null,
      onForcedLogout,
    }),
    onForcedLogout,
  })

  it.each([0, 1, 200])('accepts body code %i', async (code) => {
    await expect(client(() => json({ code, data: 'd' })).api.get('/a')).resolves.toEqual({ code, data: 'd' })
  })

  it('accepts a numeric-string code as a number, and a body with no code', async () => {
    await expect(client(() => json({ code: '200', data: 1 })).api.get('/a')).resolves.toEqual({ code: 200, data: 1 })
    await expect(client(() => json({ rows: [] })).api.get('/a')).resolves.toEqual({ rows: [] })
    await expect(client(() => new Response(null, { status: 204 })).api.get('/a')).resolves.toEqual({})
  })

  it('rejects a body code outside 0/1/200 with the body', async () => {
    const { api, onForcedLogout } = client(() => json({ code: 20008, msg: 'verification code error' }))
    const error = await rejection(api.get('/a'))
    expect(error).toBeInstanceOf(ApiRequestError)
    expect(error.kind).toBe('body')
    expect(error.code).toBe(20008)
    expect(error.message).toBe('verification code error')
    expect(error.body).toEqual({ code: 20008, msg: 'verification code error' })
    expect(onForcedLogout).not.toHaveBeenCalled()
    expect((await rejection(client(() => json({ code: 2 })).api.get('/a'))).message).toBe('2')
  })

  it.each([401, 402])('forces a logout on body code %i and rejects', async (code) => {
    const { api, onForcedLogout } = client(() => json({ code }))
    const error = await rejection(api.get('/a'))
    expect(error.code).toBe(code)
    expect(onForcedLogout).toHaveBeenCalledWith(code)
  })

  it('rejects a 401 body code even without a forced-logout callback', async () => {
    const api = createApiClient({
      baseUrl: 'https://x',
      fetch: fakeFetch(() => json({ code: 401 })).fetch,
      readCookie: () => null,
    })
    expect((await rejection(api.get('/a'))).code).toBe(401)
  })

  it.each([
    [400, 'Bad Request'],
    [404, 'Not Found'],
    [500, 'Internal Server Error'],
    [599, 'Custom'],
  ])('rejects HTTP %i with the status text', async (status, statusText) => {
    const { api, onForcedLogout } = client(() => json({ code: 401 }, status, statusText))
    const error = await rejection(api.get('/a'))
    expect(error.kind).toBe('http')
    expect(error.code).toBe(status)
    expect(error.status).toBe(status)
    expect(error.message).toBe(statusText)
    expect(onForcedLogout).not.toHaveBeenCalled()
  })

  it('does not reject a status below 400 by itself', async () => {
    await expect(
      client(() => new Response(JSON.stringify({ code: 1 }), { status: 299 })).api.get('/a'),
    ).resolves.toEqual({ code: 1 })
  })

  it('turns a network failure into code 0 "Invalid request"', async () => {
    const error = await rejection(client(() => Promise.reject(new TypeError('fetch failed'))).api.get('/a'))
    expect(error.kind).toBe('network')
    expect(error.code).toBe(0)
    expect(error.message).toBe('Invalid request')
    expect(error.status).toBeNull()
  })

  it('turns an unreadable answer into the HTTP status and "Invalid request"', async () => {
    const error = await rejection(client(() => new Response('<html>', { status: 200 })).api.get('/a'))
    expect(error).toMatchObject({ kind: 'network', code: 200, message: 'Invalid request', status: 200 })
    const scalar = await rejection(client(() => new Response('42', { status: 201 })).api.get('/a'))
    expect(scalar).toMatchObject({ kind: 'network', code: 201, body: 42 })
  })
})

describe('timeout (§7)', () => {
  const hanging = () =>
    fakeFetch(
      ({ init }) =>
        new Promise<Response>((_, reject) => {
          if (init.signal?.aborted) reject(new DOMException('aborted', 'AbortError'))
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
        }),
    )

  it('aborts after 120 s and reports an invalid request', async () => {
    vi.useFakeTimers()
    const { fetch } = hanging()
    const promise = createApiClient({ baseUrl: 'https://x', fetch, readCookie: () => null }).get('/slow')
    const settled = rejection(promise)
    await vi.advanceTimersByTimeAsync(119_999)
    let done = false
    void settled.then(() => (done = true))
    await Promise.resolve()
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    const error = await settled
    expect(error).toMatchObject({ kind: 'network', code: 0, message: 'Invalid request' })
  })

  it('honours a custom timeout and an outside abort signal', async () => {
    vi.useFakeTimers()
    const { fetch } = hanging()
    const api = createApiClient({ baseUrl: 'https://x', fetch, readCookie: () => null, timeoutMs: 10 })
    const quick = rejection(api.get('/slow'))
    await vi.advanceTimersByTimeAsync(10)
    expect((await quick).code).toBe(0)

    const outside = new AbortController()
    const aborted = rejection(api.get('/slow', { signal: outside.signal }))
    outside.abort()
    expect((await aborted).message).toBe('Invalid request')

    const already = new AbortController()
    already.abort()
    expect((await rejection(api.get('/slow', { signal: already.signal }))).code).toBe(0)
  })

  it('clears its timer once answered', async () => {
    vi.useFakeTimers()
    const { fetch } = fakeFetch(() => json({ code: 1 }))
    await createApiClient({ baseUrl: 'https://x', fetch, readCookie: () => null }).get('/a')
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('payment lookup (§5, §7)', () => {
  it('fetches an all-digit id by path, anything else by query', () => {
    expect(paymentLookup('123')).toEqual({ path: '/public/payment/123', query: {} })
    expect(paymentLookup(77)).toEqual({ path: '/public/payment/77', query: {} })
    expect(paymentLookup(' 12 ')).toEqual({ path: '/public/payment/12', query: {} })
    expect(paymentLookup('PAY-12')).toEqual({ path: '/public/payment', query: { id: 'PAY-12' } })
    expect(paymentLookup('12.5')).toEqual({ path: '/public/payment', query: { id: '12.5' } })
    expect(() => paymentLookup('  ')).toThrow(RangeError)
  })

  it('calls the right address', async () => {
    const { fetch, calls } = fakeFetch(() => json({ code: 1 }))
    const api = publicApi(createApiClient({ baseUrl: 'https://x', fetch, readCookie: () => null }))
    await api.payment('123')
    await api.payment('a b')
    expect(calls.map((c) => c.url)).toEqual(['https://x/public/payment/123', 'https://x/public/payment?id=a+b'])
  })
})

describe('demo submission (§3, §7)', () => {
  const values: DemoFormValues = {
    fullName: 'Ann Lee',
    companyName: 'Acme',
    jobTitle: 'Buyer',
    email: 'ann@acme.com',
    captcha: '123456',
    Phone: '+14155550100',
    country: 'US',
    interested: 'customs data',
  }

  it('renames the fields for the payload', () => {
    expect(demoSubmission(values)).toEqual({
      country: 'US',
      interested: 'customs data',
      job: 'Buyer',
      name: 'Ann Lee',
      email: 'ann@acme.com',
      mobile: '+14155550100',
      company: 'Acme',
      message: '',
    })
    expect(demoSubmission({ ...values, message: 'hi' }).message).toBe('hi')
  })

  it('builds the submittedForm body', () => {
    const body = submittedFormBody(values, 'en')
    expect(body).toMatchObject({ isCaptcha: 'true', email: 'ann@acme.com', captcha: '123456', serviceName: 'en' })
    expect(JSON.parse(body.formData)).toEqual(demoSubmission(values))
  })
})

describe('typed calls (§7)', () => {
  it('hits every path of the table with the right method', async () => {
    const { fetch, calls } = fakeFetch(() => json({ code: 1, data: 'u' }))
    const api = publicApi(createApiClient({ baseUrl: 'https://x', fetch, readCookie: () => null }))
    await api.submitDemo(
      {
        fullName: 'a',
        companyName: 'b',
        jobTitle: 'c',
        email: 'd@e.fg',
        captcha: '1',
        Phone: '2',
        country: 'US',
        interested: 'x',
      },
      'zh',
    )
    await api.identity()
    await api.logout()
    await api.ssoRedirectUrl('https://r', 'oem')
    await api.statistics()
    await api.countryStatistics()
    await api.dataSourceStatistics('IMP_USA_BL_SEA')
    await api.overseasPackages()
    await api.createOrder({ tier: 'PRO' })
    await api.paypal({ o: 1 })
    await api.paypalCapture({ o: 1 })
    expect(calls.map((c) => `${c.init.method} ${c.url.replace('https://x', '')}`)).toEqual([
      'POST /public/submittedForm',
      'GET /console/user/identity',
      'POST /console/user/logout',
      'GET /auth/public/sso/getRedirectUrl?redirect=https%3A%2F%2Fr&client=oem&mode=cloud',
      'GET /public/statistics',
      'GET /public/country/statistics',
      'GET /public/dataSource/statistics?dataSource=IMP_USA_BL_SEA',
      'GET /public/overseas/packages',
      'POST /pay/payment',
      'POST /public/paypal',
      'POST /public/paypal/capture',
    ])
    expect(new URLSearchParams(String(calls[0].init.body)).get('serviceName')).toBe('zh')
  })
})
