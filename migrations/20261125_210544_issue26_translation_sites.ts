import { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

import { refreshOffSiteTasks } from './_frozen/translation-backfill'

/**
 * Translation tracking follows the sites that show a document. Documents saved before get their off-site
 * languages recorded and their translation tasks written again (a page shown on /cn only asks for no en or ru).
 *
 * No schema change of its own: the case-study tables and `site_settings.contact_domain` are made by the two
 * migrations before it, written side by side; this migration's snapshot (the .json beside it) holds them all, so the
 * next `migrate:create` compares against the whole schema.
 */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  // The tracked collections whose documents choose their sites, or that are shown on fewer than all sites.
  const changed = await refreshOffSiteTasks(payload, req, ['pages', 'news', 'case-studies', 'services', 'nav-items'])
  payload.logger.info(
    { event: 'translation-sites', changed },
    `Translation tasks: ${changed} document(s) now follow their sites`,
  )
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // Nothing to undo: the tasks follow the documents again on their next save.
}
