/** The refusals of the accounts: too many registrations, a closed account, a translator outside their languages. */
import { part } from '../catalogue'

export const ACCOUNT_ANSWERS = part({
  zh: {
    tooManyRegistrations: '注册过于频繁，请稍后再试',
    accountClosed: '账户已冻结或注销，如有疑问请提出申诉',
    translatorRefused: '译员只能编辑和发布英文和俄文内容；中文原文和各语言共用的设置由编辑负责。',
  },
  en: {
    tooManyRegistrations: 'Too many registrations from your address. Please try again later.',
    accountClosed: 'This account is frozen or cancelled. You may appeal.',
    translatorRefused:
      'Translators edit and publish the English and Russian text only; the Chinese source and shared settings are for editors.',
  },
  ru: {
    tooManyRegistrations: 'Слишком много регистраций с вашего адреса. Повторите попытку позже.',
    accountClosed: 'Аккаунт заморожен или закрыт. Вы можете подать апелляцию.',
    translatorRefused:
      'Переводчики редактируют и публикуют только английский и русский текст; китайский оригинал и общие настройки меняют редакторы.',
  },
})
