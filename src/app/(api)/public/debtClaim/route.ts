/** POST /public/debtClaim: a debt-collection claim (SPEC §3, §5). */
import { debtClaim } from '@/features/forms/api/forms'

export const dynamic = 'force-dynamic'
export const POST = debtClaim
