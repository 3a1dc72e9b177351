/**
 * Mail through SMTP (SMTP_HOST, SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASS, EMAIL_FROM). With no SMTP_HOST the mail
 * is not sent but printed to the console (development), so nothing needs a mail server to run.
 */
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'

export function parseFrom(from: string | undefined): { name: string; address: string } {
  const value = (from || 'TradeCompass <no-reply@tradecompass.example>').trim()
  const match = /^(.*)<(.+)>$/.exec(value)
  return { name: (match?.[1] ?? '').trim() || 'TradeCompass', address: (match?.[2] ?? value).trim() }
}

export function emailAdapter(env: NodeJS.ProcessEnv = process.env) {
  const { name, address } = parseFrom(env.EMAIL_FROM)
  if (!env.SMTP_HOST) {
    const transport = nodemailer.createTransport({ jsonTransport: true })
    const send = transport.sendMail.bind(transport)
    transport.sendMail = (async (message: Parameters<typeof send>[0]) => {
      const info = await send(message)
      console.log(`[mail] (not sent: SMTP_HOST unset) to ${String(message.to)}: ${String(message.subject)}\n${String(message.text ?? '')}`)
      return info
    }) as typeof transport.sendMail
    return nodemailerAdapter({ defaultFromAddress: address, defaultFromName: name, transport, skipVerify: true })
  }
  return nodemailerAdapter({
    defaultFromAddress: address,
    defaultFromName: name,
    skipVerify: true,
    transportOptions: {
      host: env.SMTP_HOST,
      port: Number(env.SMTP_PORT || 587),
      secure: env.SMTP_SECURE === 'true',
      auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : undefined,
    },
  })
}
