/**
 * What a package purchase changes (SPEC §3, §4, §6, §9): the tier behind a catalogue code, which edit of a tier
 * invalidates its unpaid orders, and what a paid order grants (membership level and datasets).
 */
import { datasetCodesOfTier, DATASET_CODES, flagsOfTier, isDatasetAvailable, selectionToFlags } from './datasets'
import { isPackageTier, memberLevelOfTier, type OrderInvalidReason, type PackageTier } from './orders'
import { membershipLevelOf } from './permissions'

/** The domain tier of a catalogue code (`Plus` → PLUS, `pro` → PRO); null for anything else. */
export function tierOfCode(code: unknown): PackageTier | null {
  if (typeof code !== 'string') return null
  const upper = code.trim().toUpperCase()
  return isPackageTier(upper) ? upper : null
}

/** What a tier offers, as far as an order cares: price, status and what it covers. */
export interface TierTerms {
  priceUsd: number
  status: 'active' | 'offline' | string
  memberLevel: number
  importCountries: number
  exportCountries: number
  datasets?: readonly string[] | null
}

/**
 * A stable fingerprint of what a tier covers (level, country counts, datasets): when it changes the service was
 * upgraded (SPEC §4), and an unpaid order placed before no longer describes what would be delivered.
 */
export function coverageRevision(
  terms: Pick<TierTerms, 'memberLevel' | 'importCountries' | 'exportCountries' | 'datasets'>,
): string {
  const datasets = [...(terms.datasets ?? [])].sort().join(',')
  return `L${terms.memberLevel}/I${terms.importCountries}/E${terms.exportCountries}/D${datasets}`
}

/**
 * Why an edit of a tier invalidates its unpaid orders (SPEC §4), or null when it does not (names, texts,
 * translations, order on the page). Taken offline wins over a price change, which wins over an upgrade.
 */
export function invalidationReasonOfTierChange(before: TierTerms, after: TierTerms): OrderInvalidReason | null {
  if (after.status !== 'active' && before.status === 'active') return 'offline'
  if (after.priceUsd !== before.priceUsd) return 'fee-adjusted'
  if (coverageRevision(after) !== coverageRevision(before)) return 'upgraded'
  return null
}

/**
 * The member value after buying a tier: the level in the low 4 bits is raised to the tier's (never lowered: a
 * Deluxe member who buys PRO keeps Deluxe); the permission bits above are kept.
 */
export function membershipAfterPurchase(membership: number | null | undefined, tier: PackageTier): number {
  const value = typeof membership === 'number' && Number.isSafeInteger(membership) && membership >= 0 ? membership : 0
  const current = membershipLevelOf(value) ?? 0
  const level = Math.max(current, memberLevelOfTier(tier))
  return (value & ~0b1111) | level
}

/** The `customs_data_source` flags after buying a tier: what the member had plus everything the tier includes. */
export function datasetFlagsAfterPurchase(flags: string | null | undefined, tier: PackageTier): string {
  const had = DATASET_CODES.filter((code) => isDatasetAvailable(flags, code))
  const granted = datasetCodesOfTier(tier)
  return had.length === 0 ? flagsOfTier(tier) : selectionToFlags([...had, ...granted])
}
