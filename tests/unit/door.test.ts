/** What the production server refuses before Next (src/server/door.ts): Next answered both with a 500. */
import { describe, expect, it } from 'vitest'

import { doorRefusal } from '@/server/door'

const none = () => new Headers()

describe('the production server door', () => {
  it('answers a broken percent-encoding in the path with 400 and the §8 envelope, in the page’s language', () => {
    for (const path of ['/cn/%E0%A4%A', '/api/pages/%ZZ', '/xyz/%', '/public/payment/%E0']) {
      const refused = doorRefusal('GET', path, none)
      expect(refused?.status, path).toBe(400)
      expect(JSON.parse(refused!.body).code).toBe(10001)
    }
    expect(JSON.parse(doorRefusal('GET', '/ru/%ZZ', () => new Headers({ 'accept-language': 'ru' }))!.body).msg).toMatch(
      /адрес/,
    )
    // A well-formed path, or a broken query (Next reads that fine), is let in.
    for (const path of ['/cn/%E4%B8%AD', '/cn?x=%E0%A4%A', '/api/pages?where[title][like]=%25'])
      expect(doorRefusal('GET', path, none), path).toBeNull()
  })

  it('refuses a state change to a page with 405 and Allow, and lets reads, the APIs and the admin through', () => {
    for (const [method, path] of [
      ['POST', '/cn'],
      ['POST', '/en/contact'],
      ['PUT', '/ru/package'],
      ['DELETE', '/login'],
      ['PATCH', '/register?redirect=/cn'],
      ['POST', '/reset-password?token=x'],
    ]) {
      const refused = doorRefusal(method, path, none)
      expect(refused?.status, `${method} ${path}`).toBe(405)
      expect(refused?.headers.allow).toBe('GET, HEAD')
    }
    for (const [method, path] of [
      ['GET', '/cn'],
      ['HEAD', '/en'],
      ['POST', '/api/members/login'],
      ['POST', '/public/contact/us'],
      ['POST', '/pay/payment'],
      ['POST', '/admin/collections/pages'],
      ['POST', '/console/user/logout'],
      ['POST', '/cnx'],
    ]) {
      expect(doorRefusal(method, path, none), `${method} ${path}`).toBeNull()
    }
  })

  it('sends aliases to the canonical path, refuses encoded slashes, and carries the security headers (issue 25)', () => {
    const alias = doorRefusal('GET', '/en/x/../aboutus', none)
    expect(alias?.status).toBe(308)
    expect(alias?.headers.location).toBe('/en/aboutus')
    expect(doorRefusal('GET', '/_next/static/chunks%2Ff.js', none)?.status).toBe(400)
    for (const refused of [alias, doorRefusal('POST', '/cn', none), doorRefusal('GET', '/cn/%ZZ', none)]) {
      expect(refused?.headers['x-content-type-options']).toBe('nosniff')
      expect(refused?.headers['x-frame-options']).toBe('SAMEORIGIN')
    }
  })
})
