/**
 * Input rules (SPEC §3, §5): e-mail, domain, phone, password; one zod schema per form (demo, contact,
 * credit report, debt claim, purchase), each built for a locale so that the same schema serves react-hook-form
 * (`zodResolver(demoFormSchema(locale))`) in the browser and the route handler on the server.
 *
 * The spec's English messages are used verbatim where it gives them (debt claim, credit report, purchase captcha).
 */
import { isSupportedCountry, isValidPhoneNumber, type CountryCode } from 'libphonenumber-js'
import { z } from 'zod'
import { CONSENT_REQUIRED } from './consent'
import type { Locale } from './locale'

// The sites' CSP allows no eval: keep zod from compiling parsers with `new Function` (and from probing for it,
// which browsers report as a CSP violation even though zod catches the error).
z.config({ jitless: true })

// ---------------------------------------------------------------------------------------------------------------
// Patterns
// ---------------------------------------------------------------------------------------------------------------

/**
 * The general e-mail pattern: local part (dotted atoms or quoted), @, a domain with a 2+ letter TLD or an IP literal.
 */
const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}\])|(([a-zA-Z0-9]([a-zA-Z0-9-]*[a-zA-Z0-9])?\.)+[a-zA-Z]{2,}))$/

/** The strict simple e-mail pattern: letters, digits and `._+-` separated words, @, dotted host, letter TLD. */
const STRICT_EMAIL_PATTERN = /^[A-Za-z0-9]+([._+-][A-Za-z0-9]+)*@[A-Za-z0-9]+([.-][A-Za-z0-9]+)*\.[A-Za-z]{2,}$/

/** The domain check: optional http/https prefix, a dotted host, an optional path. */
const DOMAIN_PATTERN = /^(https?:\/\/)?([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}(:\d{1,5})?(\/\S*)?$/i

export const MIN_PASSWORD_LENGTH = 6

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim())
}

export function isStrictEmail(value: string): boolean {
  return STRICT_EMAIL_PATTERN.test(value.trim())
}

/**
 * One plain mailbox, the only kind of address the app mails to: `local@domain`, the local part dotted atoms (no
 * quotes, no display name, no comma, no whitespace or control characters), the domain dotted host names with a
 * letter TLD. RFC 5322 allows much more (quoted local parts, `Name <addr>`, lists), which a mailer reads as other or
 * several recipients; none of it is needed to reach a person.
 */
const MAILBOX_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_\x60{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_\x60{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/

/**
 * The normalised mailbox (trimmed, lower-cased: the key of the per-address limits and what is mailed), or null when
 * the value is not one plain mailbox (MAILBOX_PATTERN) of at most 254 characters with a local part of at most 64.
 */
export function plainMailbox(value: string | null | undefined): string | null {
  const address = (value ?? '').trim().toLowerCase()
  if (address.length > 254 || !MAILBOX_PATTERN.test(address)) return null
  return address.indexOf('@') <= 64 ? address : null
}

export function isDomain(value: string): boolean {
  return DOMAIN_PATTERN.test(value.trim())
}

/** The country a national phone number (one without `+`) is read in by default, per locale. */
const DEFAULT_PHONE_COUNTRY: Record<Locale, CountryCode | undefined> = { zh: 'CN', ru: 'RU', en: undefined }

/**
 * A phone number is valid when libphonenumber-js says so: international form (`+…`) always works; a national number
 * needs a default country (an ISO alpha-2 code; an unknown one is ignored).
 */
export function isPhoneNumber(value: string, defaultCountry?: string): boolean {
  const country = defaultCountry?.trim().toUpperCase()
  const code = country !== undefined && isSupportedCountry(country) ? (country as CountryCode) : undefined
  return isValidPhoneNumber(value.trim(), code)
}

/** Case-insensitive captcha comparison (image codes are shown in mixed case). */
export function captchaMatches(input: string, expected: string): boolean {
  return expected !== '' && input.trim().toLowerCase() === expected.trim().toLowerCase()
}

// ---------------------------------------------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------------------------------------------

export const VALIDATION_MESSAGE_KEYS = [
  'fullNameRequired',
  'companyNameRequired',
  'jobTitleRequired',
  'emailRequired',
  'phoneRequired',
  'countryRequired',
  'interestRequired',
  'verificationCodeRequired',
  'emailInvalid',
  'firstNameRequired',
  'lastNameRequired',
  'subjectRequired',
  'messageRequired',
  'imageCodeRequired',
  'serviceRequired',
  'reportCompanyNameRequired',
  'reportCountryRequired',
  'companyWebRequired',
  'companyWebInvalid',
  'mobileRequired',
  'companyAddressRequired',
  'creditorNameRequired',
  'creditorEmailRequired',
  'creditorPhoneRequired',
  'debtorCompanyRequired',
  'debtorContactRequired',
  'debtValueRequired',
  'lastContactDetailsRequired',
  'phoneInvalid',
  'dateInvalid',
  'passwordTooShort',
  'termsRequired',
  'captchaRequired',
  'captchaIncorrect',
] as const
export type ValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[number]

export const VALIDATION_MESSAGES: Record<Locale, Record<ValidationMessageKey, string>> = {
  en: {
    fullNameRequired: 'Please enter your full name',
    companyNameRequired: 'Please enter your company name',
    jobTitleRequired: 'Please enter your job title',
    emailRequired: 'Please enter your email address',
    phoneRequired: 'Please enter your phone number',
    countryRequired: 'Please select your country',
    interestRequired: 'Please select what you are interested in',
    verificationCodeRequired: 'Please enter the verification code',
    emailInvalid: 'Please enter a valid email address',
    firstNameRequired: 'Please enter your first name',
    lastNameRequired: 'Please enter your last name',
    subjectRequired: 'Please enter a subject',
    messageRequired: 'Please enter your message',
    imageCodeRequired: 'Please enter the image code',
    serviceRequired: 'Please select a service',
    reportCompanyNameRequired: 'Please enter company name',
    reportCountryRequired: 'Please enter country',
    companyWebRequired: 'Please enter company web',
    companyWebInvalid: 'Please enter a valid website address',
    mobileRequired: 'Please enter mobile phone',
    companyAddressRequired: 'Please enter company address',
    creditorNameRequired: 'Please enter your name',
    creditorEmailRequired: 'Please enter your email address',
    creditorPhoneRequired: 'Please enter a phone number',
    debtorCompanyRequired: 'Debtor company name required',
    debtorContactRequired: 'Debtor contact name required',
    debtValueRequired: 'Debt value required',
    lastContactDetailsRequired: 'Please tell us about your recent contact with the debtor',
    phoneInvalid: 'Please specify a valid phone number',
    dateInvalid: 'Please enter a valid date (yyyy-MM-dd)',
    passwordTooShort: 'Password must be at least 6 characters',
    termsRequired: 'Please agree to the terms of service',
    captchaRequired: 'Please enter the captcha text',
    captchaIncorrect: 'Captcha text you entered was incorrect. Please try again.',
  },
  zh: {
    fullNameRequired: '请输入您的姓名',
    companyNameRequired: '请输入公司名称',
    jobTitleRequired: '请输入您的职位',
    emailRequired: '请输入邮箱地址',
    phoneRequired: '请输入联系电话',
    countryRequired: '请选择国家',
    interestRequired: '请选择您感兴趣的内容',
    verificationCodeRequired: '请输入验证码',
    emailInvalid: '请输入有效的邮箱地址',
    firstNameRequired: '请输入名字',
    lastNameRequired: '请输入姓氏',
    subjectRequired: '请输入主题',
    messageRequired: '请输入留言内容',
    imageCodeRequired: '请输入图形验证码',
    serviceRequired: '请选择服务',
    reportCompanyNameRequired: '请输入公司名称',
    reportCountryRequired: '请输入国家',
    companyWebRequired: '请输入公司网址',
    companyWebInvalid: '请输入有效的网址',
    mobileRequired: '请输入手机号码',
    companyAddressRequired: '请输入公司地址',
    creditorNameRequired: '请输入您的姓名',
    creditorEmailRequired: '请输入您的邮箱地址',
    creditorPhoneRequired: '请输入电话号码',
    debtorCompanyRequired: '请填写债务人公司名称',
    debtorContactRequired: '请填写债务人联系人姓名',
    debtValueRequired: '请填写债务金额',
    lastContactDetailsRequired: '请告诉我们您最近与债务人联系的情况',
    phoneInvalid: '请输入有效的电话号码',
    dateInvalid: '请输入有效的日期（yyyy-MM-dd）',
    passwordTooShort: '密码至少需要 6 个字符',
    termsRequired: '请同意服务条款',
    captchaRequired: '请输入图形验证码',
    captchaIncorrect: '您输入的验证码不正确，请重试。',
  },
  ru: {
    fullNameRequired: 'Введите ваше полное имя',
    companyNameRequired: 'Введите название компании',
    jobTitleRequired: 'Введите вашу должность',
    emailRequired: 'Введите адрес электронной почты',
    phoneRequired: 'Введите номер телефона',
    countryRequired: 'Выберите страну',
    interestRequired: 'Выберите, что вас интересует',
    verificationCodeRequired: 'Введите код подтверждения',
    emailInvalid: 'Введите действительный адрес электронной почты',
    firstNameRequired: 'Введите имя',
    lastNameRequired: 'Введите фамилию',
    subjectRequired: 'Введите тему',
    messageRequired: 'Введите сообщение',
    imageCodeRequired: 'Введите код с картинки',
    serviceRequired: 'Выберите услугу',
    reportCompanyNameRequired: 'Введите название компании',
    reportCountryRequired: 'Введите страну',
    companyWebRequired: 'Введите сайт компании',
    companyWebInvalid: 'Введите действительный адрес сайта',
    mobileRequired: 'Введите номер мобильного телефона',
    companyAddressRequired: 'Введите адрес компании',
    creditorNameRequired: 'Введите ваше имя',
    creditorEmailRequired: 'Введите адрес электронной почты',
    creditorPhoneRequired: 'Введите номер телефона',
    debtorCompanyRequired: 'Укажите название компании-должника',
    debtorContactRequired: 'Укажите контактное лицо должника',
    debtValueRequired: 'Укажите сумму долга',
    lastContactDetailsRequired: 'Расскажите о вашем последнем контакте с должником',
    phoneInvalid: 'Укажите действительный номер телефона',
    dateInvalid: 'Введите корректную дату (гггг-ММ-дд)',
    passwordTooShort: 'Пароль должен содержать не менее 6 символов',
    termsRequired: 'Примите условия обслуживания',
    captchaRequired: 'Введите текст с картинки',
    captchaIncorrect: 'Введённый текст с картинки неверен. Попробуйте ещё раз.',
  },
}

export function validationMessage(key: ValidationMessageKey, locale: Locale): string {
  return VALIDATION_MESSAGES[locale][key]
}

// ---------------------------------------------------------------------------------------------------------------
// Field builders
// ---------------------------------------------------------------------------------------------------------------

type Messages = Record<ValidationMessageKey, string>

function required(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message })
}

function optionalText() {
  return z
    .string()
    .trim()
    .optional()
    .transform((value) => value ?? '')
}

function email(m: Messages, requiredKey: ValidationMessageKey, strict = false) {
  return required(m[requiredKey]).refine(strict ? isStrictEmail : isEmail, { error: m.emailInvalid })
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Whether a `yyyy-MM-dd` string names a real calendar day. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value)
  if (match === null) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

// ---------------------------------------------------------------------------------------------------------------
// Demo request (§3, §4, §5)
// ---------------------------------------------------------------------------------------------------------------

/** The demo form's required fields in the order they are checked on submit (§5); message is optional. */
export const DEMO_REQUIRED_FIELDS = [
  'fullName',
  'companyName',
  'jobTitle',
  'email',
  'Phone',
  'country',
  'interested',
  'captcha',
] as const
export type DemoRequiredField = (typeof DEMO_REQUIRED_FIELDS)[number]

/** The demo form; keys in check order so that zod reports the first empty field first. */
export function demoFormSchema(locale: Locale) {
  const m = VALIDATION_MESSAGES[locale]
  return z.object({
    fullName: required(m.fullNameRequired),
    companyName: required(m.companyNameRequired),
    jobTitle: required(m.jobTitleRequired),
    email: email(m, 'emailRequired'),
    Phone: required(m.phoneRequired),
    country: required(m.countryRequired),
    interested: required(m.interestRequired),
    captcha: required(m.verificationCodeRequired),
    message: optionalText(),
  })
}
export type DemoFormInput = z.input<ReturnType<typeof demoFormSchema>>
export type DemoForm = z.output<ReturnType<typeof demoFormSchema>>

/** The demo dialog's submit button: enabled once every required field is non-empty, and it stays enabled (§4). */
export function isDemoSubmitEnabled(values: Partial<Record<DemoRequiredField, string>>, wasEnabled = false): boolean {
  return wasEnabled || DEMO_REQUIRED_FIELDS.every((field) => (values[field] ?? '').trim() !== '')
}

/** Sending a code with an empty e-mail warns to enter the e-mail address (§5); null when it may be sent. */
export function sendCodeWarning(emailValue: string | null | undefined, locale: Locale): string | null {
  return (emailValue ?? '').trim() === '' ? VALIDATION_MESSAGES[locale].emailRequired : null
}

// ---------------------------------------------------------------------------------------------------------------
// Contact (§3, §5: all fields required)
// ---------------------------------------------------------------------------------------------------------------

export function contactFormSchema(locale: Locale) {
  const m = VALIDATION_MESSAGES[locale]
  return z.object({
    firstName: required(m.firstNameRequired),
    lastName: required(m.lastNameRequired),
    email: email(m, 'emailRequired'),
    subject: required(m.subjectRequired),
    message: required(m.messageRequired),
    captcha: required(m.imageCodeRequired),
  })
}
export type ContactForm = z.output<ReturnType<typeof contactFormSchema>>

// ---------------------------------------------------------------------------------------------------------------
// Credit report (§3, §5)
// ---------------------------------------------------------------------------------------------------------------

export function creditReportFormSchema(locale: Locale) {
  const m = VALIDATION_MESSAGES[locale]
  return z.object({
    service: required(m.serviceRequired),
    companyName: required(m.reportCompanyNameRequired),
    companyWeb: required(m.companyWebRequired).refine(isDomain, { error: m.companyWebInvalid }),
    mobile: required(m.mobileRequired),
    country: required(m.reportCountryRequired),
    companyAddress: required(m.companyAddressRequired),
    captcha: required(m.verificationCodeRequired),
  })
}
export type CreditReportForm = z.output<ReturnType<typeof creditReportFormSchema>>

// ---------------------------------------------------------------------------------------------------------------
// Debt claim (§3, §5)
// ---------------------------------------------------------------------------------------------------------------

export function debtClaimFormSchema(locale: Locale) {
  const m = VALIDATION_MESSAGES[locale]
  const phoneCountry = DEFAULT_PHONE_COUNTRY[locale]
  return z.object({
    creditor: z.object({
      companyName: optionalText(),
      contactName: required(m.creditorNameRequired),
      contactEmail: email(m, 'creditorEmailRequired'),
      phone: required(m.creditorPhoneRequired).refine((value) => isPhoneNumber(value, phoneCountry), {
        error: m.phoneInvalid,
      }),
    }),
    debtor: z.object({
      companyName: required(m.debtorCompanyRequired),
      contactName: required(m.debtorContactRequired),
      lastContactDate: optionalText().refine((value) => value === '' || isIsoDate(value), { error: m.dateInvalid }),
      debtValue: required(m.debtValueRequired),
      lastContactDetails: required(m.lastContactDetailsRequired),
    }),
  })
}
export type DebtClaimForm = z.output<ReturnType<typeof debtClaimFormSchema>>

// ---------------------------------------------------------------------------------------------------------------
// Purchase (§3, §5)
// ---------------------------------------------------------------------------------------------------------------

/**
 * The purchase form. `expectedCaptcha` is the image code the server issued: given, a mismatch fails with the
 * spec's message; left out (in the browser, which never knows it), only presence is checked.
 */
export function purchaseFormSchema(locale: Locale, options: { expectedCaptcha?: string } = {}) {
  const m = VALIDATION_MESSAGES[locale]
  const captcha =
    options.expectedCaptcha === undefined
      ? required(m.captchaRequired)
      : required(m.captchaRequired).refine((value) => captchaMatches(value, options.expectedCaptcha as string), {
          error: m.captchaIncorrect,
        })
  return z.object({
    firstName: required(m.firstNameRequired),
    lastName: required(m.lastNameRequired),
    email: email(m, 'emailRequired', true),
    password: z.string({ error: m.passwordTooShort }).min(MIN_PASSWORD_LENGTH, { error: m.passwordTooShort }),
    agreeTerms: z.literal(true, { error: m.termsRequired }),
    consent: z.literal(true, { error: CONSENT_REQUIRED[locale] }),
    captcha,
  })
}
export type PurchaseForm = z.output<ReturnType<typeof purchaseFormSchema>>

// ---------------------------------------------------------------------------------------------------------------
// Reading results
// ---------------------------------------------------------------------------------------------------------------

export interface FieldError {
  /** Dotted path of the field (`debtor.companyName`). */
  field: string
  message: string
}

/** The errors of a failed parse, first field first, one entry per field (its first message). */
export function fieldErrors(error: z.ZodError): FieldError[] {
  const seen = new Set<string>()
  const out: FieldError[] = []
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.')
    if (seen.has(field)) continue
    seen.add(field)
    out.push({ field, message: issue.message })
  }
  return out
}
