import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { LOCALES } from '../../src/domain/locale'
import {
  DEMO_REQUIRED_FIELDS,
  VALIDATION_MESSAGES,
  VALIDATION_MESSAGE_KEYS,
  captchaMatches,
  contactFormSchema,
  creditReportFormSchema,
  debtClaimFormSchema,
  demoFormSchema,
  fieldErrors,
  isDemoSubmitEnabled,
  isDomain,
  isEmail,
  isIsoDate,
  isPhoneNumber,
  isStrictEmail,
  purchaseFormSchema,
  sendCodeWarning,
  validationMessage,
} from '../../src/domain/validation'

/** What the form shows for a submission: the first failing field's message, or null when the values pass. */
function firstWarning(schema: z.ZodType, values: unknown): string | null {
  const result = schema.safeParse(values)
  return result.success ? null : fieldErrors(result.error)[0]!.message
}

describe('e-mail patterns (§5)', () => {
  it.each([
    'a@b.co',
    'first.last@example.com',
    'x+tag@sub.example.org',
    "o'brien@example.ie",
    '"quoted name"@example.com',
    'user@[192.168.0.1]',
    'user@xn--80ak6aa92e.com',
  ])('general pattern accepts %s', (email) => {
    expect(isEmail(email)).toBe(true)
  })

  it.each([
    '',
    'plain',
    '@example.com',
    'a@',
    'a@b',
    'a@b.c',
    'a@b.c1',
    'a b@example.com',
    'a..b@example.com',
    '.a@example.com',
    'a@-b.com',
    'a@[300.1.1.1]',
    'a@example..com',
  ])('general pattern refuses %s', (email) => {
    expect(isEmail(email)).toBe(false)
  })

  it('the strict pattern refuses what the general one lets through', () => {
    expect(isStrictEmail('first.last@example.com')).toBe(true)
    expect(isStrictEmail('a_b-c+d@mail.example.co')).toBe(true)
    expect(isStrictEmail(' a@b.cn ')).toBe(true)
    for (const email of [
      '"quoted"@example.com',
      'user@[192.168.0.1]',
      "o'brien@example.ie",
      'a.@b.com',
      'a@b',
      'a@b.c',
      '_a@b.com',
    ]) {
      expect(isStrictEmail(email)).toBe(false)
    }
  })
})

describe('domain check (§5)', () => {
  it.each([
    'example.com',
    'www.example.com',
    'http://example.com',
    'https://sub.example.co.uk/path?q=1',
    'HTTPS://EXAMPLE.COM/',
    'example.com:8080/x',
  ])('accepts %s', (domain) => expect(isDomain(domain)).toBe(true))
  it.each([
    '',
    'example',
    'ftp://example.com',
    'http://',
    'exa mple.com',
    '-a.com',
    'example.c',
    'http://example.com path',
  ])('refuses %s', (domain) => expect(isDomain(domain)).toBe(false))
})

describe('phone numbers', () => {
  it('accepts international numbers without a country', () => {
    expect(isPhoneNumber('+1 415 555 2671')).toBe(true)
    expect(isPhoneNumber('+86 138 0013 8000')).toBe(true)
    expect(isPhoneNumber('+7 912 345-67-89')).toBe(true)
  })

  it('needs a default country for national numbers', () => {
    expect(isPhoneNumber('13800138000')).toBe(false)
    expect(isPhoneNumber('13800138000', 'CN')).toBe(true)
    expect(isPhoneNumber('13800138000', 'cn')).toBe(true)
    expect(isPhoneNumber('8 912 345-67-89', 'RU')).toBe(true)
    expect(isPhoneNumber('13800138000', 'China')).toBe(false)
    expect(isPhoneNumber('13800138000', 'XX')).toBe(false)
    expect(isPhoneNumber('+86 138 0013 8000', 'XX')).toBe(true)
    expect(isPhoneNumber('+86 138 0013 8000', 'US')).toBe(true)
  })

  it('refuses garbage', () => {
    expect(isPhoneNumber('')).toBe(false)
    expect(isPhoneNumber('12')).toBe(false)
    expect(isPhoneNumber('+1 123')).toBe(false)
    expect(isPhoneNumber('phone')).toBe(false)
  })
})

describe('captcha', () => {
  it('compares captcha text case-insensitively, never against an empty expectation', () => {
    expect(captchaMatches('aB3d', 'Ab3D')).toBe(true)
    expect(captchaMatches(' ab3d ', 'AB3D')).toBe(true)
    expect(captchaMatches('ab3e', 'ab3d')).toBe(false)
    expect(captchaMatches('', '')).toBe(false)
  })

  it('checks calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true)
    expect(isIsoDate('2023-02-29')).toBe(false)
    expect(isIsoDate('2024-13-01')).toBe(false)
    expect(isIsoDate('2024-1-01')).toBe(false)
    expect(isIsoDate('01/02/2024')).toBe(false)
  })
})

describe('messages in three languages', () => {
  it('has every key in every locale, translated', () => {
    for (const locale of LOCALES) {
      expect(Object.keys(VALIDATION_MESSAGES[locale]).sort()).toEqual([...VALIDATION_MESSAGE_KEYS].sort())
      for (const key of VALIDATION_MESSAGE_KEYS) expect(validationMessage(key, locale).trim()).not.toBe('')
    }
    for (const key of VALIDATION_MESSAGE_KEYS) {
      expect(VALIDATION_MESSAGES.zh[key]).toMatch(/[\u4e00-\u9fff]/)
      expect(VALIDATION_MESSAGES.ru[key]).toMatch(/[а-яё]/i)
    }
  })

  it('uses the spec English messages verbatim', () => {
    const en = VALIDATION_MESSAGES.en
    expect(en.creditorNameRequired).toBe('Please enter your name')
    expect(en.creditorEmailRequired).toBe('Please enter your email address')
    expect(en.creditorPhoneRequired).toBe('Please enter a phone number')
    expect(en.debtorCompanyRequired).toBe('Debtor company name required')
    expect(en.debtorContactRequired).toBe('Debtor contact name required')
    expect(en.debtValueRequired).toBe('Debt value required')
    expect(en.lastContactDetailsRequired).toBe('Please tell us about your recent contact with the debtor')
    expect(en.emailInvalid).toBe('Please enter a valid email address')
    expect(en.phoneInvalid).toBe('Please specify a valid phone number')
    expect(en.serviceRequired).toBe('Please select a service')
    expect(en.captchaIncorrect).toBe('Captcha text you entered was incorrect. Please try again.')
  })
})

describe('demo form (§3, §4, §5)', () => {
  const complete = {
    fullName: 'Ann Lee',
    companyName: 'Acme',
    jobTitle: 'Buyer',
    email: 'ann@acme.com',
    Phone: '+1 415 555 2671',
    country: 'US',
    interested: 'customs data',
    captcha: '123456',
  }

  it('accepts a complete form, message optional, trimmed', () => {
    const parsed = demoFormSchema('en').parse({ ...complete, fullName: '  Ann Lee ' })
    expect(parsed.fullName).toBe('Ann Lee')
    expect(parsed.message).toBe('')
    expect(demoFormSchema('en').parse({ ...complete, message: ' hello ' }).message).toBe('hello')
  })

  it('warns about the first empty field in the spec order', () => {
    const schema = demoFormSchema('en')
    expect(firstWarning(schema, {})).toBe('Please enter your full name')
    const order = DEMO_REQUIRED_FIELDS.map((field) => firstWarning(schema, { ...complete, [field]: '' }))
    expect(order).toEqual([
      'Please enter your full name',
      'Please enter your company name',
      'Please enter your job title',
      'Please enter your email address',
      'Please enter your phone number',
      'Please select your country',
      'Please select what you are interested in',
      'Please enter the verification code',
    ])
    expect(firstWarning(schema, { ...complete, jobTitle: '  ', captcha: '' })).toBe('Please enter your job title')
    expect(firstWarning(schema, complete)).toBeNull()
  })

  it('speaks the visitor language', () => {
    expect(firstWarning(demoFormSchema('zh'), {})).toBe('请输入您的姓名')
    expect(firstWarning(demoFormSchema('ru'), {})).toBe('Введите ваше полное имя')
    expect(firstWarning(demoFormSchema('ru'), { ...complete, email: 'nope' })).toBe(
      'Введите действительный адрес электронной почты',
    )
  })

  it('refuses a malformed e-mail and non-strings', () => {
    expect(firstWarning(demoFormSchema('en'), { ...complete, email: 'ann@' })).toBe(
      'Please enter a valid email address',
    )
    expect(firstWarning(demoFormSchema('en'), { ...complete, Phone: 12345 })).toBe('Please enter your phone number')
  })

  it('enables submit once every required field but message is filled, and keeps it enabled', () => {
    expect(isDemoSubmitEnabled({})).toBe(false)
    expect(isDemoSubmitEnabled(complete)).toBe(true)
    expect(isDemoSubmitEnabled({ ...complete, captcha: ' ' })).toBe(false)
    expect(isDemoSubmitEnabled({ ...complete, captcha: '' }, true)).toBe(true)
  })

  it('warns when a code is requested with no e-mail', () => {
    expect(sendCodeWarning('', 'en')).toBe('Please enter your email address')
    expect(sendCodeWarning('  ', 'zh')).toBe('请输入邮箱地址')
    expect(sendCodeWarning(undefined, 'ru')).toBe('Введите адрес электронной почты')
    expect(sendCodeWarning('a@b.co', 'en')).toBeNull()
  })
})

describe('contact form (§3, §5: all required)', () => {
  const complete = { firstName: 'A', lastName: 'B', email: 'a@b.co', subject: 'S', message: 'M', captcha: 'x7Yk' }
  it('accepts a complete form', () => {
    expect(contactFormSchema('en').safeParse(complete).success).toBe(true)
  })
  it.each(Object.keys(complete))('requires %s', (field) => {
    const result = contactFormSchema('en').safeParse({ ...complete, [field]: '' })
    expect(result.success).toBe(false)
    expect(fieldErrors(result.error!)[0].field).toBe(field)
  })
  it('refuses a bad e-mail', () => {
    expect(firstWarning(contactFormSchema('en'), { ...complete, email: 'x' })).toBe(
      'Please enter a valid email address',
    )
  })
})

describe('credit-report form (§3, §5)', () => {
  const complete = {
    service: 'fresh-investigation',
    companyName: 'Acme',
    companyWeb: 'acme.com',
    mobile: '+86 138 0013 8000',
    country: 'CN',
    companyAddress: '1 Road',
    captcha: '123456',
  }
  it('accepts a complete form', () => {
    expect(creditReportFormSchema('en').safeParse(complete).success).toBe(true)
  })
  it('says "Please select a service" and "Please enter …" per field, code required', () => {
    const schema = creditReportFormSchema('en')
    expect(firstWarning(schema, { ...complete, service: '' })).toBe('Please select a service')
    expect(firstWarning(schema, { ...complete, companyName: '' })).toBe('Please enter company name')
    expect(firstWarning(schema, { ...complete, country: '' })).toBe('Please enter country')
    expect(firstWarning(schema, { ...complete, companyWeb: '' })).toBe('Please enter company web')
    expect(firstWarning(schema, { ...complete, mobile: '' })).toBe('Please enter mobile phone')
    expect(firstWarning(schema, { ...complete, companyAddress: '' })).toBe('Please enter company address')
    expect(firstWarning(schema, { ...complete, captcha: '' })).toBe('Please enter the verification code')
  })
  it('checks the company web address', () => {
    expect(firstWarning(creditReportFormSchema('en'), { ...complete, companyWeb: 'not a site' })).toBe(
      'Please enter a valid website address',
    )
  })
})

describe('debt-claim form (§3, §5)', () => {
  const complete = {
    creditor: { companyName: '', contactName: 'Ann', contactEmail: 'ann@acme.com', phone: '+44 20 7946 0958' },
    debtor: {
      companyName: 'Debtor Ltd',
      contactName: 'Bob',
      lastContactDate: '2024-05-01',
      debtValue: 'USD 12,000',
      lastContactDetails: 'Promised to pay in June',
    },
  }
  const schema = debtClaimFormSchema('en')
  const withCreditor = (patch: object) => ({ ...complete, creditor: { ...complete.creditor, ...patch } })
  const withDebtor = (patch: object) => ({ ...complete, debtor: { ...complete.debtor, ...patch } })

  it('accepts a complete claim; creditor company and last-contact date optional', () => {
    expect(schema.safeParse(complete).success).toBe(true)
    const parsed = schema.parse({
      creditor: { ...complete.creditor, companyName: undefined },
      debtor: { ...complete.debtor, lastContactDate: undefined },
    })
    expect(parsed.creditor.companyName).toBe('')
    expect(parsed.debtor.lastContactDate).toBe('')
  })

  it('shows the spec messages', () => {
    expect(firstWarning(schema, withCreditor({ contactName: '' }))).toBe('Please enter your name')
    expect(firstWarning(schema, withCreditor({ contactEmail: '' }))).toBe('Please enter your email address')
    expect(firstWarning(schema, withCreditor({ contactEmail: 'ann@' }))).toBe('Please enter a valid email address')
    expect(firstWarning(schema, withCreditor({ phone: '' }))).toBe('Please enter a phone number')
    expect(firstWarning(schema, withCreditor({ phone: '12345' }))).toBe('Please specify a valid phone number')
    expect(firstWarning(schema, withDebtor({ companyName: '' }))).toBe('Debtor company name required')
    expect(firstWarning(schema, withDebtor({ contactName: ' ' }))).toBe('Debtor contact name required')
    expect(firstWarning(schema, withDebtor({ debtValue: '' }))).toBe('Debt value required')
    expect(firstWarning(schema, withDebtor({ lastContactDetails: '' }))).toBe(
      'Please tell us about your recent contact with the debtor',
    )
    expect(firstWarning(schema, withDebtor({ lastContactDate: '2024-02-30' }))).toBe(
      'Please enter a valid date (yyyy-MM-dd)',
    )
  })

  it('reads national phone numbers in the locale country (zh → CN, ru → RU)', () => {
    expect(debtClaimFormSchema('zh').safeParse(withCreditor({ phone: '13800138000' })).success).toBe(true)
    expect(debtClaimFormSchema('ru').safeParse(withCreditor({ phone: '8 912 345-67-89' })).success).toBe(true)
    expect(debtClaimFormSchema('en').safeParse(withCreditor({ phone: '13800138000' })).success).toBe(false)
  })

  it('reports nested fields by dotted path', () => {
    const result = schema.safeParse({ creditor: {}, debtor: {} })
    expect(result.success).toBe(false)
    expect(fieldErrors(result.error!).map((e) => e.field)).toEqual([
      'creditor.contactName',
      'creditor.contactEmail',
      'creditor.phone',
      'debtor.companyName',
      'debtor.contactName',
      'debtor.debtValue',
      'debtor.lastContactDetails',
    ])
  })
})

describe('purchase form (§3, §5)', () => {
  const complete = {
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@acme.com',
    password: 'secret',
    agreeTerms: true,
    consent: true,
    captcha: 'x7Yk',
  }

  it('accepts a complete form', () => {
    expect(purchaseFormSchema('en').safeParse(complete).success).toBe(true)
  })

  it('needs a valid e-mail, a 6-character password and agreement', () => {
    const schema = purchaseFormSchema('en')
    expect(firstWarning(schema, { ...complete, email: '"q"@acme.com' })).toBe('Please enter a valid email address')
    expect(firstWarning(schema, { ...complete, password: '12345' })).toBe('Password must be at least 6 characters')
    expect(firstWarning(schema, { ...complete, password: undefined })).toBe('Password must be at least 6 characters')
    expect(firstWarning(schema, { ...complete, password: '123456' })).toBeNull()
    expect(firstWarning(schema, { ...complete, agreeTerms: false })).toBe('Please agree to the terms of service')
    expect(firstWarning(schema, { ...complete, agreeTerms: undefined })).toBe('Please agree to the terms of service')
    // Consent to the processing of personal data is its own box, in the visitor's language.
    expect(firstWarning(schema, { ...complete, consent: false })).toBe(
      'Please tick the box to agree to the privacy policy before sending.',
    )
    expect(firstWarning(purchaseFormSchema('ru'), { ...complete, consent: undefined })).toBe(
      'Чтобы отправить форму, отметьте согласие на обработку персональных данных.',
    )
    expect(firstWarning(schema, { ...complete, captcha: '' })).toBe('Please enter the captcha text')
  })

  it('checks the captcha against the expected text when given', () => {
    expect(purchaseFormSchema('en', { expectedCaptcha: 'X7YK' }).safeParse(complete).success).toBe(true)
    expect(firstWarning(purchaseFormSchema('en', { expectedCaptcha: 'abcd' }), complete)).toBe(
      'Captcha text you entered was incorrect. Please try again.',
    )
    expect(firstWarning(purchaseFormSchema('zh', { expectedCaptcha: 'abcd' }), complete)).toBe(
      '您输入的验证码不正确，请重试。',
    )
  })
})

describe("zod under the sites' CSP", () => {
  it('never compiles parsers with eval (no CSP violation in browsers)', () => {
    expect(z.config().jitless).toBe(true)
  })
})
