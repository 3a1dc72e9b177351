import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Issue 27: the contact domain of the site settings. Addresses the earlier seed wrote on the placeholder domain
// (shanghai@tradecompass.example, https://tools.tradecompass.example/…) move onto the token `{domain}`, so they
// follow the domain an editor sets. Idempotent: a second run finds nothing left to change.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "contact_domain" varchar;
   UPDATE "offices" SET "email" = replace("email", '@tradecompass.example', '@{domain}') WHERE "email" LIKE '%@tradecompass.example';
   UPDATE "site_settings" SET "support_email" = replace("support_email", '@tradecompass.example', '@{domain}') WHERE "support_email" LIKE '%@tradecompass.example';
   UPDATE "site_settings" SET "sales_email" = replace("sales_email", '@tradecompass.example', '@{domain}') WHERE "sales_email" LIKE '%@tradecompass.example';
   UPDATE "utility_tools" SET "url" = replace("url", '://tools.tradecompass.example/', '://tools.{domain}/') WHERE "url" LIKE '%://tools.tradecompass.example/%';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN IF EXISTS "contact_domain";`)
}
