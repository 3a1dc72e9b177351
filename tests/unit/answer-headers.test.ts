/** Headers the production server sets on every answer (src/server/answer-headers.ts). */
import http, { type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

import { describe, expect, it } from 'vitest'

import { applyAnswerHeaders, isPersonalAnswer } from '@/server/answer-headers'

async function answer(path: string, headers: Record<string, string>, env: Record<string, string>) {
  const server = http.createServer((req, res) => {
    applyAnswerHeaders(req, res, env)
    // As a route handler would: a cacheable header of its own.
    res.setHeader('cache-control', 'public, max-age=600')
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end('{}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  const response = await new Promise<IncomingMessage>((resolve, reject) =>
    http.get({ host: '127.0.0.1', port, path, headers }, resolve).on('error', reject),
  )
  response.resume()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return response.headers
}

describe('answer headers', () => {
  it('marks personal answers private, no-store whatever the handler set', async () => {
    for (const path of [
      '/api/members/me',
      '/api/users/me',
      '/api/orders',
      '/api/orders/5',
      '/public/payment/123',
      '/console/user/info',
    ]) {
      expect((await answer(path, {}, {}))['cache-control'], path).toBe('private, no-store')
    }
    expect((await answer('/api/pages?limit=1', { cookie: 'ts-token=abc' }, {}))['cache-control']).toBe(
      'private, no-store',
    )
    expect((await answer('/api/pages?limit=1', { authorization: 'JWT x' }, {}))['cache-control']).toBe(
      'private, no-store',
    )
    // A guest's read of public content keeps its own caching.
    expect((await answer('/api/pages?limit=1', {}, {}))['cache-control']).toBe('public, max-age=600')
    expect(isPersonalAnswer({ url: '/api/media/file/a.png', headers: { cookie: 'ts-token=x' } })).toBe(false)
  })

  it('sends HSTS over https only as told by a trusted proxy', async () => {
    expect(
      (await answer('/en', { 'x-forwarded-proto': 'https' }, { TRUST_PROXY: '1' }))['strict-transport-security'],
    ).toBe('max-age=31536000')
    expect((await answer('/en', { 'x-forwarded-proto': 'https' }, {}))['strict-transport-security']).toBeUndefined()
    expect(
      (await answer('/en', { 'x-forwarded-proto': 'http' }, { TRUST_PROXY: '1' }))['strict-transport-security'],
    ).toBeUndefined()
    expect(
      (
        await answer(
          '/en',
          { 'x-forwarded-proto': 'https' },
          { TRUST_PROXY: '1', HSTS_PRELOAD: '1', HSTS_INCLUDE_SUBDOMAINS: '1' },
        )
      )['strict-transport-security'],
    ).toBe('max-age=31536000; includeSubDomains; preload')
  })
})
