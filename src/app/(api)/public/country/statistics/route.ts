/** GET /public/country/statistics (SPEC §7): datasets per reporting country. */
import { countryStatistics } from '@/public-api/reads'

export const dynamic = 'force-dynamic'
export const GET = countryStatistics
