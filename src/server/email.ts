/**
 * Mail through SMTP (SMTP_HOST, SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASS, EMAIL_FROM). With no SMTP_HOST the mail
 * is not sent but printed to the console (development), so nothing needs a mail server to run.
 *
 * Every message, Payload's own (forgot password) included, goes to exactly one plain mailbox (`plainMailbox`), with
 * an explicit SMTP envelope of that address: what the headers say can never add or change a recipient.
 */
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer'

import { plainMailbox } from '../domain/validation'
import { scratchMode } from '../settings'
import { log } from './log'
import { countMail } from './metrics'
import { type Env, environment, setting } from '../settings'

export function parseFrom(from: string | undefined): { name: string; address: string } {
  const value = (from || 'TradeCompass <no-reply@tradecompass.example>').trim()
  const match = /^(.*)<(.+)>$/.exec(value)
  return { name: (match?.[1] ?? '').trim() || 'TradeCompass', address: (match?.[2] ?? value).trim() }
}

/** A message for one recipient refused before it reaches the mail server. */
export class NotOneMailbox extends Error {
  constructor(what: string) {
    super(`refusing to mail ${what}: one plain mailbox only`)
    this.name = 'NotOneMailbox'
  }
}

/** The one plain mailbox a message goes to, else NotOneMailbox (lists, display names, quotes, cc/bcc). */
export function recipientOf(message: SendMailOptions): string {
  if (message.cc || message.bcc) throw new NotOneMailbox('cc/bcc')
  const to = Array.isArray(message.to) && message.to.length === 1 ? message.to[0] : message.to
  const address = typeof to === 'string' ? plainMailbox(to) : null
  if (!address) throw new NotOneMailbox(JSON.stringify(message.to ?? null).slice(0, 200))
  return address
}

/** Sends every message of a transport to its one plain mailbox, with an explicit envelope (from, to: [mailbox]). */
export function withPlainEnvelope<T extends Transporter>(
  transport: T,
  fromAddress: string,
  log?: (message: SendMailOptions) => void,
): T {
  const send = transport.sendMail.bind(transport) as (message: SendMailOptions) => Promise<unknown>
  transport.sendMail = (async (message: SendMailOptions) => {
    const to = recipientOf(message)
    const replyTo = typeof message.replyTo === 'string' ? plainMailbox(message.replyTo) : null
    const safe: SendMailOptions = {
      ...message,
      to,
      replyTo: replyTo ?? undefined,
      envelope: { from: fromAddress, to: [to] },
    }
    // A span of the SMTP call when tracing is on (src/server/tracing.ts); a no-op otherwise.
    const span = trace.getTracer('tradecompass').startSpan('smtp.send', {
      kind: SpanKind.CLIENT,
      attributes: { 'server.address': (transport.options as { host?: string } | undefined)?.host ?? 'none' },
    })
    let info: unknown
    try {
      info = await send(safe)
    } catch (error) {
      countMail('failed')
      span.recordException(error as Error)
      span.setStatus({ code: SpanStatusCode.ERROR })
      span.end()
      throw error
    }
    span.end()
    countMail('sent')
    log?.(safe)
    return info
  }) as T['sendMail']
  return transport
}

export function emailAdapter(env: Env = environment()) {
  const { name, address } = parseFrom(env.EMAIL_FROM)
  // A scratch copy never sends: its queue holds production's customers' mails.
  const scratch = scratchMode(env)
  if (!env.SMTP_HOST || scratch) {
    const transport = withPlainEnvelope(nodemailer.createTransport({ jsonTransport: true }), address, (message) => {
      log.info(
        { to: String(message.to), subject: String(message.subject), text: String(message.text ?? '') },
        scratch ? 'mail not sent (scratch copy)' : 'mail not sent (SMTP_HOST unset)',
      )
    })
    return nodemailerAdapter({ defaultFromAddress: address, defaultFromName: name, transport, skipVerify: true })
  }
  const transport = nodemailer.createTransport({
    host: env.SMTP_HOST,
    port: setting('SMTP_PORT', env),
    secure: setting('SMTP_SECURE', env) === 'true',
    auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : undefined,
  })
  return nodemailerAdapter({
    defaultFromAddress: address,
    defaultFromName: name,
    skipVerify: true,
    transport: withPlainEnvelope(transport, address),
  })
}
