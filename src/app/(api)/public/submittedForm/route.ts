/** POST /public/submittedForm (SPEC §7): the demo request. */
import { submittedForm } from '@/features/forms/api/forms'

export const dynamic = 'force-dynamic'
export const POST = submittedForm
