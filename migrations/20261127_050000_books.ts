import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Books a finance team closes: the buyer kept on each order, the receipt frozen as issued (its content and hash),
// who/when/why of the last status change (each version keeps its own), PayPal's fee and net, bank refunds and the
// credit note of each refund with its own gap-free counter per year. Idempotent (IF NOT EXISTS).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_orders_refunds_source" ADD VALUE IF NOT EXISTS 'bank';
  ALTER TYPE "public"."enum__orders_v_version_refunds_source" ADD VALUE IF NOT EXISTS 'bank';`)
  await db.execute(sql`
  ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "paypal_fee" numeric;
  ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "paypal_net" numeric;
  ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "status_reason" varchar;
  ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "status_changed_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "status_changed_by_id" integer;
  ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "buyer_name" varchar;
  ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "buyer_email" varchar;
  ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "buyer_company" varchar;
  ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "buyer_address" varchar;
  ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "buyer_country" varchar;
  ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "buyer_tax_id" varchar;
  ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "invoice_snapshot" jsonb;
  ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "invoice_hash" varchar;
  ALTER TABLE "_orders_v" ADD COLUMN IF NOT EXISTS "version_paypal_fee" numeric;
  ALTER TABLE "_orders_v" ADD COLUMN IF NOT EXISTS "version_paypal_net" numeric;
  ALTER TABLE "_orders_v" ADD COLUMN IF NOT EXISTS "version_status_reason" varchar;
  ALTER TABLE "_orders_v" ADD COLUMN IF NOT EXISTS "version_status_changed_at" timestamp(3) with time zone;
  ALTER TABLE "_orders_v" ADD COLUMN IF NOT EXISTS "version_status_changed_by_id" integer;
  ALTER TABLE "_orders_v" ADD COLUMN IF NOT EXISTS "version_buyer_name" varchar;
  ALTER TABLE "_orders_v" ADD COLUMN IF NOT EXISTS "version_buyer_email" varchar;
  ALTER TABLE "_orders_v" ADD COLUMN IF NOT EXISTS "version_buyer_company" varchar;
  ALTER TABLE "_orders_v" ADD COLUMN IF NOT EXISTS "version_buyer_address" varchar;
  ALTER TABLE "_orders_v" ADD COLUMN IF NOT EXISTS "version_buyer_country" varchar;
  ALTER TABLE "_orders_v" ADD COLUMN IF NOT EXISTS "version_buyer_tax_id" varchar;
  ALTER TABLE "_orders_v" ADD COLUMN IF NOT EXISTS "version_invoice_snapshot" jsonb;
  ALTER TABLE "_orders_v" ADD COLUMN IF NOT EXISTS "version_invoice_hash" varchar;
  ALTER TABLE "orders_refunds" ADD COLUMN IF NOT EXISTS "value_date" timestamp(3) with time zone;
  ALTER TABLE "orders_refunds" ADD COLUMN IF NOT EXISTS "bank_reference" varchar;
  ALTER TABLE "orders_refunds" ADD COLUMN IF NOT EXISTS "credit_note_number" varchar;
  ALTER TABLE "orders_refunds" ADD COLUMN IF NOT EXISTS "balance_after" numeric;
  ALTER TABLE "_orders_v_version_refunds" ADD COLUMN IF NOT EXISTS "value_date" timestamp(3) with time zone;
  ALTER TABLE "_orders_v_version_refunds" ADD COLUMN IF NOT EXISTS "bank_reference" varchar;
  ALTER TABLE "_orders_v_version_refunds" ADD COLUMN IF NOT EXISTS "credit_note_number" varchar;
  ALTER TABLE "_orders_v_version_refunds" ADD COLUMN IF NOT EXISTS "balance_after" numeric;
  DO $$ BEGIN ALTER TABLE "orders" ADD CONSTRAINT "orders_status_changed_by_id_users_id_fk" FOREIGN KEY ("status_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action; EXCEPTION WHEN duplicate_object THEN null; END $$;
  DO $$ BEGIN ALTER TABLE "_orders_v" ADD CONSTRAINT "_orders_v_version_status_changed_by_id_users_id_fk" FOREIGN KEY ("version_status_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action; EXCEPTION WHEN duplicate_object THEN null; END $$;
  CREATE INDEX IF NOT EXISTS "orders_status_changed_by_idx" ON "orders" USING btree ("status_changed_by_id");
  CREATE INDEX IF NOT EXISTS "_orders_v_version_version_status_changed_by_idx" ON "_orders_v" USING btree ("version_status_changed_by_id");
  CREATE INDEX IF NOT EXISTS "orders_refunds_credit_note_number_idx" ON "orders_refunds" USING btree ("credit_note_number");
  CREATE INDEX IF NOT EXISTS "_orders_v_version_refunds_credit_note_number_idx" ON "_orders_v_version_refunds" USING btree ("credit_note_number");
  CREATE TABLE IF NOT EXISTS "credit_note_sequences" (
  	"year" integer PRIMARY KEY NOT NULL,
  	"last" integer NOT NULL CHECK ("last" > 0)
  );`)
  // Orders placed before the buyer was kept on them: the member's name and e-mail now, so an account deleted later
  // does not take them off the books.
  await db.execute(sql`
  UPDATE orders o SET buyer_name = NULLIF(TRIM(m.nickname), ''), buyer_email = m.email
  FROM members m
  WHERE o.member_id = m.id AND o.buyer_email IS NULL AND m.email NOT LIKE '%@deleted.invalid';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "credit_note_sequences";
  ALTER TABLE "orders" DROP CONSTRAINT IF EXISTS "orders_status_changed_by_id_users_id_fk";
  ALTER TABLE "_orders_v" DROP CONSTRAINT IF EXISTS "_orders_v_version_status_changed_by_id_users_id_fk";
  DROP INDEX IF EXISTS "orders_status_changed_by_idx";
  DROP INDEX IF EXISTS "_orders_v_version_version_status_changed_by_idx";
  DROP INDEX IF EXISTS "orders_refunds_credit_note_number_idx";
  DROP INDEX IF EXISTS "_orders_v_version_refunds_credit_note_number_idx";
  ALTER TABLE "orders" DROP COLUMN IF EXISTS "paypal_fee", DROP COLUMN IF EXISTS "paypal_net",
    DROP COLUMN IF EXISTS "status_reason", DROP COLUMN IF EXISTS "status_changed_at",
    DROP COLUMN IF EXISTS "status_changed_by_id", DROP COLUMN IF EXISTS "buyer_name", DROP COLUMN IF EXISTS "buyer_email",
    DROP COLUMN IF EXISTS "buyer_company", DROP COLUMN IF EXISTS "buyer_address", DROP COLUMN IF EXISTS "buyer_country",
    DROP COLUMN IF EXISTS "buyer_tax_id", DROP COLUMN IF EXISTS "invoice_snapshot", DROP COLUMN IF EXISTS "invoice_hash";
  ALTER TABLE "_orders_v" DROP COLUMN IF EXISTS "version_paypal_fee", DROP COLUMN IF EXISTS "version_paypal_net",
    DROP COLUMN IF EXISTS "version_status_reason", DROP COLUMN IF EXISTS "version_status_changed_at",
    DROP COLUMN IF EXISTS "version_status_changed_by_id", DROP COLUMN IF EXISTS "version_buyer_name",
    DROP COLUMN IF EXISTS "version_buyer_email", DROP COLUMN IF EXISTS "version_buyer_company",
    DROP COLUMN IF EXISTS "version_buyer_address", DROP COLUMN IF EXISTS "version_buyer_country",
    DROP COLUMN IF EXISTS "version_buyer_tax_id", DROP COLUMN IF EXISTS "version_invoice_snapshot",
    DROP COLUMN IF EXISTS "version_invoice_hash";
  ALTER TABLE "orders_refunds" DROP COLUMN IF EXISTS "value_date", DROP COLUMN IF EXISTS "bank_reference",
    DROP COLUMN IF EXISTS "credit_note_number", DROP COLUMN IF EXISTS "balance_after";
  ALTER TABLE "_orders_v_version_refunds" DROP COLUMN IF EXISTS "value_date", DROP COLUMN IF EXISTS "bank_reference",
    DROP COLUMN IF EXISTS "credit_note_number", DROP COLUMN IF EXISTS "balance_after";`)
}
