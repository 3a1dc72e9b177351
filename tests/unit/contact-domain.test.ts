import { describe, expect, it } from 'vitest'

import {
  contactDomainOf,
  fillContactDomain,
  isPlaceholderDomain,
  placeholderAddresses,
  settingsWithContactDomain,
  validateContactAddress,
} from '../../src/domain/contact'
import { legalDocuments } from '../../src/seed/content/legal'
import { news } from '../../src/seed/content/news'
import { offices } from '../../src/seed/content/offices'
import { siteSettings } from '../../src/seed/content/site-settings'
import { utilityTools } from '../../src/seed/content/utility-tools'

describe("contact addresses on the operator's domain (issue 27)", () => {
  it('the seed writes no address on a placeholder domain: every address is on {domain}', () => {
    const seed = JSON.stringify({ offices, siteSettings, legalDocuments, news, utilityTools })
    expect(placeholderAddresses(seed)).toEqual([])
    expect(offices.map((o) => o.email)).toEqual([
      'shanghai@{domain}',
      'shenzhen@{domain}',
      'hongkong@{domain}',
      'moscow@{domain}',
      'dubai@{domain}',
    ])
  })

  it("the settings' domain fills every address; unset, the placeholder stands in", () => {
    const settings = {
      contactDomain: 'https://www.TradeCompass.com/',
      salesEmail: 'sales@{domain}',
      bankTransfer: { note: 'Send the slip to sales@{domain}.' },
    }
    expect(settingsWithContactDomain(settings)).toMatchObject({
      salesEmail: 'sales@tradecompass.com',
      bankTransfer: { note: 'Send the slip to sales@tradecompass.com.' },
    })
    expect(contactDomainOf({ contactDomain: '' })).toBe('tradecompass.example')
    expect(contactDomainOf(null)).toBe('tradecompass.example')
    const untouched = { a: ['x', { b: 'y' }] }
    expect(fillContactDomain(untouched, 'x.com')).toBe(untouched)
  })

  it("reserved domains are placeholders, an operator's is not", () => {
    for (const domain of ['', 'tradecompass.example', 'example.com', 'shop.test', 'a.invalid', 'localhost'])
      expect(isPlaceholderDomain(domain), domain).toBe(true)
    expect(isPlaceholderDomain('tradecompass.com')).toBe(false)
    expect(
      placeholderAddresses(
        'mail sales@tradecompass.example or see https://tools.tradecompass.example/hs, not you@example.com',
      ),
    ).toEqual(['sales@tradecompass.example', 'https://tools.tradecompass.example/hs'])
  })

  it('an address field takes an address or name@{domain}', () => {
    expect(validateContactAddress('sales@{domain}')).toBe(true)
    expect(validateContactAddress('sales@tradecompass.com')).toBe(true)
    expect(validateContactAddress('')).toBe(true)
    expect(validateContactAddress('sales')).not.toBe(true)
  })
})
