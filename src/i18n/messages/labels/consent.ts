/** The admin's labels and help texts of cms/consent-field.ts, by field (and option). */
import { part } from '../../catalogue'

export const CONSENT = part({
  zh: {
    field: '个人信息处理同意',
    'field.description': '访客提交时给出的同意。',
    given: '已同意',
    at: '同意时间',
    policyVersion: '隐私政策版本',
    locale: '语言',
  },
  en: {
    field: 'Consent to data processing',
    'field.description': 'As given by the visitor.',
    given: 'Consent given',
    at: 'Given at',
    policyVersion: 'Policy version',
    locale: 'Language',
  },
  ru: {
    field: 'Согласие на обработку ПДн',
    'field.description': 'Как дано посетителем.',
    given: 'Согласие дано',
    at: 'Когда дано',
    policyVersion: 'Версия политики',
    locale: 'Язык',
  },
})
