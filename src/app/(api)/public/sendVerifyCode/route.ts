/** POST /public/sendVerifyCode (SPEC §7): e-mails a 6-digit code valid 10 minutes. */
import { sendVerifyCode } from '@/features/forms/api/forms'

export const dynamic = 'force-dynamic'
export const POST = sendVerifyCode
