/** The admin's labels of the collections, globals and blocks, one part per config file. */
import { BLOCK_CALL_TO_ACTION } from './block-call-to-action'
import { BLOCK_CASE_STUDIES } from './block-case-studies'
import { BLOCK_COMPARISON_TABLE } from './block-comparison-table'
import { BLOCK_COUNTRY_EXPLORER } from './block-country-explorer'
import { BLOCK_FAQ } from './block-faq'
import { BLOCK_FEATURE_GRID } from './block-feature-grid'
import { BLOCK_FORMS } from './block-forms'
import { BLOCK_HERO } from './block-hero'
import { BLOCK_HONOURS } from './block-honours'
import { BLOCK_LOGO_WALL } from './block-logo-wall'
import { BLOCK_NEWS_LIST } from './block-news-list'
import { BLOCK_OFFICE_LIST } from './block-office-list'
import { BLOCK_PRICING_TABLE } from './block-pricing-table'
import { BLOCK_PRODUCT_SHOWCASE } from './block-product-showcase'
import { BLOCK_RICH_TEXT } from './block-rich-text'
import { BLOCK_SECTION_TABS } from './block-section-tabs'
import { BLOCK_SERVICE_LIST } from './block-service-list'
import { BLOCK_SOLUTION_LIST } from './block-solution-list'
import { BLOCK_STATS } from './block-stats'
import { BLOCK_TEAM } from './block-team'
import { BLOCK_TIMELINE } from './block-timeline'
import { BLOCK_VIDEO } from './block-video'
import { CASE_STUDIES } from './case-studies'
import { CONSENT } from './consent'
import { COOKIE_CONSENTS } from './cookie-consents'
import { COUNTRIES } from './countries'
import { DATASETS } from './datasets'
import { FIELDS } from './fields'
import { FOOTER } from './footer'
import { GLOSSARY_TERMS } from './glossary-terms'
import { HEADER } from './header'
import { LEGAL_DOCUMENTS } from './legal-documents'
import { MARKETS_SETTINGS } from './markets-settings'
import { MEDIA } from './media'
import { MEMBERS } from './members'
import { NAV_ITEMS } from './nav-items'
import { NEWS } from './news'
import { OFFICES } from './offices'
import { ORDER_MAILS } from './order-mails'
import { ORDERS } from './orders'
import { PACKAGE_TIERS } from './package-tiers'
import { PAGES } from './pages'
import { PAYMENT_EVENTS } from './payment-events'
import { SERVICES } from './services'
import { SHARED } from './shared'
import { SITE_SETTINGS } from './site-settings'
import { SOLUTIONS } from './solutions'
import { SUBMISSIONS } from './submissions'
import { TRANSLATION_STATE } from './translation-state'
import { TRANSLATION_TASKS } from './translation-tasks'
import { USERS } from './users'
import { UTILITY_TOOLS } from './utility-tools'
import { VERIFICATION_CODES } from './verification-codes'

export const LABELS = {
  'block-call-to-action': BLOCK_CALL_TO_ACTION,
  'block-comparison-table': BLOCK_COMPARISON_TABLE,
  'block-country-explorer': BLOCK_COUNTRY_EXPLORER,
  'block-faq': BLOCK_FAQ,
  'block-feature-grid': BLOCK_FEATURE_GRID,
  'block-forms': BLOCK_FORMS,
  'block-hero': BLOCK_HERO,
  'block-honours': BLOCK_HONOURS,
  'block-logo-wall': BLOCK_LOGO_WALL,
  'block-news-list': BLOCK_NEWS_LIST,
  'block-office-list': BLOCK_OFFICE_LIST,
  'block-pricing-table': BLOCK_PRICING_TABLE,
  'block-product-showcase': BLOCK_PRODUCT_SHOWCASE,
  'block-rich-text': BLOCK_RICH_TEXT,
  'block-section-tabs': BLOCK_SECTION_TABS,
  'block-service-list': BLOCK_SERVICE_LIST,
  'block-solution-list': BLOCK_SOLUTION_LIST,
  'block-stats': BLOCK_STATS,
  'block-team': BLOCK_TEAM,
  'block-timeline': BLOCK_TIMELINE,
  'block-video': BLOCK_VIDEO,
  'case-studies': CASE_STUDIES,
  countries: COUNTRIES,
  datasets: DATASETS,
  fields: FIELDS,
  footer: FOOTER,
  'glossary-terms': GLOSSARY_TERMS,
  header: HEADER,
  'legal-documents': LEGAL_DOCUMENTS,
  'markets-settings': MARKETS_SETTINGS,
  members: MEMBERS,
  'nav-items': NAV_ITEMS,
  news: NEWS,
  offices: OFFICES,
  'order-mails': ORDER_MAILS,
  orders: ORDERS,
  'package-tiers': PACKAGE_TIERS,
  pages: PAGES,
  services: SERVICES,
  shared: SHARED,
  'site-settings': SITE_SETTINGS,
  solutions: SOLUTIONS,
  submissions: SUBMISSIONS,
  'translation-tasks': TRANSLATION_TASKS,
  users: USERS,
  'utility-tools': UTILITY_TOOLS,
  'verification-codes': VERIFICATION_CODES,
  'payment-events': PAYMENT_EVENTS,
  consent: CONSENT,
  media: MEDIA,
  'cookie-consents': COOKIE_CONSENTS,
  'block-case-studies': BLOCK_CASE_STUDIES,
  'translation-state': TRANSLATION_STATE,
}
