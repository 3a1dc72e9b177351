/** GET /public/statistics (SPEC §7): the platform's headline figures. */
import { statistics } from '@/public-api/reads'

export const dynamic = 'force-dynamic'
export const GET = statistics
