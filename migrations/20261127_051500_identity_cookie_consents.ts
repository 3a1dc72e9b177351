import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** Cookie choices recorded per site (site, choice, policy version, time, a random visitor id; the member if any). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DO $$ BEGIN CREATE TYPE "public"."enum_cookie_consents_site" AS ENUM('cn', 'en', 'ru'); EXCEPTION WHEN duplicate_object THEN null; END $$;
  DO $$ BEGIN CREATE TYPE "public"."enum_cookie_consents_choice" AS ENUM('accepted', 'rejected'); EXCEPTION WHEN duplicate_object THEN null; END $$;
  CREATE TABLE IF NOT EXISTS "cookie_consents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site" "enum_cookie_consents_site" NOT NULL,
  	"choice" "enum_cookie_consents_choice" NOT NULL,
  	"policy_version" varchar,
  	"visitor" varchar NOT NULL,
  	"member_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN IF NOT EXISTS "cookie_consents_id" integer;
  DO $$ BEGIN ALTER TABLE "cookie_consents" ADD CONSTRAINT "cookie_consents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action; EXCEPTION WHEN duplicate_object THEN null; END $$;
  CREATE INDEX IF NOT EXISTS "cookie_consents_site_idx" ON "cookie_consents" USING btree ("site");
  CREATE INDEX IF NOT EXISTS "cookie_consents_visitor_idx" ON "cookie_consents" USING btree ("visitor");
  CREATE INDEX IF NOT EXISTS "cookie_consents_member_idx" ON "cookie_consents" USING btree ("member_id");
  CREATE INDEX IF NOT EXISTS "cookie_consents_updated_at_idx" ON "cookie_consents" USING btree ("updated_at");
  CREATE INDEX IF NOT EXISTS "cookie_consents_created_at_idx" ON "cookie_consents" USING btree ("created_at");
  DO $$ BEGIN ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cookie_consents_fk" FOREIGN KEY ("cookie_consents_id") REFERENCES "public"."cookie_consents"("id") ON DELETE cascade ON UPDATE no action; EXCEPTION WHEN duplicate_object THEN null; END $$;
  CREATE INDEX IF NOT EXISTS "payload_locked_documents_rels_cookie_consents_id_idx" ON "payload_locked_documents_rels" USING btree ("cookie_consents_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_cookie_consents_fk";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_cookie_consents_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "cookie_consents_id";
  DROP TABLE IF EXISTS "cookie_consents" CASCADE;
  DROP TYPE IF EXISTS "public"."enum_cookie_consents_choice";
  DROP TYPE IF EXISTS "public"."enum_cookie_consents_site";`)
}
