import { describe, expect, it } from 'vitest'
import {
  CN_PRODUCT_PAGES,
  CN_SERVICE_PAGES,
  LEGACY_PATHS,
  LEGACY_REDIRECTS,
  SITE_PATHS,
  SOLUTIONS,
  isSitePath,
  legacyPathOf,
  myOrdersPath,
  packagePagePath,
  redirectForLoggedIn,
  redirectForUnmatched,
  solutionById,
  solutionByRuSlug,
  solutionDetailPath,
} from '../../src/domain/routing'

describe('unmatched routes (§2.4)', () => {
  it.each([
    ['/cn/nothing', '/cn'],
    ['/cn', '/cn'],
    ['/x/cn/y', '/cn'],
    ['/en/nothing', '/en'],
    ['/EN/Nothing', '/en'],
    ['/ru/nothing', '/ru'],
    ['/ru', '/ru'],
    ['/home', '/en'],
    ['/products/anything', '/en'],
    ['/aboutus?x=1', '/en'],
    ['/package#x', '/en'],
    ['/somewhere', '/cn'],
    ['/', '/cn'],
    ['', '/cn'],
    ['/cnn', '/cn'],
    ['/english', '/cn'],
    ['/russia', '/cn'],
  ])('%s → %s', (path, target) => {
    expect(redirectForUnmatched(path)).toBe(target)
  })

  it('checks /cn before /en and /en before /ru', () => {
    expect(redirectForUnmatched('/en/cn')).toBe('/cn')
    expect(redirectForUnmatched('/ru/en')).toBe('/en')
    expect(redirectForUnmatched('/ru/products')).toBe('/ru')
    expect(redirectForUnmatched('/products/ru')).toBe('/en')
  })
})

describe('legacy paths (§2.3)', () => {
  it('lists the six legacy paths and redirects them to the English site', () => {
    expect(LEGACY_PATHS).toEqual(['/home', '/products', '/datacountries', '/solutions', '/package', '/aboutus'])
    expect(LEGACY_REDIRECTS['/home']).toBe('/en')
    for (const legacy of LEGACY_PATHS.slice(1)) expect(LEGACY_REDIRECTS[legacy]).toBe(`/en${legacy}`)
  })

  it('recognises a legacy path and what lies under it', () => {
    expect(legacyPathOf('/home')).toBe('/home')
    expect(legacyPathOf('home')).toBe('/home')
    expect(legacyPathOf('/Products/x')).toBe('/products')
    expect(legacyPathOf('/homepage')).toBeNull()
    expect(legacyPathOf('/en/products')).toBeNull()
    expect(legacyPathOf('/')).toBeNull()
  })
})

describe('solutions (§2.2, §2.3)', () => {
  it('has the ten ids with their Russian slugs', () => {
    expect(SOLUTIONS.map((s) => [s.id, s.ruSlug])).toEqual([
      [998, 'buyers'],
      [2002, 'suppliers'],
      [3003, 'international'],
      [4001, 'consultation'],
      [5001, 'lawfirms'],
      [6001, 'financial'],
      [7001, 'investment'],
      [8001, 'government'],
      [9001, 'college'],
      [1001, 'media'],
    ])
    expect(new Set(SOLUTIONS.map((s) => s.key)).size).toBe(10)
  })

  it('finds a solution by id (number or text) or slug', () => {
    expect(solutionById(3003)?.key).toBe('logistics')
    expect(solutionById('4001')?.key).toBe('research')
    expect(solutionById(' 998 ')?.ruSlug).toBe('buyers')
    expect(solutionById(1234)).toBeNull()
    expect(solutionById('99a')).toBeNull()
    expect(solutionById(null)).toBeNull()
    expect(solutionByRuSlug('lawfirms')?.id).toBe(5001)
    expect(solutionByRuSlug('logistics')).toBeNull()
  })

  it('builds the detail path per site', () => {
    expect(solutionDetailPath('en', 998)).toBe('/en/solutionsdetail?contId=998&name=buyers')
    expect(solutionDetailPath('en', 5001)).toBe('/en/solutionsdetail?contId=5001&name=lawFirms')
    expect(solutionDetailPath('ru', 3003)).toBe('/ru/international')
    expect(() => solutionDetailPath('ru', 42 as never)).toThrow(RangeError)
  })
})

describe('site paths (§2)', () => {
  it('lists the Chinese product and service pages', () => {
    expect(CN_PRODUCT_PAGES).toHaveLength(7)
    expect(CN_SERVICE_PAGES).toHaveLength(19)
  })

  it('knows which screens each site publishes', () => {
    expect(isSitePath('cn', '')).toBe(true)
    expect(isSitePath('cn', '/service/cedarRose/')).toBe(true)
    expect(isSitePath('cn', 'service/video/play')).toBe(true)
    expect(isSitePath('cn', 'product/goldspider')).toBe(true)
    expect(isSitePath('cn', 'packageLearn')).toBe(false)
    expect(isSitePath('en', 'packageLearn')).toBe(true)
    expect(isSitePath('en', 'content/press-scmp')).toBe(true)
    expect(isSitePath('ru', 'content/press-scmp')).toBe(false)
    expect(isSitePath('ru', 'lawfirms')).toBe(true)
    expect(isSitePath('en', 'lawfirms')).toBe(false)
    expect(new Set(SITE_PATHS.cn).size).toBe(SITE_PATHS.cn.length)
  })
})

describe('logged-in redirects (§2.7)', () => {
  it('sends logged-in visitors of the two English service pages to the Chinese ones in English', () => {
    expect(redirectForLoggedIn('/en/service/cedarRose', true)).toBe('/cn/service/cedarRose?lang=en')
    expect(redirectForLoggedIn('/en/service/debtcollection/', true)).toBe('/cn/service/debtcollection?lang=en')
    expect(redirectForLoggedIn('/en/service/debtcollection?from=x#form', true)).toBe(
      '/cn/service/debtcollection?from=x&lang=en#form',
    )
    expect(redirectForLoggedIn('/en/service/cedarRose?lang=ru', true)).toBe('/cn/service/cedarRose?lang=en')
  })

  it('leaves guests and other pages alone', () => {
    expect(redirectForLoggedIn('/en/service/cedarRose', false)).toBeNull()
    expect(redirectForLoggedIn('/en/service/airwallex', true)).toBeNull()
    expect(redirectForLoggedIn('/cn/service/cedarRose', true)).toBeNull()
    expect(redirectForLoggedIn('/en/service/cedarrose', true)).toBeNull()
  })
})

describe('my orders and the package page (issue 24)', () => {
  it('puts My orders on each site and sends /cn, which has no package page, to the English one', () => {
    expect(['cn', 'en', 'ru'].map((site) => myOrdersPath(site as 'cn'))).toEqual([
      '/cn/orders',
      '/en/orders',
      '/ru/orders',
    ])
    expect(packagePagePath('en')).toBe('/en/package')
    expect(packagePagePath('ru')).toBe('/ru/package')
    expect(packagePagePath('cn')).toBe('/en/package')
  })
})
