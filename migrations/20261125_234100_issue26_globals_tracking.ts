import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { backfillGlobalTasks, backfillTranslationTasks } from './_frozen/translation-backfill'

/**
 * The globals (site settings, header, footer), media alt texts and utility names are tracked for
 * translation. The globals get drafts published per locale (their versions tables and a per-locale `_status`); what
 * they hold today was live, so it is marked published. Then the state of what exists is computed (each locale's
 * current text counts as translated from today's source; only empty translations are missing) and the tasks written.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_settings_v_version_markets_filings_on" AS ENUM('en', 'ru');
  CREATE TYPE "public"."enum__site_settings_v_published_locale" AS ENUM('zh', 'en', 'ru');
  CREATE TYPE "public"."enum__site_settings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_header_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__header_v_published_locale" AS ENUM('zh', 'en', 'ru');
  CREATE TYPE "public"."enum__header_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_footer_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__footer_v_published_locale" AS ENUM('zh', 'en', 'ru');
  CREATE TYPE "public"."enum__footer_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "_site_settings_v_version_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_markets_filings_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__site_settings_v_version_markets_filings_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_site_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_claims_countries" varchar DEFAULT '250+',
  	"version_claims_countries_exact" varchar DEFAULT '252',
  	"version_claims_credit_countries" varchar DEFAULT '230',
  	"version_contact_domain" varchar,
  	"version_support_email" varchar,
  	"version_sales_email" varchar,
  	"version_contact_widget_wechat_qr_id" integer,
  	"version_contact_widget_wechat_id" varchar,
  	"version_contact_widget_qq" varchar,
  	"version_contact_widget_phone" varchar,
  	"version_bank_transfer_international_beneficiary" varchar,
  	"version_bank_transfer_international_bank" varchar,
  	"version_bank_transfer_international_account" varchar,
  	"version_bank_transfer_international_swift" varchar,
  	"version_bank_transfer_international_address" varchar,
  	"version_bank_transfer_mainland_beneficiary" varchar,
  	"version_bank_transfer_mainland_bank" varchar,
  	"version_bank_transfer_mainland_account" varchar,
  	"version_bank_transfer_mainland_branch" varchar,
  	"version_seller_tax_id" varchar,
  	"version_seller_tax_rate" numeric DEFAULT 0,
  	"version_markets_icp_number" varchar,
  	"version_markets_public_security_number" varchar,
  	"version_markets_verification_cn_baidu" varchar,
  	"version_markets_verification_cn_yandex" varchar,
  	"version_markets_verification_cn_bing" varchar,
  	"version_markets_verification_cn_google" varchar,
  	"version_markets_verification_en_baidu" varchar,
  	"version_markets_verification_en_yandex" varchar,
  	"version_markets_verification_en_bing" varchar,
  	"version_markets_verification_en_google" varchar,
  	"version_markets_verification_ru_baidu" varchar,
  	"version_markets_verification_ru_yandex" varchar,
  	"version_markets_verification_ru_bing" varchar,
  	"version_markets_verification_ru_google" varchar,
  	"version_translation_state" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__site_settings_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_site_settings_v_locales" (
  	"version_company_name" varchar,
  	"version_slogan" varchar,
  	"version_claims_companies" varchar,
  	"version_contact_widget_hours" varchar,
  	"version_bank_transfer_international_note" varchar,
  	"version_bank_transfer_mainland_note" varchar,
  	"version_seller_legal_name" varchar,
  	"version_seller_address" varchar,
  	"version_seller_tax_label" varchar,
  	"version__status" "enum__site_settings_v_version_status" DEFAULT 'draft',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_header_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_cn_logo_id" integer,
  	"version_en_logo_id" integer,
  	"version_ru_logo_id" integer,
  	"version_translation_state" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__header_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_header_v_locales" (
  	"version_cn_logo_text" varchar,
  	"version_en_logo_text" varchar,
  	"version_ru_logo_text" varchar,
  	"version__status" "enum__header_v_version_status" DEFAULT 'draft',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_header_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"nav_items_id" integer
  );
  
  CREATE TABLE "_footer_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_cn_privacy_href" varchar DEFAULT '/cn/privacy',
  	"version_cn_terms_href" varchar DEFAULT '/cn/terms',
  	"version_cn_sitemap_href" varchar DEFAULT '/sitemap.xml',
  	"version_en_privacy_href" varchar DEFAULT '/en/privacy',
  	"version_en_terms_href" varchar DEFAULT '/en/terms',
  	"version_en_sitemap_href" varchar DEFAULT '/sitemap.xml',
  	"version_ru_privacy_href" varchar DEFAULT '/ru/privacy',
  	"version_ru_terms_href" varchar DEFAULT '/ru/terms',
  	"version_ru_sitemap_href" varchar DEFAULT '/sitemap.xml',
  	"version_translation_state" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__footer_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_footer_v_locales" (
  	"version_cn_demo_label" varchar,
  	"version_cn_about" varchar,
  	"version_cn_copyright" varchar,
  	"version_en_demo_label" varchar,
  	"version_en_about" varchar,
  	"version_en_copyright" varchar,
  	"version_ru_demo_label" varchar,
  	"version_ru_about" varchar,
  	"version_ru_copyright" varchar,
  	"version__status" "enum__footer_v_version_status" DEFAULT 'draft',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_footer_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"nav_items_id" integer
  );
  
  ALTER TABLE "site_settings_social" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "site_settings_social" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "site_settings_locales" ALTER COLUMN "company_name" DROP NOT NULL;
  ALTER TABLE "utility_tools" ADD COLUMN "translation_state" jsonb;
  ALTER TABLE "media" ADD COLUMN "translation_state" jsonb;
  ALTER TABLE "site_settings" ADD COLUMN "translation_state" jsonb;
  ALTER TABLE "site_settings_locales" ADD COLUMN "_status" "enum_site_settings_status" DEFAULT 'draft';
  ALTER TABLE "header" ADD COLUMN "translation_state" jsonb;
  ALTER TABLE "header_locales" ADD COLUMN "_status" "enum_header_status" DEFAULT 'draft';
  ALTER TABLE "footer" ADD COLUMN "translation_state" jsonb;
  ALTER TABLE "footer_locales" ADD COLUMN "_status" "enum_footer_status" DEFAULT 'draft';
  UPDATE "site_settings_locales" SET "_status" = 'published';
  UPDATE "header_locales" SET "_status" = 'published';
  UPDATE "footer_locales" SET "_status" = 'published';
  ALTER TABLE "_site_settings_v_version_social" ADD CONSTRAINT "_site_settings_v_version_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_markets_filings_on" ADD CONSTRAINT "_site_settings_v_version_markets_filings_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v" ADD CONSTRAINT "_site_settings_v_version_contact_widget_wechat_qr_id_media_id_fk" FOREIGN KEY ("version_contact_widget_wechat_qr_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v_locales" ADD CONSTRAINT "_site_settings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_v" ADD CONSTRAINT "_header_v_version_cn_logo_id_media_id_fk" FOREIGN KEY ("version_cn_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_header_v" ADD CONSTRAINT "_header_v_version_en_logo_id_media_id_fk" FOREIGN KEY ("version_en_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_header_v" ADD CONSTRAINT "_header_v_version_ru_logo_id_media_id_fk" FOREIGN KEY ("version_ru_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_header_v_locales" ADD CONSTRAINT "_header_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_header_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_v_rels" ADD CONSTRAINT "_header_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_header_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_v_rels" ADD CONSTRAINT "_header_v_rels_nav_items_fk" FOREIGN KEY ("nav_items_id") REFERENCES "public"."nav_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_locales" ADD CONSTRAINT "_footer_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_rels" ADD CONSTRAINT "_footer_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_rels" ADD CONSTRAINT "_footer_v_rels_nav_items_fk" FOREIGN KEY ("nav_items_id") REFERENCES "public"."nav_items"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_site_settings_v_version_social_order_idx" ON "_site_settings_v_version_social" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_social_parent_id_idx" ON "_site_settings_v_version_social" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_markets_filings_on_order_idx" ON "_site_settings_v_version_markets_filings_on" USING btree ("order");
  CREATE INDEX "_site_settings_v_version_markets_filings_on_parent_idx" ON "_site_settings_v_version_markets_filings_on" USING btree ("parent_id");
  CREATE INDEX "_site_settings_v_version_contact_widget_version_contact__idx" ON "_site_settings_v" USING btree ("version_contact_widget_wechat_qr_id");
  CREATE INDEX "_site_settings_v_created_at_idx" ON "_site_settings_v" USING btree ("created_at");
  CREATE INDEX "_site_settings_v_updated_at_idx" ON "_site_settings_v" USING btree ("updated_at");
  CREATE INDEX "_site_settings_v_snapshot_idx" ON "_site_settings_v" USING btree ("snapshot");
  CREATE INDEX "_site_settings_v_published_locale_idx" ON "_site_settings_v" USING btree ("published_locale");
  CREATE INDEX "_site_settings_v_latest_idx" ON "_site_settings_v" USING btree ("latest");
  CREATE INDEX "_site_settings_v_version_version__status_idx" ON "_site_settings_v_locales" USING btree ("version__status","_locale");
  CREATE UNIQUE INDEX "_site_settings_v_locales_locale_parent_id_unique" ON "_site_settings_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_site_settings_v_locales_parent_idx" ON "_site_settings_v_locales" USING btree ("_parent_id");
  CREATE INDEX "_header_v_version_cn_version_cn_logo_idx" ON "_header_v" USING btree ("version_cn_logo_id");
  CREATE INDEX "_header_v_version_en_version_en_logo_idx" ON "_header_v" USING btree ("version_en_logo_id");
  CREATE INDEX "_header_v_version_ru_version_ru_logo_idx" ON "_header_v" USING btree ("version_ru_logo_id");
  CREATE INDEX "_header_v_created_at_idx" ON "_header_v" USING btree ("created_at");
  CREATE INDEX "_header_v_updated_at_idx" ON "_header_v" USING btree ("updated_at");
  CREATE INDEX "_header_v_snapshot_idx" ON "_header_v" USING btree ("snapshot");
  CREATE INDEX "_header_v_published_locale_idx" ON "_header_v" USING btree ("published_locale");
  CREATE INDEX "_header_v_latest_idx" ON "_header_v" USING btree ("latest");
  CREATE INDEX "_header_v_version_version__status_idx" ON "_header_v_locales" USING btree ("version__status","_locale");
  CREATE UNIQUE INDEX "_header_v_locales_locale_parent_id_unique" ON "_header_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_header_v_locales_parent_idx" ON "_header_v_locales" USING btree ("_parent_id");
  CREATE INDEX "_header_v_rels_order_idx" ON "_header_v_rels" USING btree ("order");
  CREATE INDEX "_header_v_rels_parent_idx" ON "_header_v_rels" USING btree ("parent_id");
  CREATE INDEX "_header_v_rels_path_idx" ON "_header_v_rels" USING btree ("path");
  CREATE INDEX "_header_v_rels_nav_items_id_idx" ON "_header_v_rels" USING btree ("nav_items_id");
  CREATE INDEX "_footer_v_created_at_idx" ON "_footer_v" USING btree ("created_at");
  CREATE INDEX "_footer_v_updated_at_idx" ON "_footer_v" USING btree ("updated_at");
  CREATE INDEX "_footer_v_snapshot_idx" ON "_footer_v" USING btree ("snapshot");
  CREATE INDEX "_footer_v_published_locale_idx" ON "_footer_v" USING btree ("published_locale");
  CREATE INDEX "_footer_v_latest_idx" ON "_footer_v" USING btree ("latest");
  CREATE INDEX "_footer_v_version_version__status_idx" ON "_footer_v_locales" USING btree ("version__status","_locale");
  CREATE UNIQUE INDEX "_footer_v_locales_locale_parent_id_unique" ON "_footer_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_footer_v_locales_parent_idx" ON "_footer_v_locales" USING btree ("_parent_id");
  CREATE INDEX "_footer_v_rels_order_idx" ON "_footer_v_rels" USING btree ("order");
  CREATE INDEX "_footer_v_rels_parent_idx" ON "_footer_v_rels" USING btree ("parent_id");
  CREATE INDEX "_footer_v_rels_path_idx" ON "_footer_v_rels" USING btree ("path");
  CREATE INDEX "_footer_v_rels_nav_items_id_idx" ON "_footer_v_rels" USING btree ("nav_items_id");
  CREATE INDEX "site_settings__status_idx" ON "site_settings_locales" USING btree ("_status","_locale");
  CREATE INDEX "site_settings_locales_status_parent_idx" ON "site_settings_locales" USING btree ("_status","_locale","_parent_id");
  CREATE INDEX "header__status_idx" ON "header_locales" USING btree ("_status","_locale");
  CREATE INDEX "header_locales_status_parent_idx" ON "header_locales" USING btree ("_status","_locale","_parent_id");
  CREATE INDEX "footer__status_idx" ON "footer_locales" USING btree ("_status","_locale");
  CREATE INDEX "footer_locales_status_parent_idx" ON "footer_locales" USING btree ("_status","_locale","_parent_id");`)
  await backfillTranslationTasks(payload, req, ['media', 'utility-tools'])
  const globals = await backfillGlobalTasks(payload, req, ['site-settings', 'header', 'footer'])
  payload.logger.info(
    { event: 'translation-globals', globals },
    `Translation tasks: ${globals} global(s), media and utility tools now tracked`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_site_settings_v_version_social" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_markets_filings_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_site_settings_v_version_social" CASCADE;
  DROP TABLE "_site_settings_v_version_markets_filings_on" CASCADE;
  DROP TABLE "_site_settings_v" CASCADE;
  DROP TABLE "_site_settings_v_locales" CASCADE;
  DROP TABLE "_header_v" CASCADE;
  DROP TABLE "_header_v_locales" CASCADE;
  DROP TABLE "_header_v_rels" CASCADE;
  DROP TABLE "_footer_v" CASCADE;
  DROP TABLE "_footer_v_locales" CASCADE;
  DROP TABLE "_footer_v_rels" CASCADE;
  DROP INDEX "site_settings__status_idx";
  DROP INDEX "site_settings_locales_status_parent_idx";
  DROP INDEX "header__status_idx";
  DROP INDEX "header_locales_status_parent_idx";
  DROP INDEX "footer__status_idx";
  DROP INDEX "footer_locales_status_parent_idx";
  ALTER TABLE "site_settings_social" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "site_settings_social" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "site_settings_locales" ALTER COLUMN "company_name" SET NOT NULL;
  ALTER TABLE "utility_tools" DROP COLUMN "translation_state";
  ALTER TABLE "media" DROP COLUMN "translation_state";
  ALTER TABLE "site_settings" DROP COLUMN "translation_state";
  ALTER TABLE "site_settings_locales" DROP COLUMN "_status";
  ALTER TABLE "header" DROP COLUMN "translation_state";
  ALTER TABLE "header_locales" DROP COLUMN "_status";
  ALTER TABLE "footer" DROP COLUMN "translation_state";
  ALTER TABLE "footer_locales" DROP COLUMN "_status";
  DROP TYPE "public"."enum_site_settings_status";
  DROP TYPE "public"."enum__site_settings_v_version_markets_filings_on";
  DROP TYPE "public"."enum__site_settings_v_published_locale";
  DROP TYPE "public"."enum__site_settings_v_version_status";
  DROP TYPE "public"."enum_header_status";
  DROP TYPE "public"."enum__header_v_published_locale";
  DROP TYPE "public"."enum__header_v_version_status";
  DROP TYPE "public"."enum_footer_status";
  DROP TYPE "public"."enum__footer_v_published_locale";
  DROP TYPE "public"."enum__footer_v_version_status";`)
}
