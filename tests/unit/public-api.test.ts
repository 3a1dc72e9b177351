/** The pure parts of the public API: the visitor's language and address, mails, CSV. */
import { describe, expect, it } from 'vitest'

import { acknowledgementMail, staffNotificationMail, verificationCodeMail } from '@/features/forms/api/mail-texts'
import { localeOfRequest, namedLocale } from '@/domain/locale'
import { ipHash } from '@/features/forms/api/forms'
import { csvCell, submissionsCsv } from '@/features/forms/api/submission-staff'

const request = (headers: Record<string, string> = {}, url = 'http://localhost/public/x') =>
  new Request(url, { headers })

describe('the visitor language', () => {
  it('takes a named locale or site first, then the referring site, then Accept-Language, then zh', () => {
    expect(namedLocale('ru')).toBe('ru')
    expect(namedLocale('cn')).toBe('zh')
    expect(namedLocale('zh-CN')).toBe('zh')
    expect(namedLocale('de')).toBeNull()
    expect(localeOfRequest(request({ referer: 'http://x/ru/contact' }), 'en')).toBe('en')
    expect(localeOfRequest(request({}, 'http://localhost/public/x?lang=ru'))).toBe('ru')
    expect(localeOfRequest(request({ referer: 'http://x/ru/contact', 'accept-language': 'en' }))).toBe('ru')
    expect(localeOfRequest(request({ referer: 'not a url', 'accept-language': 'de-DE,ru;q=0.8' }))).toBe('ru')
    expect(localeOfRequest(request())).toBe('zh')
  })
})

describe('the visitor address', () => {
  it('stores a one-way hash of it', () => {
    expect(ipHash('1.1.1.1', 's')).toMatch(/^[0-9a-f]{32}$/)
    expect(ipHash('1.1.1.1', 's')).not.toBe(ipHash('1.1.1.2', 's'))
  })
})

describe('mails', () => {
  it('are written in the visitor language', () => {
    expect(verificationCodeMail('123456', 'zh').subject).toBe('您的验证码：123456')
    expect(acknowledgementMail('debt-claim', 'Ivan', 'ru').subject).toBe('Мы получили вашу заявку на взыскание долга')
    expect(acknowledgementMail('contact', '', 'en').text).toContain('Dear customer')
    const staff = staffNotificationMail(
      'demo',
      { id: 7, name: 'A', email: 'a@x.io', site: 'en', fields: { nested: { x: '<b>' } } },
      'http://admin/7',
    )
    expect(staff.text).toContain('nested.x: <b>')
    expect(staff.html).toContain('&lt;b&gt;')
  })
})

describe('the CSV export', () => {
  it('quotes cells and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('+1 555')).toBe("'+1 555")
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"')
    expect(csvCell(null)).toBe('')
    const csv = submissionsCsv([
      { id: 1, kind: 'demo', status: 'new', notification: { staff: 'failed' }, createdAt: '', updatedAt: '' } as never,
    ])
    expect(csv.startsWith('\uFEFFid,createdAt')).toBe(true)
    expect(csv).toContain(',failed,')
  })
})
