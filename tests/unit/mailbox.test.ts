/** One plain mailbox per e-mail: the validator and the envelope every message gets. */
import { describe, expect, it } from 'vitest'

import { plainMailbox } from '@/domain/validation'
import { recipientOf, withPlainEnvelope } from '@/server/email'

describe('plainMailbox', () => {
  it('accepts local@domain and normalises it (trimmed, lower-cased)', () => {
    expect(plainMailbox('  Ivan.Petrov+news@Mail.Example.RU ')).toBe('ivan.petrov+news@mail.example.ru')
    expect(plainMailbox("o'brien@example.ie")).toBe("o'brien@example.ie")
  })

  it('refuses quotes, display names, lists, spaces, control characters and IP literals', () => {
    for (const value of [
      '"a@evil.test,b"@victim.test',
      '"x" <attacker@evil.test>"@victim.test',
      'Victim <victim@example.com>',
      'a@example.com, b@example.com',
      'a@example.com;b@example.com',
      'a b@example.com',
      'a@exa mple.com',
      'a\r\nbcc:x@evil.test@example.com',
      'a\u0000@example.com',
      'user@[192.168.0.1]',
      'a..b@example.com',
      'a@b',
      `${'a'.repeat(65)}@example.com`,
      '',
    ]) {
      expect(plainMailbox(value), JSON.stringify(value)).toBeNull()
    }
  })
})

describe('the mail envelope', () => {
  it('is exactly the one mailbox of `to`, from the sender address, whatever the headers say', async () => {
    const sent: unknown[] = []
    const transport = withPlainEnvelope(
      { sendMail: async (message: unknown) => sent.push(message) } as never,
      'no-reply@tradecompass.test',
    )
    await (transport as { sendMail: (m: unknown) => Promise<unknown> }).sendMail({
      to: ' Buyer@Example.COM',
      replyTo: '"x" <a@evil.test>',
      subject: 's',
    })
    expect(sent[0]).toMatchObject({
      to: 'buyer@example.com',
      envelope: { from: 'no-reply@tradecompass.test', to: ['buyer@example.com'] },
      replyTo: undefined,
    })
  })

  it('refuses lists, display names and cc/bcc', () => {
    expect(() => recipientOf({ to: 'a@example.com, b@example.com' })).toThrow(/one plain mailbox/)
    expect(() => recipientOf({ to: ['a@example.com', 'b@example.com'] })).toThrow(/one plain mailbox/)
    expect(() => recipientOf({ to: { name: 'x', address: 'a@example.com' } })).toThrow(/one plain mailbox/)
    expect(() => recipientOf({ to: 'a@example.com', bcc: 'spy@evil.test' })).toThrow(/one plain mailbox/)
    expect(recipientOf({ to: ['A@example.com'] })).toBe('a@example.com')
  })
})
