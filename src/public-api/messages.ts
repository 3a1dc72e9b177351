/**
 * The public API's own explanations of a refused request (added to the §8 catalogue message so that a developer or a
 * visitor sees what was wrong), in the three languages.
 */
import type { Locale } from '../domain/locale'

export type RefusalReason =
  | 'wrongContentType'
  | 'invalidJson'
  | 'invalidForm'
  | 'bodyTooLarge'
  | 'unknownField'
  | 'notAnObject'
  | 'tooManyRequests'
  | 'emailMismatch'
  | 'unknownDataSource'
  | 'invalidQuery'

const REASONS: Record<Locale, Record<RefusalReason, string>> = {
  en: {
    wrongContentType: 'the request must be sent as {type}',
    invalidJson: 'the body is not valid JSON',
    invalidForm: 'the form data is not valid',
    bodyTooLarge: 'the request is larger than {limit} KB',
    unknownField: 'unknown field "{name}"',
    notAnObject: 'the body must be an object',
    tooManyRequests: 'too many requests, please try again later',
    emailMismatch: 'the e-mail address does not match the form',
    unknownDataSource: 'unknown data source "{name}"',
    invalidQuery: 'invalid query parameter "{name}"',
  },
  zh: {
    wrongContentType: '请求必须以 {type} 格式发送',
    invalidJson: '请求内容不是有效的 JSON',
    invalidForm: '表单数据无效',
    bodyTooLarge: '请求内容超过 {limit} KB',
    unknownField: '未知字段“{name}”',
    notAnObject: '请求内容必须是对象',
    tooManyRequests: '请求过于频繁，请稍后再试',
    emailMismatch: '邮箱地址与表单不一致',
    unknownDataSource: '未知的数据源“{name}”',
    invalidQuery: '查询参数“{name}”无效',
  },
  ru: {
    wrongContentType: 'запрос должен быть отправлен в формате {type}',
    invalidJson: 'тело запроса не является корректным JSON',
    invalidForm: 'данные формы некорректны',
    bodyTooLarge: 'запрос больше {limit} КБ',
    unknownField: 'неизвестное поле «{name}»',
    notAnObject: 'тело запроса должно быть объектом',
    tooManyRequests: 'слишком много запросов, попробуйте позже',
    emailMismatch: 'адрес электронной почты не совпадает с формой',
    unknownDataSource: 'неизвестный источник данных «{name}»',
    invalidQuery: 'недопустимый параметр запроса «{name}»',
  },
}

export function refusalMessage(reason: RefusalReason, locale: Locale, params: Record<string, string | number> = {}): string {
  return REASONS[locale][reason].replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole))
}
