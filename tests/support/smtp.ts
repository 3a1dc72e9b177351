/**
 * A real SMTP server for the tests (the `smtp-server` package): it accepts mail on a loopback port, keeps every
 * message decoded (subject and text body), and can be told to refuse recipients, to test failed sends.
 */
import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { from: string; to: string[]; subject: string; text: string; raw: string }

export type TestSmtp = {
  port: number
  mails: ReceivedMail[]
  /** Refuse a recipient while this returns true (the sender gets a 550). */
  refuse: (to: string) => boolean
  setRefuse: (rule: (to: string) => boolean) => void
  /** The newest mail to an address, waiting for it up to `timeoutMs`. */
  waitForMail: (to: string, timeoutMs?: number, since?: number) => Promise<ReceivedMail>
  /** The 6-digit code of the newest mail to an address. */
  codeFor: (to: string, since?: number) => Promise<string>
  stop: () => Promise<void>
}

function decodeWords(header: string): string {
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    )
}

function splitHeaders(part: string): { headers: Record<string, string>; body: string } {
  const at = part.search(/\r?\n\r?\n/)
  const head = at === -1 ? part : part.slice(0, at)
  const body = at === -1 ? '' : part.slice(at).replace(/^\r?\n\r?\n/, '')
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return { headers, body }
}

function decodeBody(body: string, encoding: string | undefined): string {
  const kind = (encoding ?? '').toLowerCase()
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (kind === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  return body
}

/** The subject and the text/plain body of a raw message (found in nested multiparts too: a mail with attachments). */
export function decodeMail(raw: string): { subject: string; text: string } {
  const { headers, body } = splitHeaders(raw)
  // A message of one part is read whatever its type (Payload's forgotten-password mail is HTML only).
  const single = !/boundary=/i.test(headers['content-type'] ?? '')
  return {
    subject: decodeWords(headers.subject ?? ''),
    text: plainTextOf(headers, body) ?? (single ? decodeBody(body, headers['content-transfer-encoding']) : ''),
  }
}

function plainTextOf(headers: Record<string, string>, body: string): string | null {
  const type = headers['content-type'] ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (!boundary) return type.startsWith('text/plain') ? decodeBody(body, headers['content-transfer-encoding']) : null
  for (const part of body.split(`--${boundary}`).slice(1)) {
    const inner = splitHeaders(part.replace(/^\r?\n/, ''))
    if (!inner.headers['content-type']) continue
    const text = plainTextOf(inner.headers, inner.body)
    if (text !== null) return text
  }
  return null
}

export async function startTestSmtp(port = 0): Promise<TestSmtp> {
  const mails: ReceivedMail[] = []
  let refuse: (to: string) => boolean = () => false
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse(address.address.toLowerCase()))
        return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }))
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const { subject, text } = decodeMail(raw)
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject,
          text,
          raw,
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()))
  const boundPort = (server.server.address() as AddressInfo).port

  async function waitForMail(to: string, timeoutMs = 10_000, since = 0): Promise<ReceivedMail> {
    const address = to.toLowerCase()
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const found = mails
        .slice(since)
        .filter((mail) => mail.to.includes(address))
        .at(-1)
      if (found) return found
      if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  return {
    port: boundPort,
    mails,
    get refuse() {
      return refuse
    },
    setRefuse(rule) {
      refuse = rule
    },
    waitForMail,
    async codeFor(to, since = 0) {
      const mail = await waitForMail(to, 10_000, since)
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1]
      if (!code) throw new Error(`no code in the mail to ${to}: ${mail.text}`)
      return code
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
