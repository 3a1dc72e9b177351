import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Idempotent (IF NOT EXISTS, duplicate_object ignored): a second run against an up-to-date schema changes nothing.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE IF NOT EXISTS 'reconcilePayments' BEFORE 'notifySubmission';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE IF NOT EXISTS 'reconcilePayments' BEFORE 'notifySubmission';
  CREATE TABLE IF NOT EXISTS "payment_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" varchar NOT NULL,
  	"provider" varchar DEFAULT 'paypal',
  	"type" varchar NOT NULL,
  	"resource_id" varchar,
  	"order_id" integer,
  	"outcome" varchar,
  	"deliveries" numeric DEFAULT 1,
  	"received_at" timestamp(3) with time zone NOT NULL,
  	"last_received_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN IF NOT EXISTS "payment_events_id" integer;
  DO $$ BEGIN ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action; EXCEPTION WHEN duplicate_object THEN null; END $$;
  CREATE UNIQUE INDEX IF NOT EXISTS "payment_events_event_id_idx" ON "payment_events" USING btree ("event_id");
  CREATE INDEX IF NOT EXISTS "payment_events_type_idx" ON "payment_events" USING btree ("type");
  CREATE INDEX IF NOT EXISTS "payment_events_order_idx" ON "payment_events" USING btree ("order_id");
  CREATE INDEX IF NOT EXISTS "payment_events_received_at_idx" ON "payment_events" USING btree ("received_at");
  CREATE INDEX IF NOT EXISTS "payment_events_updated_at_idx" ON "payment_events" USING btree ("updated_at");
  CREATE INDEX IF NOT EXISTS "payment_events_created_at_idx" ON "payment_events" USING btree ("created_at");
  DO $$ BEGIN ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payment_events_fk" FOREIGN KEY ("payment_events_id") REFERENCES "public"."payment_events"("id") ON DELETE cascade ON UPDATE no action; EXCEPTION WHEN duplicate_object THEN null; END $$;
  CREATE INDEX IF NOT EXISTS "payload_locked_documents_rels_payment_events_id_idx" ON "payload_locked_documents_rels" USING btree ("payment_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payment_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payment_events" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payment_events_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'expireOrders', 'notifySubmission', 'anonymiseOldSubmissions', 'pushSearchEngines', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'expireOrders', 'notifySubmission', 'anonymiseOldSubmissions', 'pushSearchEngines', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_payment_events_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payment_events_id";`)
}
