/** The e-mails the public API sends, in the visitor's language (staff notifications in the visitor's language too,
 * with the fields labelled in English and Chinese so any sales colleague can read them). */
import type { Locale } from '../../../domain/locale'

export type SubmissionKind = 'demo' | 'contact' | 'credit-report' | 'debt-claim'

const KIND_NAMES: Record<Locale, Record<SubmissionKind, string>> = {
  en: {
    demo: 'demo request',
    contact: 'contact message',
    'credit-report': 'credit-report request',
    'debt-claim': 'debt claim',
  },
  zh: { demo: '演示预约', contact: '联系留言', 'credit-report': '信用报告申请', 'debt-claim': '债务追收申请' },
  ru: {
    demo: 'запрос демонстрации',
    contact: 'сообщение',
    'credit-report': 'запрос кредитного отчёта',
    'debt-claim': 'заявка на взыскание долга',
  },
}

export function verificationCodeMail(code: string, locale: Locale): { subject: string; text: string; html: string } {
  const texts = {
    en: {
      subject: `Your verification code: ${code}`,
      body: `Your verification code is ${code}. It is valid for 10 minutes. If you did not ask for it, ignore this e-mail.`,
    },
    zh: { subject: `您的验证码：${code}`, body: `您的验证码是 ${code}，10 分钟内有效。如非本人操作，请忽略本邮件。` },
    ru: {
      subject: `Ваш код подтверждения: ${code}`,
      body: `Ваш код подтверждения: ${code}. Он действителен 10 минут. Если вы его не запрашивали, проигнорируйте это письмо.`,
    },
  }[locale]
  return { subject: texts.subject, text: texts.body, html: `<p>${escapeHtml(texts.body)}</p>` }
}

/** What the visitor sent, as the object of "we received …" (Russian needs the accusative with its possessive). */
const RECEIVED: Record<Locale, Record<SubmissionKind, string>> = {
  en: {
    demo: 'your demo request',
    contact: 'your message',
    'credit-report': 'your credit-report request',
    'debt-claim': 'your debt claim',
  },
  zh: {
    demo: '您的演示预约',
    contact: '您的留言',
    'credit-report': '您的信用报告申请',
    'debt-claim': '您的债务追收申请',
  },
  ru: {
    demo: 'ваш запрос демонстрации',
    contact: 'ваше сообщение',
    'credit-report': 'ваш запрос кредитного отчёта',
    'debt-claim': 'вашу заявку на взыскание долга',
  },
}

export function acknowledgementMail(
  kind: SubmissionKind,
  name: string,
  locale: Locale,
): { subject: string; text: string; html: string } {
  const what = RECEIVED[locale][kind]
  const texts = {
    en: {
      subject: `We received ${what}`,
      body: `Dear ${name || 'customer'},\n\nthank you: we received ${what} and will contact you shortly.\n\nTradeCompass`,
    },
    zh: {
      subject: `我们已收到${what}`,
      body: `${name || '您好'}：\n\n感谢您的信任，我们已收到${what}，会尽快与您联系。\n\nTradeCompass`,
    },
    ru: {
      subject: `Мы получили ${what}`,
      body: `${name ? `${name}, з` : 'З'}дравствуйте!\n\nСпасибо: мы получили ${what} и скоро свяжемся с вами.\n\nTradeCompass`,
    },
  }[locale]
  return {
    subject: texts.subject,
    text: texts.body,
    html: texts.body
      .split('\n')
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join(''),
  }
}

export function staffNotificationMail(
  kind: SubmissionKind,
  submission: {
    id: number | string
    name?: string | null
    email?: string | null
    site?: string | null
    locale?: string | null
    page?: string | null
    fields?: unknown
  },
  adminUrl: string,
): { subject: string; text: string; html: string } {
  const subject = `[${submission.site ?? ''}] New ${KIND_NAMES.en[kind]} / 新${KIND_NAMES.zh[kind]}: ${submission.name ?? ''} <${submission.email ?? ''}>`
  const lines = flatten(submission.fields).map(([key, value]) => `${key}: ${value}`)
  const text = [
    `Kind: ${kind}`,
    `Site: ${submission.site ?? ''} (${submission.locale ?? ''})`,
    `Page: ${submission.page ?? ''}`,
    '',
    ...lines,
    '',
    `Admin: ${adminUrl}`,
  ].join('\n')
  return { subject, text, html: `<pre>${escapeHtml(text)}</pre>` }
}

function flatten(value: unknown, prefix = ''): [string, string][] {
  if (value === null || typeof value !== 'object') return prefix ? [[prefix, String(value ?? '')]] : []
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
    flatten(inner, prefix ? `${prefix}.${key}` : key),
  )
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}

/**
 * A member's forgot-password e-mail (Payload's members auth): the link opens the reset page of the sites (not the
 * staff admin), in the member's language.
 */
export function memberResetMail(link: string, locale: Locale): { subject: string; text: string; html: string } {
  const texts = {
    en: {
      subject: 'Reset your TradeCompass password',
      body: 'Someone (hopefully you) asked to reset the password of your TradeCompass account. Open this link within an hour to choose a new one:',
      after: 'If you did not ask for it, ignore this e-mail: your password stays as it is.',
    },
    zh: {
      subject: '重置您的 TradeCompass 密码',
      body: '我们收到了重置您 TradeCompass 账户密码的请求。请在一小时内打开以下链接设置新密码：',
      after: '如非本人操作，请忽略本邮件，您的密码不会改变。',
    },
    ru: {
      subject: 'Сброс пароля TradeCompass',
      body: 'Поступил запрос на сброс пароля вашего аккаунта TradeCompass. Откройте ссылку в течение часа, чтобы задать новый пароль:',
      after: 'Если вы этого не запрашивали, проигнорируйте письмо: пароль останется прежним.',
    },
  }[locale]
  return {
    subject: texts.subject,
    text: `${texts.body}\n\n${link}\n\n${texts.after}`,
    html: `<p>${escapeHtml(texts.body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(texts.after)}</p>`,
  }
}
