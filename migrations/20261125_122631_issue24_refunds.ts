import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Idempotent (IF NOT EXISTS, duplicate_object ignored): a second run against an up-to-date schema changes nothing.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DO $$ BEGIN CREATE TYPE "public"."enum_orders_refunds_source" AS ENUM('admin', 'paypal'); EXCEPTION WHEN duplicate_object THEN null; END $$;
  DO $$ BEGIN CREATE TYPE "public"."enum__orders_v_version_refunds_source" AS ENUM('admin', 'paypal'); EXCEPTION WHEN duplicate_object THEN null; END $$;
  ALTER TYPE "public"."enum_orders_status" ADD VALUE IF NOT EXISTS 'partially-refunded' BEFORE 'invalid';
  ALTER TYPE "public"."enum_orders_status" ADD VALUE IF NOT EXISTS 'refunded' BEFORE 'invalid';
  ALTER TYPE "public"."enum__orders_v_version_status" ADD VALUE IF NOT EXISTS 'partially-refunded' BEFORE 'invalid';
  ALTER TYPE "public"."enum__orders_v_version_status" ADD VALUE IF NOT EXISTS 'refunded' BEFORE 'invalid';
  CREATE TABLE IF NOT EXISTS "orders_refunds" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"amount" numeric NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_id" integer,
  	"reason" varchar NOT NULL,
  	"provider_refund_id" varchar,
  	"source" "enum_orders_refunds_source"
  );
  
  CREATE TABLE IF NOT EXISTS "_orders_v_version_refunds" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"amount" numeric NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_id" integer,
  	"reason" varchar NOT NULL,
  	"provider_refund_id" varchar,
  	"source" "enum__orders_v_version_refunds_source",
  	"_uuid" varchar
  );
  
  DO $$ BEGIN ALTER TABLE "orders_refunds" ADD CONSTRAINT "orders_refunds_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action; EXCEPTION WHEN duplicate_object THEN null; END $$;
  DO $$ BEGIN ALTER TABLE "orders_refunds" ADD CONSTRAINT "orders_refunds_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action; EXCEPTION WHEN duplicate_object THEN null; END $$;
  DO $$ BEGIN ALTER TABLE "_orders_v_version_refunds" ADD CONSTRAINT "_orders_v_version_refunds_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action; EXCEPTION WHEN duplicate_object THEN null; END $$;
  DO $$ BEGIN ALTER TABLE "_orders_v_version_refunds" ADD CONSTRAINT "_orders_v_version_refunds_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_orders_v"("id") ON DELETE cascade ON UPDATE no action; EXCEPTION WHEN duplicate_object THEN null; END $$;
  CREATE INDEX IF NOT EXISTS "orders_refunds_order_idx" ON "orders_refunds" USING btree ("_order");
  CREATE INDEX IF NOT EXISTS "orders_refunds_parent_id_idx" ON "orders_refunds" USING btree ("_parent_id");
  CREATE INDEX IF NOT EXISTS "orders_refunds_by_idx" ON "orders_refunds" USING btree ("by_id");
  CREATE INDEX IF NOT EXISTS "_orders_v_version_refunds_order_idx" ON "_orders_v_version_refunds" USING btree ("_order");
  CREATE INDEX IF NOT EXISTS "_orders_v_version_refunds_parent_id_idx" ON "_orders_v_version_refunds" USING btree ("_parent_id");
  CREATE INDEX IF NOT EXISTS "_orders_v_version_refunds_by_idx" ON "_orders_v_version_refunds" USING btree ("by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "orders_refunds" CASCADE;
  DROP TABLE "_orders_v_version_refunds" CASCADE;
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'unpaid'::text;
  DROP TYPE "public"."enum_orders_status";
  CREATE TYPE "public"."enum_orders_status" AS ENUM('unpaid', 'paid', 'invalid', 'cancelled');
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'unpaid'::"public"."enum_orders_status";
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE "public"."enum_orders_status" USING "status"::"public"."enum_orders_status";
  ALTER TABLE "_orders_v" ALTER COLUMN "version_status" SET DATA TYPE text;
  ALTER TABLE "_orders_v" ALTER COLUMN "version_status" SET DEFAULT 'unpaid'::text;
  DROP TYPE "public"."enum__orders_v_version_status";
  CREATE TYPE "public"."enum__orders_v_version_status" AS ENUM('unpaid', 'paid', 'invalid', 'cancelled');
  ALTER TABLE "_orders_v" ALTER COLUMN "version_status" SET DEFAULT 'unpaid'::"public"."enum__orders_v_version_status";
  ALTER TABLE "_orders_v" ALTER COLUMN "version_status" SET DATA TYPE "public"."enum__orders_v_version_status" USING "version_status"::"public"."enum__orders_v_version_status";
  DROP TYPE "public"."enum_orders_refunds_source";
  DROP TYPE "public"."enum__orders_v_version_refunds_source";`)
}
