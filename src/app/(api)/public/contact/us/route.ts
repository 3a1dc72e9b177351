/** POST /public/contact/us (SPEC §7): the contact form, with the image code of GET /public/captcha. */
import { contactUs } from '@/features/forms/api/forms'

export const dynamic = 'force-dynamic'
export const POST = contactUs
