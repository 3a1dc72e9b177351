/**
 * Every part of the message catalogue by name. Code imports the part it needs (client components then bundle only
 * that part's words); this index is for what reads all of them: the catalogue's test and tools.
 */
import { part } from '../catalogue'
import { ACCOUNT_ANSWERS } from './accounts'
import { ADMIN, REDIRECTS, REVIEW } from './admin'
import { ANALYTICS_PROVIDERS } from './analytics-providers'
import { ERROR_MESSAGES, PAYMENT_MESSAGES, REFUSAL_REASONS, SESSION_MESSAGES } from './answers'
import { CREDENTIAL_TEXT } from './credentials'
import { INVOICE } from './invoice'
import { LAUNCH_CHECKLIST } from './launch-checklist'
import { MAIL } from './mail'
import { MEDIA_ANSWERS } from './media'
import { MY_DATA_TEXT } from './my-data'
import { ORDER_ACTIONS, REFUND_BUTTON } from './order-admin'
import { ORDER_MAIL } from './order-mail'
import { ORDER_FIELD_NAMES, ORDER_REFUSALS } from './order-refusals'
import { PAGE_DESCRIPTIONS } from './page-descriptions'
import { REFUND_MESSAGES } from './refund'
import { REFERENCE } from './reference'
import { SCREEN_STRINGS } from './screens'
import { en } from './site/en'
import { REVIEW_MESSAGES, XLIFF_MESSAGES } from './translation-tools'
import { ru } from './site/ru'
import { zh } from './site/zh'

export const CATALOGUE = {
  site: part({ zh, en, ru }),
  screens: SCREEN_STRINGS,
  reference: REFERENCE,
  errors: ERROR_MESSAGES,
  refusals: REFUSAL_REASONS,
  payments: PAYMENT_MESSAGES,
  session: SESSION_MESSAGES,
  mail: MAIL,
  orderMail: ORDER_MAIL,
  invoice: INVOICE,
  refund: REFUND_MESSAGES,
  refundButton: REFUND_BUTTON,
  orderActions: ORDER_ACTIONS,
  analyticsProviders: ANALYTICS_PROVIDERS,
  media: MEDIA_ANSWERS,
  accounts: ACCOUNT_ANSWERS,
  credentials: CREDENTIAL_TEXT,
  pageDescriptions: PAGE_DESCRIPTIONS,
  launchChecklist: LAUNCH_CHECKLIST,
  orderRefusals: ORDER_REFUSALS,
  orderFieldNames: ORDER_FIELD_NAMES,
  myData: MY_DATA_TEXT,
  admin: ADMIN,
  review: REVIEW,
  redirects: REDIRECTS,
  xliff: XLIFF_MESSAGES,
  reviewAnswers: REVIEW_MESSAGES,
}
