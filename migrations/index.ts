import * as migration_20261121_234806_initial from './20261121_234806_initial'
import * as migration_20261121_235635_content_model from './20261121_235635_content_model'
import * as migration_20261122_000654_accounts_forms_orders from './20261122_000654_accounts_forms_orders'
import * as migration_20261122_001057_orders_expiry_job from './20261122_001057_orders_expiry_job'
import * as migration_20261123_132952_translation_tasks from './20261123_132952_translation_tasks'
import * as migration_20261123_133000_image_code_nonces from './20261123_133000_image_code_nonces'
import * as migration_20261123_140014_submission_mail_job from './20261123_140014_submission_mail_job'
import * as migration_20261123_142823_media_storage_fields from './20261123_142823_media_storage_fields'
import * as migration_20261123_164614_visuals_media_fields from './20261123_164614_visuals_media_fields'
import * as migration_20261123_165622_content_indexes from './20261123_165622_content_indexes'
import * as migration_20261124_193703_issue23_markets from './20261124_193703_issue23_markets'
import * as migration_20261125_115602_issue25_public_media from './20261125_115602_issue25_public_media'
import * as migration_20261125_121846_issue24_payment_events from './20261125_121846_issue24_payment_events'
import * as migration_20261125_122631_issue24_refunds from './20261125_122631_issue24_refunds'
import * as migration_20261125_124618_issue24_bank_transfers from './20261125_124618_issue24_bank_transfers'
import * as migration_20261125_131639_issue24_order_mails from './20261125_131639_issue24_order_mails'
import * as migration_20261125_152955_issue24_invoices from './20261125_152955_issue24_invoices'
import * as migration_20261125_194950_issue27_case_studies from './20261125_194950_issue27_case_studies'
import * as migration_20261125_195758_trust_content from './20261125_195758_trust_content'
import * as migration_20261125_200507_issue22_cdn_purge from './20261125_200507_issue22_cdn_purge'
import * as migration_20261125_210544_issue26_translation_sites from './20261125_210544_issue26_translation_sites'
import * as migration_20261125_234030_issue26_glossary from './20261125_234030_issue26_glossary'
import * as migration_20261125_234041_issue26_review_assign from './20261125_234041_issue26_review_assign'
import * as migration_20261125_234100_issue26_globals_tracking from './20261125_234100_issue26_globals_tracking'
import * as migration_20261127_050000_identity_proven_emails from './20261127_050000_identity_proven_emails'
import * as migration_20261127_051500_identity_cookie_consents from './20261127_051500_identity_cookie_consents'
import * as migration_20261127_050000_books from './20261127_050000_books'

export const migrations = [
  {
    up: migration_20261121_234806_initial.up,
    down: migration_20261121_234806_initial.down,
    name: '20261121_234806_initial',
  },
  {
    up: migration_20261121_235635_content_model.up,
    down: migration_20261121_235635_content_model.down,
    name: '20261121_235635_content_model',
  },
  {
    up: migration_20261122_000654_accounts_forms_orders.up,
    down: migration_20261122_000654_accounts_forms_orders.down,
    name: '20261122_000654_accounts_forms_orders',
  },
  {
    up: migration_20261122_001057_orders_expiry_job.up,
    down: migration_20261122_001057_orders_expiry_job.down,
    name: '20261122_001057_orders_expiry_job',
  },
  {
    up: migration_20261123_132952_translation_tasks.up,
    down: migration_20261123_132952_translation_tasks.down,
    name: '20261123_132952_translation_tasks',
  },
  {
    up: migration_20261123_133000_image_code_nonces.up,
    down: migration_20261123_133000_image_code_nonces.down,
    name: '20261123_133000_image_code_nonces',
  },
  {
    up: migration_20261123_140014_submission_mail_job.up,
    down: migration_20261123_140014_submission_mail_job.down,
    name: '20261123_140014_submission_mail_job',
  },
  {
    up: migration_20261123_142823_media_storage_fields.up,
    down: migration_20261123_142823_media_storage_fields.down,
    name: '20261123_142823_media_storage_fields',
  },
  {
    up: migration_20261123_164614_visuals_media_fields.up,
    down: migration_20261123_164614_visuals_media_fields.down,
    name: '20261123_164614_visuals_media_fields',
  },
  {
    up: migration_20261123_165622_content_indexes.up,
    down: migration_20261123_165622_content_indexes.down,
    name: '20261123_165622_content_indexes',
  },
  {
    up: migration_20261124_193703_issue23_markets.up,
    down: migration_20261124_193703_issue23_markets.down,
    name: '20261124_193703_issue23_markets',
  },
  {
    up: migration_20261125_115602_issue25_public_media.up,
    down: migration_20261125_115602_issue25_public_media.down,
    name: '20261125_115602_issue25_public_media',
  },
  {
    up: migration_20261125_121846_issue24_payment_events.up,
    down: migration_20261125_121846_issue24_payment_events.down,
    name: '20261125_121846_issue24_payment_events',
  },
  {
    up: migration_20261125_122631_issue24_refunds.up,
    down: migration_20261125_122631_issue24_refunds.down,
    name: '20261125_122631_issue24_refunds',
  },
  {
    up: migration_20261125_124618_issue24_bank_transfers.up,
    down: migration_20261125_124618_issue24_bank_transfers.down,
    name: '20261125_124618_issue24_bank_transfers',
  },
  {
    up: migration_20261125_131639_issue24_order_mails.up,
    down: migration_20261125_131639_issue24_order_mails.down,
    name: '20261125_131639_issue24_order_mails',
  },
  {
    up: migration_20261125_152955_issue24_invoices.up,
    down: migration_20261125_152955_issue24_invoices.down,
    name: '20261125_152955_issue24_invoices',
  },
  {
    up: migration_20261125_194950_issue27_case_studies.up,
    down: migration_20261125_194950_issue27_case_studies.down,
    name: '20261125_194950_issue27_case_studies',
  },
  {
    up: migration_20261125_195758_trust_content.up,
    down: migration_20261125_195758_trust_content.down,
    name: '20261125_195758_trust_content',
  },
  {
    up: migration_20261125_200507_issue22_cdn_purge.up,
    down: migration_20261125_200507_issue22_cdn_purge.down,
    name: '20261125_200507_issue22_cdn_purge',
  },
  {
    up: migration_20261125_210544_issue26_translation_sites.up,
    down: migration_20261125_210544_issue26_translation_sites.down,
    name: '20261125_210544_issue26_translation_sites',
  },
  {
    up: migration_20261125_234030_issue26_glossary.up,
    down: migration_20261125_234030_issue26_glossary.down,
    name: '20261125_234030_issue26_glossary',
  },
  {
    up: migration_20261125_234041_issue26_review_assign.up,
    down: migration_20261125_234041_issue26_review_assign.down,
    name: '20261125_234041_issue26_review_assign',
  },
  {
    up: migration_20261125_234100_issue26_globals_tracking.up,
    down: migration_20261125_234100_issue26_globals_tracking.down,
    name: '20261125_234100_issue26_globals_tracking',
  },
  {
    up: migration_20261127_050000_identity_proven_emails.up,
    down: migration_20261127_050000_identity_proven_emails.down,
    name: '20261127_050000_identity_proven_emails',
  },
  {
    up: migration_20261127_051500_identity_cookie_consents.up,
    down: migration_20261127_051500_identity_cookie_consents.down,
    name: '20261127_051500_identity_cookie_consents',
  },
  {
    up: migration_20261127_050000_books.up,
    down: migration_20261127_050000_books.down,
    name: '20261127_050000_books',
  },
]
