/**
 * The request edge's own rules: the one client-address rule (TRUST_PROXY with a hop count), the cross-site check of
 * state changes, the body reader (64 KB, content type, NUL bytes) and the frame's answers (never a 5xx).
 */
import { describe, expect, it } from 'vitest'

import { CLIENT_ADDRESS_HEADER, clientAddress, recordSocketAddress, trustedProxyHops } from '@/server/client-address'
import { isBadInputError, isDatabaseUnreachable } from '@/server/deadline'
import { endpoint } from '@/http/frame'
import { isCrossSite, MAX_BODY_BYTES, readBody } from '@/http/request'

const req = (headers: Record<string, string> = {}, init: RequestInit = {}, url = 'http://shop.example/pay/payment') =>
  new Request(url, { headers, ...init })

describe('the client address', () => {
  it('ignores X-Forwarded-For entirely when TRUST_PROXY is unset', () => {
    const forged = req({ 'x-forwarded-for': '6.6.6.6', [CLIENT_ADDRESS_HEADER]: '198.51.100.7' })
    expect(clientAddress(forged, {})).toBe('198.51.100.7')
    expect(clientAddress(req({ 'x-forwarded-for': '6.6.6.6' }), {})).toBe('unknown')
    expect(clientAddress(req({ 'x-forwarded-for': '6.6.6.6' }), { TRUST_PROXY: 'false' })).toBe('unknown')
  })

  it('takes the entry the trusted proxy appended, so a two-hop header cannot choose the key', () => {
    const twoHops = req({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9' })
    expect(clientAddress(twoHops, { TRUST_PROXY: 'true' })).toBe('203.0.113.9')
    expect(clientAddress(twoHops, { TRUST_PROXY: '1' })).toBe('203.0.113.9')
    // Two proxies (a CDN, then nginx): the CDN's record of the visitor is the second entry from the right.
    expect(clientAddress(req({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.0.0.2' }), { TRUST_PROXY: '2' })).toBe(
      '203.0.113.9',
    )
    expect(clientAddress(req({ 'x-forwarded-for': '203.0.113.9' }), { TRUST_PROXY: '2' })).toBe('203.0.113.9')
    expect(clientAddress(req({ [CLIENT_ADDRESS_HEADER]: '198.51.100.7' }), { TRUST_PROXY: 'true' })).toBe(
      '198.51.100.7',
    )
    expect(trustedProxyHops({ TRUST_PROXY: 'yes' })).toBe(0)
  })

  it('the server records the socket address over whatever the visitor sent', () => {
    const incoming = {
      headers: { [CLIENT_ADDRESS_HEADER]: '6.6.6.6' } as Record<string, string>,
      socket: { remoteAddress: '198.51.100.7' },
    }
    recordSocketAddress(incoming)
    expect(incoming.headers[CLIENT_ADDRESS_HEADER]).toBe('198.51.100.7')
  })
})

describe('cross-site state changes', () => {
  it('refuses a foreign Origin, a null Origin and Sec-Fetch-Site: cross-site; passes our own pages', () => {
    expect(isCrossSite(req({ origin: 'https://evil.example' }), {})).toBe(true)
    expect(isCrossSite(req({ origin: 'null' }), {})).toBe(true)
    expect(isCrossSite(req({ 'sec-fetch-site': 'cross-site' }), {})).toBe(true)
    expect(isCrossSite(req({ origin: 'http://shop.example' }), {})).toBe(false)
    expect(
      isCrossSite(req({ origin: 'https://www.example.com' }), { NEXT_PUBLIC_SERVER_URL: 'https://www.example.com' }),
    ).toBe(false)
    expect(
      isCrossSite(req({ origin: 'https://sites.example' }), {
        ALLOWED_ORIGINS: 'https://a.example, https://sites.example',
      }),
    ).toBe(false)
    expect(isCrossSite(req({ 'sec-fetch-site': 'same-origin' }), {})).toBe(false)
    expect(isCrossSite(req(), {})).toBe(false)
  })
})

describe('reading a body', () => {
  const post = (type: string, body: string) => req({ 'content-type': type }, { method: 'POST', body })
  it('refuses a wrong type, more than 64 KB and a NUL byte with 10001', async () => {
    await expect(readBody(post('text/plain', '{}'), 'json', 'en')).rejects.toMatchObject({ code: 10001 })
    await expect(
      readBody(post('application/json', JSON.stringify({ a: 'x'.repeat(MAX_BODY_BYTES) })), 'json', 'en'),
    ).rejects.toMatchObject({ code: 10001 })
    await expect(
      readBody(post('application/json', JSON.stringify({ a: { b: ['x\u0000'] } })), 'json', 'en'),
    ).rejects.toMatchObject({ code: 10001 })
    await expect(
      readBody(post('application/x-www-form-urlencoded', 'email=a%00b'), 'form', 'en'),
    ).rejects.toMatchObject({ code: 10001 })
    await expect(readBody(post('application/json', '{"a":1}'), 'json', 'en')).resolves.toEqual({ a: 1 })
  })
})

describe('the frame', () => {
  const pgError = (code: string, message: string) =>
    Object.assign(new Error('Failed query'), { cause: Object.assign(new Error(message), { code }) })
  it('answers a value the database refuses with 10001 and an outage with 60007, never a 5xx', async () => {
    const badValue = endpoint({}, async () => {
      throw pgError('22021', 'invalid byte sequence for encoding "UTF8": 0x00')
    })
    const outage = endpoint({}, async () => {
      throw pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')
    })
    const bad = await badValue(req({ 'accept-language': 'en' }))
    expect(bad.status).toBe(200)
    expect(await bad.json()).toMatchObject({ code: 10001 })
    expect(await (await outage(req())).json()).toMatchObject({ code: 60007, msg: '接口异常' })
    expect(isBadInputError(pgError('22P02', 'invalid input syntax for type integer: "a"'))).toBe(true)
    expect(isDatabaseUnreachable(pgError('ECONNREFUSED', 'x'))).toBe(true)
    expect(isDatabaseUnreachable(new Error('other'))).toBe(false)
  })

  it('refuses a cross-site request to a state change before reading anything', async () => {
    let ran = false
    const change = endpoint({ body: 'json', sameSiteOnly: true }, async () => {
      ran = true
      return new Response('done')
    })
    const response = await change(
      req({ origin: 'https://evil.example', 'content-type': 'application/json' }, { method: 'POST', body: '{}' }),
    )
    expect(await response.json()).toMatchObject({ code: 10001 })
    expect(ran).toBe(false)
  })
})
