/** GET /public/dataSource/statistics?dataSource= (SPEC §7): one source of the dataset catalogue. */
import { dataSourceStatistics } from '@/features/forms/api/reads'

export const dynamic = 'force-dynamic'
export const GET = dataSourceStatistics
