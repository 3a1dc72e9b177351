/** GET /public/captcha: an image code (SVG) whose answer is bound by a signed, http-only, single-use cookie. */
import { captcha } from '@/features/forms/api/reads'

export const dynamic = 'force-dynamic'
export const GET = captcha
