import { describe, expect, it } from 'vitest'

import { datasetCodesOfTier, DATASET_CODES, flagsOfTier, isDatasetAvailable } from '@/domain/datasets'
import { membershipLevelOf, memberValue } from '@/domain/permissions'
import {
  coverageRevision,
  datasetFlagsAfterPurchase,
  invalidationReasonOfTierChange,
  membershipAfterPurchase,
  tierOfCode,
  type TierTerms,
} from '@/domain/purchase'

const plus: TierTerms = {
  priceUsd: 2999,
  status: 'active',
  memberLevel: 6,
  importCountries: 26,
  exportCountries: 2,
  datasets: ['B', 'A'],
}

describe('tierOfCode', () => {
  it('reads the catalogue codes of the package-tiers collection', () => {
    expect(tierOfCode('Plus')).toBe('PLUS')
    expect(tierOfCode(' pro ')).toBe('PRO')
    expect(tierOfCode('Deluxe')).toBe('DELUXE')
  })
  it('refuses anything else', () => {
    expect(tierOfCode('Platinum')).toBeNull()
    expect(tierOfCode(3)).toBeNull()
    expect(tierOfCode(undefined)).toBeNull()
  })
})

describe('invalidationReasonOfTierChange', () => {
  it('is offline when the tier is taken offline', () => {
    expect(invalidationReasonOfTierChange(plus, { ...plus, status: 'offline', priceUsd: 1 })).toBe('offline')
  })
  it('is fee-adjusted when the price changes', () => {
    expect(invalidationReasonOfTierChange(plus, { ...plus, priceUsd: 3199 })).toBe('fee-adjusted')
  })
  it('is upgraded when what the tier covers changes', () => {
    expect(invalidationReasonOfTierChange(plus, { ...plus, exportCountries: 5 })).toBe('upgraded')
    expect(invalidationReasonOfTierChange(plus, { ...plus, datasets: ['A', 'B', 'C'] })).toBe('upgraded')
    expect(invalidationReasonOfTierChange(plus, { ...plus, memberLevel: 7 })).toBe('upgraded')
  })
  it('is nothing for edits that change neither price, status nor coverage', () => {
    expect(invalidationReasonOfTierChange(plus, { ...plus, datasets: ['A', 'B'] })).toBeNull()
    expect(invalidationReasonOfTierChange({ ...plus, status: 'offline' }, { ...plus, status: 'offline' })).toBeNull()
    expect(invalidationReasonOfTierChange({ ...plus, datasets: null }, { ...plus, datasets: [] })).toBeNull()
  })
  it('fingerprints coverage independently of dataset order', () => {
    expect(coverageRevision(plus)).toBe(coverageRevision({ ...plus, datasets: ['A', 'B'] }))
  })
})

describe('membershipAfterPurchase', () => {
  it('raises the level in the low 4 bits to the tier level and keeps the permission bits', () => {
    const before = memberValue(2, ['AI', 'PARTNER_REPORT'])
    const after = membershipAfterPurchase(before, 'PLUS')
    expect(membershipLevelOf(after)).toBe(6)
    expect(after & ~0b1111).toBe(512 + 16)
  })
  it('never lowers a higher level', () => {
    expect(membershipLevelOf(membershipAfterPurchase(8, 'PRO'))).toBe(8)
  })
  it('treats a missing or broken value as normal (0)', () => {
    expect(membershipAfterPurchase(null, 'PRO')).toBe(4)
    expect(membershipAfterPurchase(-3, 'GLOBAL')).toBe(5)
  })
})

describe('datasetFlagsAfterPurchase', () => {
  it('grants every dataset of the tier to a member without any', () => {
    expect(datasetFlagsAfterPurchase(null, 'PLUS')).toBe(flagsOfTier('PLUS'))
  })
  it('keeps what the member had and adds the tier', () => {
    const extra = DATASET_CODES.find((code) => !datasetCodesOfTier('PRO').includes(code))!
    const had = DATASET_CODES.map((code) => (code === extra ? '1' : '0')).join('')
    const flags = datasetFlagsAfterPurchase(had, 'PRO')
    const after = DATASET_CODES.filter((code) => isDatasetAvailable(flags, code))
    expect(after).toContain(extra)
    for (const code of datasetCodesOfTier('PRO')) expect(after).toContain(code)
  })
})
