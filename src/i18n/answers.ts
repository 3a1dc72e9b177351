
/**
 * Every message an API answer carries, in zh, en and ru: the error catalogue of SPEC §8, the explanations of a
 * refused request, the payment flow's outcomes and the session answers. One catalogue; the UI strings of the pages
 * are in zh.ts/en.ts/ru.ts beside it. Data only (no imports but the Locale type), so server and browser code share it.
 */
import type { Locale } from '../domain/locale'

/** SPEC §8: the catalogue messages of the answer codes (English verbatim from the spec). */
export const ERROR_MESSAGES = {
  en: {
    10001: 'wrong parameters, please try again later',
    10004: 'wrong parameters, please try again later',
    60007: 'interface exception',
    140006: 'frequent sending of mobile verification codes',
    140010: 'frequent sending of email verification codes',
    140015: 'verification code sending failed',
    20008: 'verification code error',
    404: 'This page could not be found',
    500: 'Unknown middleware {name}',
    invalidRequest: 'Invalid request',
    errorPageFailed: 'An error occurred while showing the error page',
    unknownCode: 'Request failed (code {code})',
    serverError: 'Internal server error',
    backToHome: 'Go back to home',
  },
  zh: {
    10001: '参数错误，请稍后重试',
    10004: '参数错误，请稍后重试',
    60007: '接口异常',
    140006: '手机验证码发送过于频繁',
    140010: '邮箱验证码发送过于频繁',
    140015: '验证码发送失败',
    20008: '验证码错误',
    404: '找不到该页面',
    500: '未知的中间件 {name}',
    invalidRequest: '无效的请求',
    errorPageFailed: '显示错误页面时发生错误',
    unknownCode: '请求失败（错误码 {code}）',
    serverError: '服务器内部错误',
    backToHome: '返回首页',
  },
  ru: {
    10001: 'Неверные параметры, повторите попытку позже',
    10004: 'Неверные параметры, повторите попытку позже',
    60007: 'Ошибка интерфейса',
    140006: 'Слишком частая отправка кодов подтверждения на телефон',
    140010: 'Слишком частая отправка кодов подтверждения на электронную почту',
    140015: 'Не удалось отправить код подтверждения',
    20008: 'Неверный код подтверждения',
    404: 'Страница не найдена',
    500: 'Неизвестный промежуточный обработчик {name}',
    invalidRequest: 'Недопустимый запрос',
    errorPageFailed: 'При отображении страницы ошибки произошла ошибка',
    unknownCode: 'Запрос не выполнен (код {code})',
    serverError: 'Внутренняя ошибка сервера',
    backToHome: 'Вернуться на главную',
  },
} satisfies Record<Locale, Record<string | number, string>>

/** Why a request was refused (added after the §8 message so a developer or a visitor sees what was wrong). */
export const REFUSAL_REASONS = {
  en: {
    wrongContentType: 'the request must be sent as {type}',
    invalidJson: 'the body is not valid JSON',
    invalidForm: 'the form data is not valid',
    bodyTooLarge: 'the request is larger than {limit} KB',
    unknownField: 'unknown field "{name}"',
    notAnObject: 'the body must be an object',
    tooDeep: 'the body is nested too deeply',
    badPath: 'the address is not valid',
    methodNotAllowed: 'this page can only be read ({allow})',
    tooManyRequests: 'too many requests, please try again later',
    emailMismatch: 'the e-mail address does not match the form',
    unknownDataSource: 'unknown data source "{name}"',
    invalidQuery: 'invalid query parameter "{name}"',
    controlCharacter: 'the request contains a control character',
    crossSite: 'requests from other sites are not accepted',
    graphqlInvalid: 'the GraphQL document is not valid',
    graphqlTooLarge: 'the GraphQL query asks for too much (at most {limit})',
  },
  zh: {
    wrongContentType: '请求必须以 {type} 格式发送',
    invalidJson: '请求内容不是有效的 JSON',
    invalidForm: '表单数据无效',
    bodyTooLarge: '请求内容超过 {limit} KB',
    unknownField: '未知字段“{name}”',
    notAnObject: '请求内容必须是对象',
    tooDeep: '请求内容嵌套层级过深',
    badPath: '网址无效',
    methodNotAllowed: '该页面只能读取（{allow}）',
    tooManyRequests: '请求过于频繁，请稍后再试',
    emailMismatch: '邮箱地址与表单不一致',
    unknownDataSource: '未知的数据源“{name}”',
    invalidQuery: '查询参数“{name}”无效',
    controlCharacter: '请求中含有控制字符',
    crossSite: '不接受来自其他网站的请求',
    graphqlInvalid: 'GraphQL 文档无效',
    graphqlTooLarge: 'GraphQL 查询请求的内容过多（最多 {limit}）',
  },
  ru: {
    wrongContentType: 'запрос должен быть отправлен в формате {type}',
    invalidJson: 'тело запроса не является корректным JSON',
    invalidForm: 'данные формы некорректны',
    bodyTooLarge: 'запрос больше {limit} КБ',
    unknownField: 'неизвестное поле «{name}»',
    notAnObject: 'тело запроса должно быть объектом',
    tooDeep: 'слишком глубокая вложенность данных',
    badPath: 'недопустимый адрес',
    methodNotAllowed: 'эту страницу можно только читать ({allow})',
    tooManyRequests: 'слишком много запросов, попробуйте позже',
    emailMismatch: 'адрес электронной почты не совпадает с формой',
    unknownDataSource: 'неизвестный источник данных «{name}»',
    invalidQuery: 'недопустимый параметр запроса «{name}»',
    controlCharacter: 'запрос содержит управляющий символ',
    crossSite: 'запросы с других сайтов не принимаются',
    graphqlInvalid: 'документ GraphQL некорректен',
    graphqlTooLarge: 'запрос GraphQL слишком велик (не более {limit})',
  },
} satisfies Record<Locale, Record<string, string>>

export type RefusalReason = keyof (typeof REFUSAL_REASONS)['en']

/** The payment flow's outcomes (SPEC §7; the 7000x codes are the payment provider's, not in §8). */
export const PAYMENT_MESSAGES = {
  en: {
    loginRequired: 'Please log in first',
    notYours: 'This order is not available to you',
    unknownPackage: 'This package is not available; please choose another one',
    emailTaken: 'The e-mail address or password is incorrect. Please check them and try again.',
    paypalUnavailable: 'Online payment is not available at the moment; please pay by bank transfer',
    declined: 'The payment was declined. Please try another card or PayPal account.',
    amountMismatch: 'The payment did not match the order amount and was not applied. Please contact us.',
    notPayable: 'This order can no longer be paid',
    pending: 'PayPal has not completed the payment yet; the order will show paid once it does',
    tooManyUnpaid: 'You have {max} unpaid orders. Please pay or wait for one of them to expire before placing another.',
  },
  zh: {
    loginRequired: '请先登录',
    notYours: '您无权查看该订单',
    unknownPackage: '该套餐暂不可购买，请选择其他套餐',
    emailTaken: '邮箱或密码不正确，请检查后重试。',
    paypalUnavailable: '暂不支持在线支付，请使用银行转账',
    declined: '支付被拒绝，请更换银行卡或 PayPal 账户后重试。',
    amountMismatch: '支付金额与订单金额不符，未入账，请联系我们。',
    notPayable: '该订单已无法支付',
    pending: 'PayPal 尚未完成付款，完成后订单将显示为已支付',
    tooManyUnpaid: '您已有 {max} 个未支付订单，请先支付或等待其过期后再下单。',
  },
  ru: {
    loginRequired: 'Пожалуйста, сначала войдите',
    notYours: 'Этот заказ вам недоступен',
    unknownPackage: 'Этот тариф недоступен, выберите другой',
    emailTaken: 'Неверный адрес электронной почты или пароль. Проверьте их и повторите попытку.',
    paypalUnavailable: 'Онлайн-оплата сейчас недоступна, оплатите банковским переводом',
    declined: 'Платёж отклонён. Попробуйте другую карту или другой аккаунт PayPal.',
    amountMismatch: 'Сумма платежа не совпала с суммой заказа, платёж не зачтён. Свяжитесь с нами.',
    notPayable: 'Этот заказ больше нельзя оплатить',
    pending: 'PayPal ещё не завершил платёж; заказ станет оплаченным, когда это произойдёт',
    tooManyUnpaid: 'У вас {max} неоплаченных заказов. Оплатите один из них или дождитесь его истечения.',
  },
} satisfies Record<Locale, Record<string, string>>

/** The session answers: the identity call, SSO, log-in and the throttles of the account endpoints. */
export const SESSION_MESSAGES = {
  en: {
    guest: 'Not logged in',
    invalid: 'Your session has expired. Please log in again.',
    closed: 'This account is frozen or cancelled.',
    unknownOemDomain: 'No matching OEM domain for this account',
    tooManyAttempts: 'Too many attempts. Please try again in {seconds} seconds.',
  },
  zh: {
    guest: '未登录',
    invalid: '登录已失效，请重新登录',
    closed: '账户已冻结或注销',
    unknownOemDomain: '没有可用的 OEM 域名',
    tooManyAttempts: '尝试次数过多，请 {seconds} 秒后再试。',
  },
  ru: {
    guest: 'Вход не выполнен',
    invalid: 'Сеанс истёк. Войдите снова.',
    closed: 'Аккаунт заморожен или закрыт.',
    unknownOemDomain: 'Для этого аккаунта нет подходящего OEM-домена',
    tooManyAttempts: 'Слишком много попыток. Повторите через {seconds} с.',
  },
} satisfies Record<Locale, Record<string, string>>

