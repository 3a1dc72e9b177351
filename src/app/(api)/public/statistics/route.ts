/** GET /public/statistics (SPEC §7): the platform's headline figures. */
import { statistics } from '@/features/forms/api/reads'

export const dynamic = 'force-dynamic'
export const GET = statistics
