/**
 * The visitor forms of the public API (SPEC §3, §5, §7): POST /public/sendVerifyCode, /public/submittedForm,
 * /public/contact/us, /public/creditReport and /public/debtClaim. Each reads and checks its body, spends the
 * visitor's rate limits, checks its code, stores the submission, answers, and e-mails afterwards.
 */
import { createHash } from 'node:crypto'

import type { Payload } from 'payload'
import { z } from 'zod'

import { errorAnswer, successAnswer } from '../../../domain/errors'
import { localeToSite, type Locale } from '../../../domain/locale'
import {
  contactFormSchema,
  creditReportFormSchema,
  debtClaimFormSchema,
  demoFormSchema,
  fieldErrors,
  plainMailbox,
  VALIDATION_MESSAGES,
} from '../../../domain/validation'
import { answerImageCode } from '../captcha/answer'
import { captchaCookieOf, clearCaptchaCookieHeader } from '../captcha/token'
import { payloadSecret } from '../../../settings'
import { answer, badRequest, Refusal } from '../../../http/answer'
import { clientAddress } from '../../../server/client-address'
import { dbStep, endpoint } from '../../../http/frame'
import { refererPath, refuseUnknownFields } from '../../../http/request'
import { forgive, spend, type LimitName } from '../../../http/limits'
import { memberOfRequest, tokenOfRequest } from '../../../data/identity'
import { verificationCodeMail } from './mail-texts'
import { payloadWithin } from './payload'
import { consentNow, requireConsent } from './consent'
import { notifyAfterAnswer, storeSubmission, type NewSubmission } from './submissions'
import {
  checkCode,
  CodeAlreadyUsed,
  consumeCode,
  newVerificationCode,
  normalizeEmail,
  storeCode,
  voidCode,
} from './verify-codes'

/** Fields any JSON form may carry besides its own: the visitor's language, the page it was sent from, the consent. */
const ENVELOPE_FIELDS = ['locale', 'page', 'consent'] as const

async function spendOrRefuse(name: LimitName, key: string, locale: Locale, code: number): Promise<void> {
  const outcome = await spend(name, key)
  if (!outcome.allowed) {
    const refusal =
      code === 10001 ? badRequest(locale, 'tooManyRequests') : new Refusal(code, errorAnswer(code, locale).msg)
    throw new Refusal(refusal.code, refusal.message, { 'retry-after': String(outcome.retryAfterSeconds) })
  }
}

/** A zod result's first message as a 10001 refusal (the field's own message, in the visitor's language). */
function parseOrRefuse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const first = fieldErrors(result.error)[0]!
  throw new Refusal(10001, first.message)
}

function stringField(body: Record<string, unknown>, name: string): string {
  const value = body[name]
  return typeof value === 'string' ? value : ''
}

/** A one-way hash of the address (stored on submissions instead of the address itself). */
export function ipHash(ip: string, secret: string): string {
  return createHash('sha256').update(`${secret}:${ip}`).digest('hex').slice(0, 32)
}

/** The member whose session sends a form (their submissions are theirs, whatever address they type), or null. */
async function senderOf(request: Request, payload: Payload): Promise<number | null> {
  if (!tokenOfRequest(request.headers)) return null
  const who = await memberOfRequest(request.headers, payload)
  return who.kind === 'member' ? who.member.id : null
}

function visitor(request: Request) {
  const ip = clientAddress(request)
  return { ip, ipHash: ipHash(ip, payloadSecret()), userAgent: (request.headers.get('user-agent') ?? '').slice(0, 300) }
}

function pageOf(request: Request, body: Record<string, unknown>): string {
  const named = body.page
  return typeof named === 'string' && named.startsWith('/') ? named.slice(0, 300) : refererPath(request)
}

// ---------------------------------------------------------------------------------------------------------------
// POST /public/sendVerifyCode (form-encoded: email)
// ---------------------------------------------------------------------------------------------------------------

export const sendVerifyCode = endpoint({ body: 'form' }, async ({ request, body, locale }) => {
  refuseUnknownFields(body, ['email', 'serviceName', 'locale'], locale)
  const email = stringField(body, 'email').trim()
  if (email === '') throw new Refusal(10001, VALIDATION_MESSAGES[locale].emailRequired)
  // One plain mailbox, normalised: the limit's key, the code's owner and the only recipient are that one address.
  const address = plainMailbox(email)
  if (!address) throw new Refusal(10001, VALIDATION_MESSAGES[locale].emailInvalid)
  const who = visitor(request)
  await spendOrRefuse('codePerEmail', address, locale, 140010)
  await spendOrRefuse('codePerIp', who.ip, locale, 140010)

  const payload = await payloadWithin()
  const code = newVerificationCode()
  const id = await dbStep(storeCode(payload, address, code, who.ipHash), 'storing the code')
  try {
    await payload.sendEmail({ to: address, ...verificationCodeMail(code, locale) })
  } catch (error) {
    payload.logger.warn({ err: error }, 'verification e-mail failed')
    await voidCode(payload, id)
    await forgive('codePerEmail', address)
    return answer(errorAnswer(140015, locale))
  }
  return answer(successAnswer(null))
})

// ---------------------------------------------------------------------------------------------------------------
// POST /public/submittedForm (form-encoded: formData, isCaptcha, email, captcha, serviceName)
// ---------------------------------------------------------------------------------------------------------------

/** The keys of `formData` (§3: the submitted payload fields of the demo form). */
const DEMO_PAYLOAD_FIELDS = ['country', 'interested', 'job', 'name', 'email', 'mobile', 'company', 'message'] as const

export const submittedForm = endpoint({ body: 'form' }, async ({ request, body, locale }) => {
  refuseUnknownFields(body, ['formData', 'isCaptcha', 'email', 'captcha', 'serviceName', 'page', 'consent'], locale)
  let formData: unknown
  try {
    formData = JSON.parse(stringField(body, 'formData'))
  } catch {
    throw badRequest(locale, 'invalidJson')
  }
  if (formData === null || typeof formData !== 'object' || Array.isArray(formData))
    throw badRequest(locale, 'notAnObject')
  const sent = formData as Record<string, unknown>
  refuseUnknownFields(sent, DEMO_PAYLOAD_FIELDS, locale, 'formData.')
  for (const key of DEMO_PAYLOAD_FIELDS) {
    if (sent[key] !== undefined && typeof sent[key] !== 'string') throw badRequest(locale, 'invalidForm')
  }
  const text = (key: (typeof DEMO_PAYLOAD_FIELDS)[number]) =>
    typeof sent[key] === 'string' ? (sent[key] as string) : ''
  const form = parseOrRefuse(demoFormSchema(locale), {
    fullName: text('name'),
    companyName: text('company'),
    jobTitle: text('job'),
    email: text('email') || stringField(body, 'email'),
    Phone: text('mobile'),
    country: text('country'),
    interested: text('interested'),
    captcha: stringField(body, 'captcha'),
    message: text('message'),
  })
  const outerEmail = stringField(body, 'email').trim()
  if (outerEmail !== '' && normalizeEmail(outerEmail) !== normalizeEmail(form.email))
    throw badRequest(locale, 'emailMismatch')
  if (body.isCaptcha !== undefined && body.isCaptcha !== 'true') throw badRequest(locale, 'invalidForm')
  requireConsent(body.consent, locale)

  const who = visitor(request)
  await spendOrRefuse('submissionsPerIp', who.ip, locale, 10001)
  const payload = await payloadWithin()
  const codeId = await dbStep(checkCode(payload, form.email, form.captcha), 'checking the code')
  if (codeId === null) return answer(errorAnswer(20008, locale))

  const { captcha: _code, ...fields } = form
  const consent = await dbStep(consentNow(payload, locale), 'reading the privacy policy')
  const stored = dbStep(
    storeSubmission(
      payload,
      {
        kind: 'demo',
        site: localeToSite(locale),
        locale,
        page: pageOf(request, body),
        name: form.fullName,
        email: normalizeEmail(form.email),
        company: form.companyName,
        phone: form.Phone,
        country: form.country,
        message: form.message,
        fields,
        ipHash: who.ipHash,
        userAgent: who.userAgent,
        consent,
        member: await senderOf(request, payload),
      },
      (req) => consumeCode(payload, codeId, req),
    ),
    'storing the submission',
  )
  const doc = await stored.catch((error: unknown) => {
    if (error instanceof CodeAlreadyUsed) return null
    throw error
  })
  if (doc === null) return answer(errorAnswer(20008, locale))
  notifyAfterAnswer(payload, doc.notificationJob)
  return answer(successAnswer({ id: doc.id }))
})

// ---------------------------------------------------------------------------------------------------------------
// JSON forms: POST /public/contact/us, /public/creditReport, /public/debtClaim
// ---------------------------------------------------------------------------------------------------------------

type JsonForm<S extends z.ZodType> = {
  kind: NewSubmission['kind']
  fields: readonly string[]
  nested?: Record<string, readonly string[]>
  schema: (locale: Locale) => S
  /** Whether the form carries an image code (`captcha`) from GET /public/captcha. */
  imageCode: boolean
  record: (form: z.output<S>) => Pick<NewSubmission, 'name' | 'email' | 'company' | 'phone' | 'country' | 'message'>
}

function jsonFormEndpoint<S extends z.ZodType>(spec: JsonForm<S>) {
  return endpoint({ body: 'json' }, async ({ request, body, locale }) => {
    refuseUnknownFields(body, [...spec.fields, ...ENVELOPE_FIELDS], locale)
    for (const [key, inner] of Object.entries(spec.nested ?? {})) {
      const value = body[key]
      if (value !== undefined && (value === null || typeof value !== 'object' || Array.isArray(value)))
        throw badRequest(locale, 'invalidForm')
      if (value) refuseUnknownFields(value as Record<string, unknown>, inner, locale, `${key}.`)
    }
    const { locale: _locale, page: _page, consent: given, ...raw } = body
    const form = parseOrRefuse(spec.schema(locale), raw) as z.output<S>
    requireConsent(given, locale)
    const record = spec.record(form)
    // The address is mailed (the acknowledgement): one plain mailbox only, whatever the general pattern allows.
    if (record.email !== '' && !plainMailbox(record.email))
      throw new Refusal(10001, VALIDATION_MESSAGES[locale].emailInvalid)
    const who = visitor(request)
    await spendOrRefuse('submissionsPerIp', who.ip, locale, 10001)
    const headers: Record<string, string> = {}
    const payload = await payloadWithin()
    if (spec.imageCode) {
      headers['set-cookie'] = clearCaptchaCookieHeader()
      const right = await dbStep(
        answerImageCode(payload, captchaCookieOf(request), String((form as { captcha?: string }).captcha ?? '')),
        'spending the image code',
      )
      if (!right) return answer(errorAnswer(20008, locale), headers)
    }
    const { captcha: _captcha, ...fields } = form as Record<string, unknown>
    const consent = await dbStep(consentNow(payload, locale), 'reading the privacy policy')
    const doc = await dbStep(
      storeSubmission(payload, {
        kind: spec.kind,
        site: localeToSite(locale),
        locale,
        page: pageOf(request, body),
        ...record,
        fields,
        ipHash: who.ipHash,
        userAgent: who.userAgent,
        consent,
        member: await senderOf(request, payload),
      }),
      'storing the submission',
    )
    notifyAfterAnswer(payload, doc.notificationJob)
    return answer(successAnswer({ id: doc.id }), headers)
  })
}

export const contactUs = jsonFormEndpoint({
  kind: 'contact',
  fields: ['firstName', 'lastName', 'email', 'subject', 'message', 'captcha'],
  schema: contactFormSchema,
  imageCode: true,
  record: (form) => ({
    name: `${form.firstName} ${form.lastName}`.trim(),
    email: normalizeEmail(form.email),
    company: '',
    phone: '',
    country: '',
    message: `${form.subject}\n\n${form.message}`,
  }),
})

export const creditReport = jsonFormEndpoint({
  kind: 'credit-report',
  fields: ['service', 'companyName', 'companyWeb', 'mobile', 'country', 'companyAddress', 'captcha'],
  schema: creditReportFormSchema,
  imageCode: true,
  record: (form) => ({
    name: '',
    email: '',
    company: form.companyName,
    phone: form.mobile,
    country: form.country,
    message: `${form.service}\n${form.companyWeb}\n${form.companyAddress}`,
  }),
})

export const debtClaim = jsonFormEndpoint({
  kind: 'debt-claim',
  fields: ['creditor', 'debtor'],
  nested: {
    creditor: ['companyName', 'contactName', 'contactEmail', 'phone'],
    debtor: ['companyName', 'contactName', 'lastContactDate', 'debtValue', 'lastContactDetails'],
  },
  schema: debtClaimFormSchema,
  imageCode: false,
  record: (form) => ({
    name: form.creditor.contactName,
    email: normalizeEmail(form.creditor.contactEmail),
    company: form.creditor.companyName,
    phone: form.creditor.phone,
    country: '',
    message: `Debtor: ${form.debtor.companyName} (${form.debtor.contactName}), ${form.debtor.debtValue}\n${form.debtor.lastContactDetails}`,
  }),
})
