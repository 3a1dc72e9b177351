/** GET /public/country/statistics (SPEC §7): datasets per reporting country. */
import { countryStatistics } from '@/features/forms/api/reads'

export const dynamic = 'force-dynamic'
export const GET = countryStatistics
