/** The canonical request target (src/server/canonical.ts): what any cache or Next sees of a URL. */
import { describe, expect, it } from 'vitest'

import { canonicalTarget, normalisePath } from '@/server/canonical'

describe('the canonical request target', () => {
  it('cuts a site page query to the parameters the page reads: tracking and router parameters never reach the render', () => {
    expect(
      canonicalTarget('/cn/product/buyer?__nextDataReq=1&_rsc=1&utm_source=%22%3E%3Cx%3Eevil.example', false),
    ).toEqual({ kind: 'rewrite', url: '/cn/product/buyer' })
    expect(canonicalTarget('/en/contact?utm_source=x', false)).toEqual({ kind: 'rewrite', url: '/en/contact' })
    expect(canonicalTarget('/en/news?page=2&utm_campaign=x', false)).toEqual({
      kind: 'rewrite',
      url: '/en/news?page=2',
    })
    expect(canonicalTarget('/ru/countrydetail?code=RU&x=1', false)).toEqual({
      kind: 'rewrite',
      url: '/ru/countrydetail?code=RU',
    })
    expect(canonicalTarget('/ru/solutionsDetail?contId=7&name=a&fbclid=1', false)).toEqual({
      kind: 'rewrite',
      url: '/ru/solutionsDetail?contId=7&name=a',
    })
    expect(canonicalTarget('/en/news/detail?id=abc', false)).toEqual({ kind: 'same' })
    // A customer story is read by its id.
    expect(canonicalTarget('/ru/cases/detail?id=quellmark-valves&utm_source=x', false)).toEqual({
      kind: 'rewrite',
      url: '/ru/cases/detail?id=quellmark-valves',
    })
    // `_rsc` stays only for Next's client router (it carries the `rsc` header).
    expect(canonicalTarget('/en/aboutus?_rsc=abc&utm_source=x', true)).toEqual({
      kind: 'rewrite',
      url: '/en/aboutus?_rsc=abc',
    })
    // Outside the sites the query is the API's or the admin's own.
    for (const url of ['/api/pages?where[path][equals]=x', '/login?redirect=/cn', '/_next/image?url=%2Fa.png&w=64'])
      expect(canonicalTarget(url, false), url).toEqual({ kind: 'same' })
  })

  it('resolves dot segments and repeated slashes (one entry per page or build file), refuses encoded slashes', () => {
    expect(canonicalTarget('/en/x/../aboutus', false)).toEqual({ kind: 'redirect', location: '/en/aboutus' })
    expect(canonicalTarget('/_next/static/x/../chunks/f.js', false)).toEqual({
      kind: 'redirect',
      location: '/_next/static/chunks/f.js',
    })
    expect(canonicalTarget('//en//contact?a=1', false)).toEqual({ kind: 'redirect', location: '/en/contact?a=1' })
    expect(canonicalTarget('/en/./%2e%2E/ru', false)).toEqual({ kind: 'redirect', location: '/ru' })
    expect(canonicalTarget('/en/..', false)).toEqual({ kind: 'redirect', location: '/' })
    for (const url of ['/_next/static/chunks%2Ff.js', '/en%2fcontact', '/en/%5C..%5Cx', '/en\\contact'])
      expect(canonicalTarget(url, false), url).toEqual({ kind: 'refuse' })
    for (const path of ['/', '/en', '/en/', '/en/contact', '/_next/static/chunks/f.js'])
      expect(normalisePath(path)).toBe(path)
  })
})
