import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Indexes for reading content at scale (src/db/indexes.ts): the locale rows of a document by its id, the documents
 * of a site, the published locale rows. Only these: the other statements migrate:create wrote came from the parallel
 * branches' incomplete snapshots and are already in earlier migrations.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE INDEX IF NOT EXISTS "pages_sites_value_parent_idx" ON "pages_sites" USING btree ("value","parent_id");
    CREATE INDEX IF NOT EXISTS "pages_locales_parent_idx" ON "pages_locales" USING btree ("_parent_id");
    CREATE INDEX IF NOT EXISTS "_pages_v_version_sites_value_parent_idx" ON "_pages_v_version_sites" USING btree ("value","parent_id");
    CREATE INDEX IF NOT EXISTS "_pages_v_locales_parent_idx" ON "_pages_v_locales" USING btree ("_parent_id");
    CREATE INDEX IF NOT EXISTS "news_sites_value_parent_idx" ON "news_sites" USING btree ("value","parent_id");
    CREATE INDEX IF NOT EXISTS "news_locales_parent_idx" ON "news_locales" USING btree ("_parent_id");
    CREATE INDEX IF NOT EXISTS "_news_v_version_sites_value_parent_idx" ON "_news_v_version_sites" USING btree ("value","parent_id");
    CREATE INDEX IF NOT EXISTS "_news_v_locales_parent_idx" ON "_news_v_locales" USING btree ("_parent_id");
    CREATE INDEX IF NOT EXISTS "solutions_locales_parent_idx" ON "solutions_locales" USING btree ("_parent_id");
    CREATE INDEX IF NOT EXISTS "_solutions_v_locales_parent_idx" ON "_solutions_v_locales" USING btree ("_parent_id");
    CREATE INDEX IF NOT EXISTS "services_sites_value_parent_idx" ON "services_sites" USING btree ("value","parent_id");
    CREATE INDEX IF NOT EXISTS "services_locales_parent_idx" ON "services_locales" USING btree ("_parent_id");
    CREATE INDEX IF NOT EXISTS "_services_v_version_sites_value_parent_idx" ON "_services_v_version_sites" USING btree ("value","parent_id");
    CREATE INDEX IF NOT EXISTS "_services_v_locales_parent_idx" ON "_services_v_locales" USING btree ("_parent_id");
    CREATE INDEX IF NOT EXISTS "package_tiers_locales_parent_idx" ON "package_tiers_locales" USING btree ("_parent_id");
    CREATE INDEX IF NOT EXISTS "countries_locales_parent_idx" ON "countries_locales" USING btree ("_parent_id");
    CREATE INDEX IF NOT EXISTS "datasets_locales_parent_idx" ON "datasets_locales" USING btree ("_parent_id");
    CREATE INDEX IF NOT EXISTS "utility_tools_locales_parent_idx" ON "utility_tools_locales" USING btree ("_parent_id");
    CREATE INDEX IF NOT EXISTS "legal_documents_locales_parent_idx" ON "legal_documents_locales" USING btree ("_parent_id");
    CREATE INDEX IF NOT EXISTS "_legal_documents_v_locales_parent_idx" ON "_legal_documents_v_locales" USING btree ("_parent_id");
    CREATE INDEX IF NOT EXISTS "offices_locales_parent_idx" ON "offices_locales" USING btree ("_parent_id");
    CREATE INDEX IF NOT EXISTS "nav_items_sites_value_parent_idx" ON "nav_items_sites" USING btree ("value","parent_id");
    CREATE INDEX IF NOT EXISTS "nav_items_locales_parent_idx" ON "nav_items_locales" USING btree ("_parent_id");
    CREATE INDEX IF NOT EXISTS "media_locales_parent_idx" ON "media_locales" USING btree ("_parent_id");
    CREATE INDEX IF NOT EXISTS "site_settings_locales_parent_idx" ON "site_settings_locales" USING btree ("_parent_id");
    CREATE INDEX IF NOT EXISTS "header_locales_parent_idx" ON "header_locales" USING btree ("_parent_id");
    CREATE INDEX IF NOT EXISTS "footer_locales_parent_idx" ON "footer_locales" USING btree ("_parent_id");
    CREATE INDEX IF NOT EXISTS "pages_locales_status_parent_idx" ON "pages_locales" USING btree ("_status","_locale","_parent_id");
    CREATE INDEX IF NOT EXISTS "news_locales_status_parent_idx" ON "news_locales" USING btree ("_status","_locale","_parent_id");
    CREATE INDEX IF NOT EXISTS "solutions_locales_status_parent_idx" ON "solutions_locales" USING btree ("_status","_locale","_parent_id");
    CREATE INDEX IF NOT EXISTS "services_locales_status_parent_idx" ON "services_locales" USING btree ("_status","_locale","_parent_id");
    CREATE INDEX IF NOT EXISTS "legal_documents_locales_status_parent_idx" ON "legal_documents_locales" USING btree ("_status","_locale","_parent_id");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX IF EXISTS "pages_sites_value_parent_idx";
    DROP INDEX IF EXISTS "pages_locales_parent_idx";
    DROP INDEX IF EXISTS "_pages_v_version_sites_value_parent_idx";
    DROP INDEX IF EXISTS "_pages_v_locales_parent_idx";
    DROP INDEX IF EXISTS "news_sites_value_parent_idx";
    DROP INDEX IF EXISTS "news_locales_parent_idx";
    DROP INDEX IF EXISTS "_news_v_version_sites_value_parent_idx";
    DROP INDEX IF EXISTS "_news_v_locales_parent_idx";
    DROP INDEX IF EXISTS "solutions_locales_parent_idx";
    DROP INDEX IF EXISTS "_solutions_v_locales_parent_idx";
    DROP INDEX IF EXISTS "services_sites_value_parent_idx";
    DROP INDEX IF EXISTS "services_locales_parent_idx";
    DROP INDEX IF EXISTS "_services_v_version_sites_value_parent_idx";
    DROP INDEX IF EXISTS "_services_v_locales_parent_idx";
    DROP INDEX IF EXISTS "package_tiers_locales_parent_idx";
    DROP INDEX IF EXISTS "countries_locales_parent_idx";
    DROP INDEX IF EXISTS "datasets_locales_parent_idx";
    DROP INDEX IF EXISTS "utility_tools_locales_parent_idx";
    DROP INDEX IF EXISTS "legal_documents_locales_parent_idx";
    DROP INDEX IF EXISTS "_legal_documents_v_locales_parent_idx";
    DROP INDEX IF EXISTS "offices_locales_parent_idx";
    DROP INDEX IF EXISTS "nav_items_sites_value_parent_idx";
    DROP INDEX IF EXISTS "nav_items_locales_parent_idx";
    DROP INDEX IF EXISTS "media_locales_parent_idx";
    DROP INDEX IF EXISTS "site_settings_locales_parent_idx";
    DROP INDEX IF EXISTS "header_locales_parent_idx";
    DROP INDEX IF EXISTS "footer_locales_parent_idx";
    DROP INDEX IF EXISTS "pages_locales_status_parent_idx";
    DROP INDEX IF EXISTS "news_locales_status_parent_idx";
    DROP INDEX IF EXISTS "solutions_locales_status_parent_idx";
    DROP INDEX IF EXISTS "services_locales_status_parent_idx";
    DROP INDEX IF EXISTS "legal_documents_locales_status_parent_idx";
  `)
}
