/**
 * The e-mails the public API sends (src/features/forms/api/mail-texts.ts): the verification code, the acknowledgement
 * of a submission, a member's password reset, and the names of the kinds of submission.
 */
import { part } from '../catalogue'

export const MAIL = part({
  zh: {
    kinds: { demo: '演示预约', contact: '联系留言', 'credit-report': '信用报告申请', 'debt-claim': '债务追收申请' },
    /** What the visitor sent, as the object of "we received …". */
    received: {
      demo: '您的演示预约',
      contact: '您的留言',
      'credit-report': '您的信用报告申请',
      'debt-claim': '您的债务追收申请',
    },
    codeSubject: '您的验证码：{code}',
    codeBody: '您的验证码是 {code}，10 分钟内有效。如非本人操作，请忽略本邮件。',
    receivedSubject: '我们已收到{what}',
    greeting: '{name}：',
    greetingNoName: '您好：',
    receivedBody: '{greeting}\n\n感谢您的信任，我们已收到{what}，会尽快与您联系。\n\nTradeCompass',
    resetSubject: '重置您的 TradeCompass 密码',
    resetBody: '我们收到了重置您 TradeCompass 账户密码的请求。请在一小时内打开以下链接设置新密码：',
    resetAfter: '如非本人操作，请忽略本邮件，您的密码不会改变。',
  },
  en: {
    kinds: {
      demo: 'demo request',
      contact: 'contact message',
      'credit-report': 'credit-report request',
      'debt-claim': 'debt claim',
    },
    received: {
      demo: 'your demo request',
      contact: 'your message',
      'credit-report': 'your credit-report request',
      'debt-claim': 'your debt claim',
    },
    codeSubject: 'Your verification code: {code}',
    codeBody:
      'Your verification code is {code}. It is valid for 10 minutes. If you did not ask for it, ignore this e-mail.',
    receivedSubject: 'We received {what}',
    greeting: 'Dear {name},',
    greetingNoName: 'Dear customer,',
    receivedBody: '{greeting}\n\nthank you: we received {what} and will contact you shortly.\n\nTradeCompass',
    resetSubject: 'Reset your TradeCompass password',
    resetBody:
      'Someone (hopefully you) asked to reset the password of your TradeCompass account. Open this link within an hour to choose a new one:',
    resetAfter: 'If you did not ask for it, ignore this e-mail: your password stays as it is.',
  },
  ru: {
    kinds: {
      demo: 'запрос демонстрации',
      contact: 'сообщение',
      'credit-report': 'запрос кредитного отчёта',
      'debt-claim': 'заявка на взыскание долга',
    },
    /** Russian needs the accusative with its possessive. */
    received: {
      demo: 'ваш запрос демонстрации',
      contact: 'ваше сообщение',
      'credit-report': 'ваш запрос кредитного отчёта',
      'debt-claim': 'вашу заявку на взыскание долга',
    },
    codeSubject: 'Ваш код подтверждения: {code}',
    codeBody:
      'Ваш код подтверждения: {code}. Он действителен 10 минут. Если вы его не запрашивали, проигнорируйте это письмо.',
    receivedSubject: 'Мы получили {what}',
    greeting: '{name}, здравствуйте!',
    greetingNoName: 'Здравствуйте!',
    receivedBody: '{greeting}\n\nСпасибо: мы получили {what} и скоро свяжемся с вами.\n\nTradeCompass',
    resetSubject: 'Сброс пароля TradeCompass',
    resetBody:
      'Поступил запрос на сброс пароля вашего аккаунта TradeCompass. Откройте ссылку в течение часа, чтобы задать новый пароль:',
    resetAfter: 'Если вы этого не запрашивали, проигнорируйте письмо: пароль останется прежним.',
  },
})
