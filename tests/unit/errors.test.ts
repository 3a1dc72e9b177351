import { describe, expect, it } from 'vitest'
import {
  API_SUCCESS_CODE,
  ERROR_CODES,
  ERROR_MESSAGES,
  errorAnswer,
  errorMessage,
  errorScreen,
  httpStatusForCode,
  isForcedLogoutCode,
  isSuccessCode,
  messageForCode,
  messageForFailure,
  successAnswer,
} from '../../src/domain/errors'
import { fill } from '../../src/i18n/fill'
import { LOCALES } from '../../src/domain/locale'

describe('error catalogue (§8)', () => {
  it('has the spec English messages verbatim', () => {
    expect(ERROR_MESSAGES.en[10001]).toBe('wrong parameters, please try again later')
    expect(ERROR_MESSAGES.en[60007]).toBe('interface exception')
    expect(ERROR_MESSAGES.en[140006]).toBe('frequent sending of mobile verification codes')
    expect(ERROR_MESSAGES.en[140010]).toBe('frequent sending of email verification codes')
    expect(ERROR_MESSAGES.en[140015]).toBe('verification code sending failed')
    expect(ERROR_MESSAGES.en[20008]).toBe('verification code error')
    expect(ERROR_MESSAGES.en[404]).toBe('This page could not be found')
    expect(ERROR_MESSAGES.en[500]).toBe('Unknown middleware {name}')
    expect(ERROR_MESSAGES.en.invalidRequest).toBe('Invalid request')
    expect(ERROR_MESSAGES.en.errorPageFailed).toBe('An error occurred while showing the error page')
  })

  it('has a non-empty message for every code and case in every locale, translated', () => {
    const keys = Object.keys(ERROR_MESSAGES.en)
    for (const locale of LOCALES) {
      expect(Object.keys(ERROR_MESSAGES[locale]).sort()).toEqual([...keys].sort())
      for (const key of keys) expect((ERROR_MESSAGES[locale] as Record<string, string>)[key].trim()).not.toBe('')
    }
    for (const code of ERROR_CODES) {
      expect(ERROR_MESSAGES.zh[code]).not.toBe(ERROR_MESSAGES.en[code])
      expect(ERROR_MESSAGES.ru[code]).not.toBe(ERROR_MESSAGES.en[code])
      expect(ERROR_MESSAGES.zh[code]).toMatch(/[\u4e00-\u9fff]/)
      expect(ERROR_MESSAGES.ru[code]).toMatch(/[а-яё]/i)
    }
    expect(ERROR_MESSAGES.zh[500]).toContain('{name}')
    expect(ERROR_MESSAGES.ru[500]).toContain('{name}')
  })

  it('guards codes', () => {
    expect([0, 1, 200].every(isSuccessCode)).toBe(true)
    expect(isSuccessCode(2)).toBe(false)
    expect(isSuccessCode('1')).toBe(false)
    expect(isForcedLogoutCode(401)).toBe(true)
    expect(isForcedLogoutCode(402)).toBe(true)
    expect(isForcedLogoutCode(403)).toBe(false)
    expect(API_SUCCESS_CODE).toBe(1)
  })
})

describe('messages', () => {
  it('interpolates placeholders and leaves unknown ones', () => {
    expect(fill('a {x} b {y}', { x: 1 })).toBe('a 1 b {y}')
    expect(fill('plain', {})).toBe('plain')
  })

  it('gives the catalogue message per locale, null outside the catalogue', () => {
    expect(errorMessage(20008, 'zh')).toBe('验证码错误')
    expect(errorMessage(500, 'en', { name: 'auth' })).toBe('Unknown middleware auth')
    expect(errorMessage(12345, 'en')).toBeNull()
    expect(errorMessage(500, 'ru', { name: 'auth' })).toBe('Неизвестный промежуточный обработчик auth')
  })

  it('applies the helper rule: 10001–10004 → the 10004 message', () => {
    for (const code of [10001, 10002, 10003, 10004]) {
      expect(messageForCode(code, 'en')).toBe(ERROR_MESSAGES.en[10004])
      expect(messageForCode(code, 'zh')).toBe(ERROR_MESSAGES.zh[10004])
    }
    expect(messageForCode(10000, 'en')).toBe('Request failed (code 10000)')
    expect(messageForCode(10005, 'en')).toBe('Request failed (code 10005)')
  })

  it('applies the helper rule: 401/402 show nothing, others their translation', () => {
    expect(messageForCode(401, 'en')).toBeNull()
    expect(messageForCode(402, 'ru')).toBeNull()
    expect(messageForCode(140010, 'ru')).toBe(ERROR_MESSAGES.ru[140010])
    expect(messageForCode(60007, 'zh')).toBe('接口异常')
    expect(messageForCode(77777, 'zh')).toBe('请求失败（错误码 77777）')
  })

  it('prefers the server msg for a failure, then the code, then "invalid request"', () => {
    expect(messageForFailure({ code: 20008, msg: 'bad code' }, 'en')).toBe('bad code')
    expect(messageForFailure({ code: 20008, msg: '  ' }, 'en')).toBe('verification code error')
    expect(messageForFailure({ code: 401 }, 'en')).toBeNull()
    expect(messageForFailure({}, 'ru')).toBe('Недопустимый запрос')
  })
})

describe('answer bodies', () => {
  it('builds a success body', () => {
    expect(successAnswer({ a: 1 })).toEqual({ code: 1, msg: 'success', data: { a: 1 } })
    expect(successAnswer(null, 'ok', 200)).toEqual({ code: 200, msg: 'ok', data: null })
  })

  it('builds an error body in the locale', () => {
    expect(errorAnswer(10001, 'en')).toEqual({
      code: 10001,
      msg: 'wrong parameters, please try again later',
      data: null,
    })
    expect(errorAnswer(10002, 'en').msg).toBe('wrong parameters, please try again later')
    expect(errorAnswer(20008, 'ru', { data: { field: 'captcha' } })).toEqual({
      code: 20008,
      msg: 'Неверный код подтверждения',
      data: { field: 'captcha' },
    })
    expect(errorAnswer(500, 'en', { params: { name: 'x' } }).msg).toBe('Unknown middleware x')
    expect(errorAnswer(10001, 'en', { msg: 'email: required' }).msg).toBe('email: required')
    expect(errorAnswer(401, 'en').msg).toBe('401')
  })

  it('sends business errors with HTTP 200 and keeps 404/500', () => {
    expect(httpStatusForCode(10001)).toBe(200)
    expect(httpStatusForCode(401)).toBe(200)
    expect(httpStatusForCode(1)).toBe(200)
    expect(httpStatusForCode(404)).toBe(404)
    expect(httpStatusForCode(500)).toBe(500)
  })
})

describe('error screen', () => {
  it('shows status (default 500) and message', () => {
    expect(errorScreen(null, 'en')).toEqual({ status: 500, message: 'Internal server error' })
    expect(errorScreen({ status: 403, message: 'Forbidden' }, 'en')).toEqual({ status: 403, message: 'Forbidden' })
    expect(errorScreen({ statusCode: 404 }, 'zh')).toEqual({ status: 404, message: '找不到该页面' })
    expect(errorScreen({ status: 200, message: '' }, 'ru')).toEqual({
      status: 500,
      message: 'Внутренняя ошибка сервера',
    })
    expect(errorScreen({ status: '404' }, 'en').status).toBe(500)
    expect(errorScreen({ status: 600 }, 'en').status).toBe(500)
  })
})
