import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Idempotent (IF NOT EXISTS, duplicate_object ignored): a second run against an up-to-date schema changes nothing.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DO $$ BEGIN CREATE TYPE "public"."enum_site_settings_markets_filings_on" AS ENUM('en', 'ru'); EXCEPTION WHEN duplicate_object THEN null; END $$;
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE IF NOT EXISTS 'anonymiseOldSubmissions' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE IF NOT EXISTS 'pushSearchEngines' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE IF NOT EXISTS 'anonymiseOldSubmissions' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE IF NOT EXISTS 'pushSearchEngines' BEFORE 'schedulePublish';
  CREATE TABLE IF NOT EXISTS "site_settings_markets_filings_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_site_settings_markets_filings_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "members" ADD COLUMN IF NOT EXISTS "consent_given" boolean DEFAULT false;
  ALTER TABLE "members" ADD COLUMN IF NOT EXISTS "consent_at" timestamp(3) with time zone;
  ALTER TABLE "members" ADD COLUMN IF NOT EXISTS "consent_policy_version" varchar;
  ALTER TABLE "members" ADD COLUMN IF NOT EXISTS "consent_locale" varchar;
  ALTER TABLE "submissions" ADD COLUMN IF NOT EXISTS "consent_given" boolean DEFAULT false;
  ALTER TABLE "submissions" ADD COLUMN IF NOT EXISTS "consent_at" timestamp(3) with time zone;
  ALTER TABLE "submissions" ADD COLUMN IF NOT EXISTS "consent_policy_version" varchar;
  ALTER TABLE "submissions" ADD COLUMN IF NOT EXISTS "consent_locale" varchar;
  ALTER TABLE "submissions" ADD COLUMN IF NOT EXISTS "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "consent_given" boolean DEFAULT false;
  ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "consent_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "consent_policy_version" varchar;
  ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "consent_locale" varchar;
  ALTER TABLE "_orders_v" ADD COLUMN IF NOT EXISTS "version_consent_given" boolean DEFAULT false;
  ALTER TABLE "_orders_v" ADD COLUMN IF NOT EXISTS "version_consent_at" timestamp(3) with time zone;
  ALTER TABLE "_orders_v" ADD COLUMN IF NOT EXISTS "version_consent_policy_version" varchar;
  ALTER TABLE "_orders_v" ADD COLUMN IF NOT EXISTS "version_consent_locale" varchar;
  ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "markets_icp_number" varchar;
  ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "markets_public_security_number" varchar;
  ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "markets_verification_cn_baidu" varchar;
  ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "markets_verification_cn_yandex" varchar;
  ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "markets_verification_cn_bing" varchar;
  ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "markets_verification_cn_google" varchar;
  ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "markets_verification_en_baidu" varchar;
  ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "markets_verification_en_yandex" varchar;
  ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "markets_verification_en_bing" varchar;
  ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "markets_verification_en_google" varchar;
  ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "markets_verification_ru_baidu" varchar;
  ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "markets_verification_ru_yandex" varchar;
  ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "markets_verification_ru_bing" varchar;
  ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "markets_verification_ru_google" varchar;
  DO $$ BEGIN ALTER TABLE "site_settings_markets_filings_on" ADD CONSTRAINT "site_settings_markets_filings_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action; EXCEPTION WHEN duplicate_object THEN null; END $$;
  CREATE INDEX IF NOT EXISTS "site_settings_markets_filings_on_order_idx" ON "site_settings_markets_filings_on" USING btree ("order");
  CREATE INDEX IF NOT EXISTS "site_settings_markets_filings_on_parent_idx" ON "site_settings_markets_filings_on" USING btree ("parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "site_settings_markets_filings_on" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'expireOrders', 'notifySubmission', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'expireOrders', 'notifySubmission', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "members" DROP COLUMN "consent_given";
  ALTER TABLE "members" DROP COLUMN "consent_at";
  ALTER TABLE "members" DROP COLUMN "consent_policy_version";
  ALTER TABLE "members" DROP COLUMN "consent_locale";
  ALTER TABLE "submissions" DROP COLUMN "consent_given";
  ALTER TABLE "submissions" DROP COLUMN "consent_at";
  ALTER TABLE "submissions" DROP COLUMN "consent_policy_version";
  ALTER TABLE "submissions" DROP COLUMN "consent_locale";
  ALTER TABLE "submissions" DROP COLUMN "anonymised_at";
  ALTER TABLE "orders" DROP COLUMN "consent_given";
  ALTER TABLE "orders" DROP COLUMN "consent_at";
  ALTER TABLE "orders" DROP COLUMN "consent_policy_version";
  ALTER TABLE "orders" DROP COLUMN "consent_locale";
  ALTER TABLE "_orders_v" DROP COLUMN "version_consent_given";
  ALTER TABLE "_orders_v" DROP COLUMN "version_consent_at";
  ALTER TABLE "_orders_v" DROP COLUMN "version_consent_policy_version";
  ALTER TABLE "_orders_v" DROP COLUMN "version_consent_locale";
  ALTER TABLE "site_settings" DROP COLUMN "markets_icp_number";
  ALTER TABLE "site_settings" DROP COLUMN "markets_public_security_number";
  ALTER TABLE "site_settings" DROP COLUMN "markets_verification_cn_baidu";
  ALTER TABLE "site_settings" DROP COLUMN "markets_verification_cn_yandex";
  ALTER TABLE "site_settings" DROP COLUMN "markets_verification_cn_bing";
  ALTER TABLE "site_settings" DROP COLUMN "markets_verification_cn_google";
  ALTER TABLE "site_settings" DROP COLUMN "markets_verification_en_baidu";
  ALTER TABLE "site_settings" DROP COLUMN "markets_verification_en_yandex";
  ALTER TABLE "site_settings" DROP COLUMN "markets_verification_en_bing";
  ALTER TABLE "site_settings" DROP COLUMN "markets_verification_en_google";
  ALTER TABLE "site_settings" DROP COLUMN "markets_verification_ru_baidu";
  ALTER TABLE "site_settings" DROP COLUMN "markets_verification_ru_yandex";
  ALTER TABLE "site_settings" DROP COLUMN "markets_verification_ru_bing";
  ALTER TABLE "site_settings" DROP COLUMN "markets_verification_ru_google";
  DROP TYPE "public"."enum_site_settings_markets_filings_on";`)
}
