import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Idempotent (IF NOT EXISTS, duplicate_object ignored): a second run against an up-to-date schema changes nothing.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DO $$ BEGIN CREATE TYPE "public"."enum_order_mails_kind" AS ENUM('placed', 'paid', 'refunded', 'reminder'); EXCEPTION WHEN duplicate_object THEN null; END $$;
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE IF NOT EXISTS 'orderMail' BEFORE 'reconcilePayments';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE IF NOT EXISTS 'orderMail' BEFORE 'reconcilePayments';
  CREATE TABLE IF NOT EXISTS "order_mails" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"order_id" integer,
  	"kind" "enum_order_mails_kind" NOT NULL,
  	"refund_id" varchar,
  	"queued_at" timestamp(3) with time zone NOT NULL,
  	"sent_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN IF NOT EXISTS "order_mails_id" integer;
  DO $$ BEGIN ALTER TABLE "order_mails" ADD CONSTRAINT "order_mails_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action; EXCEPTION WHEN duplicate_object THEN null; END $$;
  CREATE UNIQUE INDEX IF NOT EXISTS "order_mails_key_idx" ON "order_mails" USING btree ("key");
  CREATE INDEX IF NOT EXISTS "order_mails_order_idx" ON "order_mails" USING btree ("order_id");
  CREATE INDEX IF NOT EXISTS "order_mails_updated_at_idx" ON "order_mails" USING btree ("updated_at");
  CREATE INDEX IF NOT EXISTS "order_mails_created_at_idx" ON "order_mails" USING btree ("created_at");
  DO $$ BEGIN ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_order_mails_fk" FOREIGN KEY ("order_mails_id") REFERENCES "public"."order_mails"("id") ON DELETE cascade ON UPDATE no action; EXCEPTION WHEN duplicate_object THEN null; END $$;
  CREATE INDEX IF NOT EXISTS "payload_locked_documents_rels_order_mails_id_idx" ON "payload_locked_documents_rels" USING btree ("order_mails_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "order_mails" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "order_mails" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_order_mails_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'expireOrders', 'reconcilePayments', 'notifySubmission', 'anonymiseOldSubmissions', 'pushSearchEngines', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'expireOrders', 'reconcilePayments', 'notifySubmission', 'anonymiseOldSubmissions', 'pushSearchEngines', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_order_mails_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "order_mails_id";
  DROP TYPE "public"."enum_order_mails_kind";`)
}
