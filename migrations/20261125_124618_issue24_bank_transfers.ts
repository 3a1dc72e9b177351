import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Idempotent (IF NOT EXISTS, duplicate_object ignored): a second run against an up-to-date schema changes nothing.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE IF NOT EXISTS "orders_transfers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"amount" numeric NOT NULL,
  	"currency" varchar DEFAULT 'USD' NOT NULL,
  	"value_date" timestamp(3) with time zone NOT NULL,
  	"bank_reference" varchar NOT NULL,
  	"receipt_id" integer,
  	"recorded_by_id" integer,
  	"recorded_at" timestamp(3) with time zone
  );
  
  CREATE TABLE IF NOT EXISTS "_orders_v_version_transfers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"amount" numeric NOT NULL,
  	"currency" varchar DEFAULT 'USD' NOT NULL,
  	"value_date" timestamp(3) with time zone NOT NULL,
  	"bank_reference" varchar NOT NULL,
  	"receipt_id" integer,
  	"recorded_by_id" integer,
  	"recorded_at" timestamp(3) with time zone,
  	"_uuid" varchar
  );
  
  DO $$ BEGIN ALTER TABLE "orders_transfers" ADD CONSTRAINT "orders_transfers_receipt_id_media_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action; EXCEPTION WHEN duplicate_object THEN null; END $$;
  DO $$ BEGIN ALTER TABLE "orders_transfers" ADD CONSTRAINT "orders_transfers_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action; EXCEPTION WHEN duplicate_object THEN null; END $$;
  DO $$ BEGIN ALTER TABLE "orders_transfers" ADD CONSTRAINT "orders_transfers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action; EXCEPTION WHEN duplicate_object THEN null; END $$;
  DO $$ BEGIN ALTER TABLE "_orders_v_version_transfers" ADD CONSTRAINT "_orders_v_version_transfers_receipt_id_media_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action; EXCEPTION WHEN duplicate_object THEN null; END $$;
  DO $$ BEGIN ALTER TABLE "_orders_v_version_transfers" ADD CONSTRAINT "_orders_v_version_transfers_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action; EXCEPTION WHEN duplicate_object THEN null; END $$;
  DO $$ BEGIN ALTER TABLE "_orders_v_version_transfers" ADD CONSTRAINT "_orders_v_version_transfers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_orders_v"("id") ON DELETE cascade ON UPDATE no action; EXCEPTION WHEN duplicate_object THEN null; END $$;
  CREATE INDEX IF NOT EXISTS "orders_transfers_order_idx" ON "orders_transfers" USING btree ("_order");
  CREATE INDEX IF NOT EXISTS "orders_transfers_parent_id_idx" ON "orders_transfers" USING btree ("_parent_id");
  CREATE INDEX IF NOT EXISTS "orders_transfers_receipt_idx" ON "orders_transfers" USING btree ("receipt_id");
  CREATE INDEX IF NOT EXISTS "orders_transfers_recorded_by_idx" ON "orders_transfers" USING btree ("recorded_by_id");
  CREATE INDEX IF NOT EXISTS "_orders_v_version_transfers_order_idx" ON "_orders_v_version_transfers" USING btree ("_order");
  CREATE INDEX IF NOT EXISTS "_orders_v_version_transfers_parent_id_idx" ON "_orders_v_version_transfers" USING btree ("_parent_id");
  CREATE INDEX IF NOT EXISTS "_orders_v_version_transfers_receipt_idx" ON "_orders_v_version_transfers" USING btree ("receipt_id");
  CREATE INDEX IF NOT EXISTS "_orders_v_version_transfers_recorded_by_idx" ON "_orders_v_version_transfers" USING btree ("recorded_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "orders_transfers" CASCADE;
  DROP TABLE "_orders_v_version_transfers" CASCADE;`)
}
