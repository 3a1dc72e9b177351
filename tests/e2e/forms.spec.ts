/**
 * The visitor forms end to end against `next start`: the demo dialog in each language (the code read from a real
 * SMTP server this spec starts on E2E_SMTP_PORT, where playwright.config.ts points the app), the contact form with
 * its image code, the credit-report request and the debt claim.
 */
import { expect, test, type Locator, type Page } from '@playwright/test'

import { e2eSmtpPort } from '../../playwright.config'
import { CAPTCHA_COOKIE, issueCaptchaCookie } from '../../src/features/forms/captcha/token'
import { CONSENT_LABEL, CONSENT_REQUIRED } from '../../src/domain/consent'
import { VALIDATION_MESSAGES } from '../../src/domain/validation'
import { errorMessage } from '../../src/domain/errors'
import { uiStrings } from '../../src/i18n'
import { startTestSmtp, type TestSmtp } from '../support/smtp'

/** A control's label: its text, then the required mark or the optional note. */
function labelled(name: string): RegExp {
  return new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\*|\\s*\\(.*\\))?$`)
}

/** The consent checkbox of a form, by its label. */
function consentBox(scope: Locator, locale: 'zh' | 'en' | 'ru'): Locator {
  return scope.getByRole('checkbox', { name: CONSENT_LABEL[locale].before.slice(0, 12) })
}

let smtp: TestSmtp
const run = Date.now().toString(36)

test.beforeAll(async () => {
  smtp = await startTestSmtp(e2eSmtpPort)
})
test.afterAll(async () => {
  await smtp?.stop()
})

/** Each test is a visitor of its own (the app trusts X-Forwarded-For under the e2e config). */
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  })
})

const SITES = [
  { site: 'cn', locale: 'zh', country: 'CN' },
  { site: 'en', locale: 'en', country: 'DE' },
  { site: 'ru', locale: 'ru', country: 'RU' },
] as const

for (const { site, locale, country } of SITES) {
  test(`the demo dialog sends a code and a request on /${site}`, async ({ page }) => {
    const t = uiStrings(locale)
    const m = VALIDATION_MESSAGES[locale]
    const email = `demo-${site}-${run}@example.com`
    await page.goto(`/${site}`)
    await page.getByRole('button', { name: t.footer.requestDemo }).last().click()
    const dialog = page.getByRole('dialog', { name: t.demo.title })
    await expect(dialog).toBeVisible()
    const submit = dialog.getByRole('button', { name: t.forms.submit, exact: true })
    await expect(submit).toBeDisabled()

    // Sending a code with an empty e-mail warns to enter it.
    await dialog.getByRole('button', { name: t.forms.sendCode }).click()
    await expect(dialog.getByTestId('form-toast')).toHaveText(m.emailRequired)

    await dialog.getByLabel(labelled(t.demo.fullName)).fill('Test Visitor')
    await dialog.getByLabel(labelled(t.demo.companyName)).fill('Test Trading Co')
    await dialog.getByLabel(labelled(t.demo.jobTitle)).fill('Purchasing manager')
    await dialog.getByLabel(labelled(t.demo.email)).fill(email)
    await dialog.getByLabel(labelled(t.demo.phone)).fill('+49 151 23456789')
    await dialog.getByLabel(labelled(t.demo.country)).selectOption(country)
    await dialog.getByLabel(labelled(t.demo.interested)).selectOption({ index: 1 })

    const since = smtp.mails.length
    await dialog.getByRole('button', { name: t.forms.sendCode }).click()
    await expect(dialog.getByTestId('form-toast')).toHaveText(t.demo.codeSent)
    const countdown = dialog.getByRole('button', { name: new RegExp(t.forms.resendIn.replace('{s}', '\\d+')) })
    await expect(countdown).toBeDisabled()
    const code = await smtp.codeFor(email, since)
    await dialog.getByLabel(labelled(t.demo.verificationCode)).fill(code)
    await expect(submit).toBeEnabled()

    // Submit stays enabled once enabled; emptied required fields each warn, the first one in the toast.
    await dialog.getByLabel(labelled(t.demo.fullName)).fill('')
    await dialog.getByLabel(labelled(t.demo.jobTitle)).fill('')
    await expect(submit).toBeEnabled()
    await submit.click()
    await expect(dialog.getByTestId('form-toast')).toHaveText(m.fullNameRequired)
    await expect(dialog.getByText(m.jobTitleRequired)).toBeVisible()
    await expect(dialog.getByLabel(labelled(t.demo.fullName))).toHaveAttribute('aria-invalid', 'true')
    await dialog.getByLabel(labelled(t.demo.fullName)).fill('Test Visitor')
    await dialog.getByLabel(labelled(t.demo.jobTitle)).fill('Purchasing manager')

    // Consent: unticked, its label links to this site's privacy policy; without it nothing is sent.
    const consent = consentBox(dialog, locale)
    await expect(consent).not.toBeChecked()
    await expect(dialog.getByRole('link', { name: CONSENT_LABEL[locale].link })).toHaveAttribute(
      'href',
      `/${site}/privacy`,
    )
    await submit.click()
    await expect(dialog.getByTestId('form-toast')).toHaveText(CONSENT_REQUIRED[locale])
    await expect(consent).toHaveAttribute('aria-invalid', 'true')
    await expect(dialog).toBeVisible()
    await consent.check()
    await submit.click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('form-toast')).toHaveText(t.demo.submitted)
    const staff = await smtp.waitForMail('sales@tradecompass.test', 15_000, since)
    expect(staff.text).toContain('Test Trading Co')

    // Reopened: reset, the countdown gone.
    await page.getByRole('button', { name: t.footer.requestDemo }).last().click()
    await expect(dialog.getByLabel(labelled(t.demo.fullName))).toHaveValue('')
    await expect(consentBox(dialog, locale)).not.toBeChecked()
    await expect(dialog.getByRole('button', { name: t.forms.sendCode })).toBeEnabled()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })
}

test('a wrong e-mail code shows the translated error and keeps the dialog open', async ({ page }) => {
  const t = uiStrings('en')
  await page.goto('/en')
  await page.getByRole('button', { name: t.footer.requestDemo }).last().click()
  const dialog = page.getByRole('dialog', { name: t.demo.title })
  await dialog.getByLabel(labelled(t.demo.fullName)).fill('Wrong Code')
  await dialog.getByLabel(labelled(t.demo.companyName)).fill('Co')
  await dialog.getByLabel(labelled(t.demo.jobTitle)).fill('CEO')
  await dialog.getByLabel(labelled(t.demo.email)).fill(`wrong-${run}@example.com`)
  await dialog.getByLabel(labelled(t.demo.phone)).fill('123')
  await dialog.getByLabel(labelled(t.demo.country)).selectOption('US')
  await dialog.getByLabel(labelled(t.demo.interested)).selectOption({ index: 2 })
  await dialog.getByLabel(labelled(t.demo.verificationCode)).fill('000000')
  await consentBox(dialog, 'en').check()
  await dialog.getByRole('button', { name: t.forms.submit, exact: true }).click()
  await expect(dialog.getByTestId('form-toast')).toHaveText(errorMessage(20008, 'en')!)
  await expect(dialog).toBeVisible()
})

/** Waits for the page's image code, then replaces its cookie with one whose answer the test knows. */
async function knownImageCode(page: Page): Promise<string> {
  await expect(page.getByTestId('image-code')).toHaveJSProperty('complete', true)
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === CAPTCHA_COOKIE)).toBe(true)
  const answer = 'k7Mx'
  const url = new URL(page.url())
  await page.context().addCookies([
    {
      name: CAPTCHA_COOKIE,
      value: issueCaptchaCookie(answer),
      domain: url.hostname,
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
    },
  ])
  return answer
}

test('the contact form refuses a wrong image code, then sends with the right one', async ({ page }) => {
  const t = uiStrings('en')
  await page.goto('/en/contact')
  const form = page.locator('form').filter({ has: page.getByLabel(labelled(t.contactForm.subject)) })
  await form.getByRole('button', { name: t.forms.submit }).click()
  await expect(form.getByText(VALIDATION_MESSAGES.en.firstNameRequired)).toBeVisible()
  await expect(form.getByText(VALIDATION_MESSAGES.en.imageCodeRequired)).toBeVisible()
  await expect(form.getByText(CONSENT_REQUIRED.en)).toBeVisible()
  await consentBox(form, 'en').check()
  await expect(form.getByText(CONSENT_REQUIRED.en)).toHaveCount(0)

  await form.getByLabel(labelled(t.contactForm.firstName)).fill('Anna')
  await form.getByLabel(labelled(t.contactForm.lastName)).fill('Smith')
  await form.getByLabel(labelled(t.contactForm.email)).fill(`contact-${run}@example.com`)
  await form.getByLabel(labelled(t.contactForm.subject)).fill('Data for Vietnam')
  await form.getByLabel(labelled(t.contactForm.message)).fill('Do you have 2024 export data?')
  await form.getByLabel(labelled(t.contactForm.imageCode)).fill('zzzz')
  await form.getByRole('button', { name: t.forms.submit }).click()
  await expect(form.getByRole('alert')).toHaveText(errorMessage(20008, 'en')!)

  const answer = await knownImageCode(page)
  await form.getByLabel(labelled(t.contactForm.imageCode)).fill(answer)
  await form.getByRole('button', { name: t.forms.submit }).click()
  await expect(page.getByRole('status').filter({ hasText: t.contactForm.sent })).toBeVisible()
})

test('the credit-report form checks its fields and sends a request', async ({ page }) => {
  const t = uiStrings('en')
  await page.goto('/en/service/cedarRose')
  const form = page.locator('form').filter({ has: page.getByLabel(labelled(t.creditForm.companyWeb)) })
  await form.getByRole('button', { name: t.forms.submit }).click()
  await expect(form.locator('p').filter({ hasText: VALIDATION_MESSAGES.en.serviceRequired })).toBeVisible()
  await form.getByLabel(labelled(t.creditForm.service)).selectOption('freshInvestigation')
  await form.getByLabel(labelled(t.creditForm.companyName)).fill('Acme GmbH')
  await form.getByLabel(labelled(t.creditForm.companyWeb)).fill('https://acme.example.de')
  await form.getByLabel(labelled(t.creditForm.mobile)).fill('+49 151 23456789')
  await form.getByLabel(labelled(t.creditForm.country)).fill('Germany')
  await form.getByLabel(labelled(t.creditForm.companyAddress)).fill('Hauptstr. 1, Berlin')
  const answer = await knownImageCode(page)
  await form.getByLabel(labelled(t.contactForm.imageCode)).fill(answer)
  await consentBox(form, 'en').check()
  await form.getByRole('button', { name: t.forms.submit }).click()
  await expect(page.getByRole('status').filter({ hasText: t.creditForm.sent })).toBeVisible()
})

test('the debt-claim form shows the messages of §5 and sends a claim', async ({ page }) => {
  const t = uiStrings('en')
  await page.goto('/en/service/debtcollection')
  const form = page.locator('form').filter({ has: page.getByText(t.debtForm.debtor, { exact: true }) })
  await form.getByRole('button', { name: t.forms.submit }).click()
  for (const message of [
    'Please enter your name',
    'Please enter your email address',
    'Please enter a phone number',
    'Debtor company name required',
    'Debtor contact name required',
    'Debt value required',
    'Please tell us about your recent contact with the debtor',
  ]) {
    await expect(form.getByText(message, { exact: true })).toBeVisible()
  }
  const creditor = form.getByRole('group', { name: t.debtForm.creditor })
  const debtor = form.getByRole('group', { name: t.debtForm.debtor })
  await creditor.getByLabel(labelled(t.debtForm.contactName)).fill('Li Wei')
  await creditor.getByLabel(labelled(t.debtForm.contactEmail)).fill('li.wei@example')
  await creditor.getByLabel(labelled(t.debtForm.phone)).fill('12')
  await form.getByRole('button', { name: t.forms.submit }).click()
  await expect(form.getByText('Please enter a valid email address')).toBeVisible()
  await expect(form.getByText('Please specify a valid phone number')).toBeVisible()
  await creditor.getByLabel(labelled(t.debtForm.contactEmail)).fill(`claim-${run}@example.com`)
  await creditor.getByLabel(labelled(t.debtForm.phone)).fill('+86 138 0013 8000')
  await debtor.getByLabel(labelled(t.debtForm.debtorCompany)).fill('Late Payer LLC')
  await debtor.getByLabel(labelled(t.debtForm.debtorContact)).fill('John Doe')
  await debtor.getByLabel(labelled(t.debtForm.lastContactDate)).fill('2026-09-01')
  await debtor.getByLabel(labelled(t.debtForm.debtValue)).fill('USD 48,000')
  await debtor.getByLabel(labelled(t.debtForm.lastContactDetails)).fill('Promised to pay by October.')
  await form.getByRole('button', { name: t.forms.submit }).click()
  await expect(form.getByText(CONSENT_REQUIRED.en)).toBeVisible()
  await consentBox(form, 'en').check()
  await form.getByRole('button', { name: t.forms.submit }).click()
  await expect(page.getByRole('status').filter({ hasText: t.debtForm.sent })).toBeVisible()
})

test("a member resets a forgotten password on the site's own page, in their language, and logs in with it", async ({
  page,
  baseURL,
}) => {
  const t = uiStrings('ru').account
  const email = `reset-${run}@example.com`
  const answer = 'k7Mx'
  const registered = await page.request.post('/api/members', {
    data: { email, password: 'old-secret-1', captcha: answer, consent: true },
    headers: { cookie: `${CAPTCHA_COOKIE}=${issueCaptchaCookie(answer)}` },
  })
  expect(registered.status()).toBe(201)

  await page.goto('/login?lang=ru')
  await page.getByRole('link', { name: t.forgotLink }).click()
  await expect(page.getByRole('heading', { name: t.resetTitle })).toBeVisible()
  const since = smtp.mails.length
  await page.getByLabel(t.emailLabel).fill(email)
  await page.getByRole('button', { name: t.resetRequestSubmit }).click()
  await expect(page.getByRole('status')).toHaveText(t.resetRequestSent)

  const mail = await smtp.waitForMail(email, 15_000, since)
  const link = /https?:\/\/[^\s"<]+\/reset-password\?[^\s"<]+/.exec(mail.text)?.[0]?.replace(/&amp;/g, '&')
  expect(link).toBeTruthy()
  expect(new URL(link!).origin).toBe(new URL(baseURL!).origin)
  await page.goto(link!)
  await expect(page.getByRole('heading', { name: t.resetTitle })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  await page.getByLabel(t.newPasswordLabel).fill('new-secret-2')
  await page.getByRole('button', { name: t.resetSubmit }).click()
  await expect(page.getByRole('status')).toHaveText(t.resetDone)

  await page.context().clearCookies()
  const login = await page.request.post('/api/members/login', { data: { email, password: 'new-secret-2' } })
  expect(login.status()).toBe(200)
})
