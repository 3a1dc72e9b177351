/** GET /public/overseas/packages (SPEC §7): the active package tiers with prices and coverage. */
import { overseasPackages } from '@/features/forms/api/reads'

export const dynamic = 'force-dynamic'
export const GET = overseasPackages
