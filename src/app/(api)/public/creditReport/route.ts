/** POST /public/creditReport: a credit-report request (SPEC §3, §5), with the image code of GET /public/captcha. */
import { creditReport } from '@/features/forms/api/forms'

export const dynamic = 'force-dynamic'
export const POST = creditReport
