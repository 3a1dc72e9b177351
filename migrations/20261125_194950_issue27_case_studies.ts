import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Idempotent (IF NOT EXISTS, duplicate_object ignored): a second run against an up-to-date schema changes nothing.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DO $$ BEGIN CREATE TYPE "public"."enum_pages_blocks_case_studies_display" AS ENUM('testimonials', 'logos'); EXCEPTION WHEN duplicate_object THEN null; END $$;
  DO $$ BEGIN CREATE TYPE "public"."enum__pages_v_blocks_case_studies_display" AS ENUM('testimonials', 'logos'); EXCEPTION WHEN duplicate_object THEN null; END $$;
  DO $$ BEGIN CREATE TYPE "public"."enum_case_studies_sites" AS ENUM('cn', 'en', 'ru'); EXCEPTION WHEN duplicate_object THEN null; END $$;
  DO $$ BEGIN CREATE TYPE "public"."enum_case_studies_status" AS ENUM('draft', 'published'); EXCEPTION WHEN duplicate_object THEN null; END $$;
  DO $$ BEGIN CREATE TYPE "public"."enum__case_studies_v_version_sites" AS ENUM('cn', 'en', 'ru'); EXCEPTION WHEN duplicate_object THEN null; END $$;
  DO $$ BEGIN CREATE TYPE "public"."enum__case_studies_v_published_locale" AS ENUM('zh', 'en', 'ru'); EXCEPTION WHEN duplicate_object THEN null; END $$;
  DO $$ BEGIN CREATE TYPE "public"."enum__case_studies_v_version_status" AS ENUM('draft', 'published'); EXCEPTION WHEN duplicate_object THEN null; END $$;
  CREATE TABLE IF NOT EXISTS "pages_blocks_case_studies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"display" "enum_pages_blocks_case_studies_display" DEFAULT 'testimonials',
  	"heading" varchar,
  	"intro" varchar,
  	"limit" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE IF NOT EXISTS "_pages_v_blocks_case_studies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"display" "enum__pages_v_blocks_case_studies_display" DEFAULT 'testimonials',
  	"heading" varchar,
  	"intro" varchar,
  	"limit" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE IF NOT EXISTS "case_studies_sites" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_case_studies_sites",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE IF NOT EXISTS "case_studies_results" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"figure" varchar,
  	"label" varchar
  );
  
  CREATE TABLE IF NOT EXISTS "case_studies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"sample" boolean DEFAULT false,
  	"featured" boolean DEFAULT true,
  	"order" numeric DEFAULT 100,
  	"logo_id" integer,
  	"translation_state" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE IF NOT EXISTS "case_studies_locales" (
  	"customer" varchar,
  	"industry" varchar,
  	"location" varchar,
  	"headline" varchar,
  	"summary" varchar,
  	"problem" varchar,
  	"body" jsonb,
  	"outcome" varchar,
  	"quote_text" varchar,
  	"quote_person" varchar,
  	"quote_role" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"_status" "enum_case_studies_status" DEFAULT 'draft',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE IF NOT EXISTS "_case_studies_v_version_sites" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__case_studies_v_version_sites",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE IF NOT EXISTS "_case_studies_v_version_results" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"figure" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE IF NOT EXISTS "_case_studies_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_sample" boolean DEFAULT false,
  	"version_featured" boolean DEFAULT true,
  	"version_order" numeric DEFAULT 100,
  	"version_logo_id" integer,
  	"version_translation_state" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__case_studies_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE IF NOT EXISTS "_case_studies_v_locales" (
  	"version_customer" varchar,
  	"version_industry" varchar,
  	"version_location" varchar,
  	"version_headline" varchar,
  	"version_summary" varchar,
  	"version_problem" varchar,
  	"version_body" jsonb,
  	"version_outcome" varchar,
  	"version_quote_text" varchar,
  	"version_quote_person" varchar,
  	"version_quote_role" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version__status" "enum__case_studies_v_version_status" DEFAULT 'draft',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN IF NOT EXISTS "case_studies_id" integer;
  DO $$ BEGIN ALTER TABLE "pages_blocks_case_studies" ADD CONSTRAINT "pages_blocks_case_studies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action; EXCEPTION WHEN duplicate_object THEN null; END $$;
  DO $$ BEGIN ALTER TABLE "_pages_v_blocks_case_studies" ADD CONSTRAINT "_pages_v_blocks_case_studies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action; EXCEPTION WHEN duplicate_object THEN null; END $$;
  DO $$ BEGIN ALTER TABLE "case_studies_sites" ADD CONSTRAINT "case_studies_sites_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action; EXCEPTION WHEN duplicate_object THEN null; END $$;
  DO $$ BEGIN ALTER TABLE "case_studies_results" ADD CONSTRAINT "case_studies_results_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action; EXCEPTION WHEN duplicate_object THEN null; END $$;
  DO $$ BEGIN ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action; EXCEPTION WHEN duplicate_object THEN null; END $$;
  DO $$ BEGIN ALTER TABLE "case_studies_locales" ADD CONSTRAINT "case_studies_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action; EXCEPTION WHEN duplicate_object THEN null; END $$;
  DO $$ BEGIN ALTER TABLE "case_studies_locales" ADD CONSTRAINT "case_studies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action; EXCEPTION WHEN duplicate_object THEN null; END $$;
  DO $$ BEGIN ALTER TABLE "_case_studies_v_version_sites" ADD CONSTRAINT "_case_studies_v_version_sites_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_case_studies_v"("id") ON DELETE cascade ON UPDATE no action; EXCEPTION WHEN duplicate_object THEN null; END $$;
  DO $$ BEGIN ALTER TABLE "_case_studies_v_version_results" ADD CONSTRAINT "_case_studies_v_version_results_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_v"("id") ON DELETE cascade ON UPDATE no action; EXCEPTION WHEN duplicate_object THEN null; END $$;
  DO $$ BEGIN ALTER TABLE "_case_studies_v" ADD CONSTRAINT "_case_studies_v_parent_id_case_studies_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."case_studies"("id") ON DELETE set null ON UPDATE no action; EXCEPTION WHEN duplicate_object THEN null; END $$;
  DO $$ BEGIN ALTER TABLE "_case_studies_v" ADD CONSTRAINT "_case_studies_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action; EXCEPTION WHEN duplicate_object THEN null; END $$;
  DO $$ BEGIN ALTER TABLE "_case_studies_v_locales" ADD CONSTRAINT "_case_studies_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action; EXCEPTION WHEN duplicate_object THEN null; END $$;
  DO $$ BEGIN ALTER TABLE "_case_studies_v_locales" ADD CONSTRAINT "_case_studies_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_v"("id") ON DELETE cascade ON UPDATE no action; EXCEPTION WHEN duplicate_object THEN null; END $$;
  CREATE INDEX IF NOT EXISTS "pages_blocks_case_studies_order_idx" ON "pages_blocks_case_studies" USING btree ("_order");
  CREATE INDEX IF NOT EXISTS "pages_blocks_case_studies_parent_id_idx" ON "pages_blocks_case_studies" USING btree ("_parent_id");
  CREATE INDEX IF NOT EXISTS "pages_blocks_case_studies_path_idx" ON "pages_blocks_case_studies" USING btree ("_path");
  CREATE INDEX IF NOT EXISTS "pages_blocks_case_studies_locale_idx" ON "pages_blocks_case_studies" USING btree ("_locale");
  CREATE INDEX IF NOT EXISTS "_pages_v_blocks_case_studies_order_idx" ON "_pages_v_blocks_case_studies" USING btree ("_order");
  CREATE INDEX IF NOT EXISTS "_pages_v_blocks_case_studies_parent_id_idx" ON "_pages_v_blocks_case_studies" USING btree ("_parent_id");
  CREATE INDEX IF NOT EXISTS "_pages_v_blocks_case_studies_path_idx" ON "_pages_v_blocks_case_studies" USING btree ("_path");
  CREATE INDEX IF NOT EXISTS "_pages_v_blocks_case_studies_locale_idx" ON "_pages_v_blocks_case_studies" USING btree ("_locale");
  CREATE INDEX IF NOT EXISTS "case_studies_sites_order_idx" ON "case_studies_sites" USING btree ("order");
  CREATE INDEX IF NOT EXISTS "case_studies_sites_parent_idx" ON "case_studies_sites" USING btree ("parent_id");
  CREATE INDEX IF NOT EXISTS "case_studies_sites_value_parent_idx" ON "case_studies_sites" USING btree ("value","parent_id");
  CREATE INDEX IF NOT EXISTS "case_studies_results_order_idx" ON "case_studies_results" USING btree ("_order");
  CREATE INDEX IF NOT EXISTS "case_studies_results_parent_id_idx" ON "case_studies_results" USING btree ("_parent_id");
  CREATE INDEX IF NOT EXISTS "case_studies_results_locale_idx" ON "case_studies_results" USING btree ("_locale");
  CREATE UNIQUE INDEX IF NOT EXISTS "case_studies_slug_idx" ON "case_studies" USING btree ("slug");
  CREATE INDEX IF NOT EXISTS "case_studies_sample_idx" ON "case_studies" USING btree ("sample");
  CREATE INDEX IF NOT EXISTS "case_studies_logo_idx" ON "case_studies" USING btree ("logo_id");
  CREATE INDEX IF NOT EXISTS "case_studies_updated_at_idx" ON "case_studies" USING btree ("updated_at");
  CREATE INDEX IF NOT EXISTS "case_studies_created_at_idx" ON "case_studies" USING btree ("created_at");
  CREATE INDEX IF NOT EXISTS "case_studies_meta_meta_image_idx" ON "case_studies_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX IF NOT EXISTS "case_studies__status_idx" ON "case_studies_locales" USING btree ("_status","_locale");
  CREATE UNIQUE INDEX IF NOT EXISTS "case_studies_locales_locale_parent_id_unique" ON "case_studies_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX IF NOT EXISTS "case_studies_locales_parent_idx" ON "case_studies_locales" USING btree ("_parent_id");
  CREATE INDEX IF NOT EXISTS "case_studies_locales_status_parent_idx" ON "case_studies_locales" USING btree ("_status","_locale","_parent_id");
  CREATE INDEX IF NOT EXISTS "_case_studies_v_version_sites_order_idx" ON "_case_studies_v_version_sites" USING btree ("order");
  CREATE INDEX IF NOT EXISTS "_case_studies_v_version_sites_parent_idx" ON "_case_studies_v_version_sites" USING btree ("parent_id");
  CREATE INDEX IF NOT EXISTS "_case_studies_v_version_sites_value_parent_idx" ON "_case_studies_v_version_sites" USING btree ("value","parent_id");
  CREATE INDEX IF NOT EXISTS "_case_studies_v_version_results_order_idx" ON "_case_studies_v_version_results" USING btree ("_order");
  CREATE INDEX IF NOT EXISTS "_case_studies_v_version_results_parent_id_idx" ON "_case_studies_v_version_results" USING btree ("_parent_id");
  CREATE INDEX IF NOT EXISTS "_case_studies_v_version_results_locale_idx" ON "_case_studies_v_version_results" USING btree ("_locale");
  CREATE INDEX IF NOT EXISTS "_case_studies_v_parent_idx" ON "_case_studies_v" USING btree ("parent_id");
  CREATE INDEX IF NOT EXISTS "_case_studies_v_version_version_slug_idx" ON "_case_studies_v" USING btree ("version_slug");
  CREATE INDEX IF NOT EXISTS "_case_studies_v_version_version_sample_idx" ON "_case_studies_v" USING btree ("version_sample");
  CREATE INDEX IF NOT EXISTS "_case_studies_v_version_version_logo_idx" ON "_case_studies_v" USING btree ("version_logo_id");
  CREATE INDEX IF NOT EXISTS "_case_studies_v_version_version_updated_at_idx" ON "_case_studies_v" USING btree ("version_updated_at");
  CREATE INDEX IF NOT EXISTS "_case_studies_v_version_version_created_at_idx" ON "_case_studies_v" USING btree ("version_created_at");
  CREATE INDEX IF NOT EXISTS "_case_studies_v_created_at_idx" ON "_case_studies_v" USING btree ("created_at");
  CREATE INDEX IF NOT EXISTS "_case_studies_v_updated_at_idx" ON "_case_studies_v" USING btree ("updated_at");
  CREATE INDEX IF NOT EXISTS "_case_studies_v_snapshot_idx" ON "_case_studies_v" USING btree ("snapshot");
  CREATE INDEX IF NOT EXISTS "_case_studies_v_published_locale_idx" ON "_case_studies_v" USING btree ("published_locale");
  CREATE INDEX IF NOT EXISTS "_case_studies_v_latest_idx" ON "_case_studies_v" USING btree ("latest");
  CREATE INDEX IF NOT EXISTS "_case_studies_v_autosave_idx" ON "_case_studies_v" USING btree ("autosave");
  CREATE INDEX IF NOT EXISTS "_case_studies_v_version_meta_version_meta_image_idx" ON "_case_studies_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX IF NOT EXISTS "_case_studies_v_version_version__status_idx" ON "_case_studies_v_locales" USING btree ("version__status","_locale");
  CREATE UNIQUE INDEX IF NOT EXISTS "_case_studies_v_locales_locale_parent_id_unique" ON "_case_studies_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX IF NOT EXISTS "_case_studies_v_locales_parent_idx" ON "_case_studies_v_locales" USING btree ("_parent_id");
  DO $$ BEGIN ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_case_studies_fk" FOREIGN KEY ("case_studies_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action; EXCEPTION WHEN duplicate_object THEN null; END $$;
  CREATE INDEX IF NOT EXISTS "payload_locked_documents_rels_case_studies_id_idx" ON "payload_locked_documents_rels" USING btree ("case_studies_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE IF EXISTS "pages_blocks_case_studies" CASCADE;
  DROP TABLE IF EXISTS "_pages_v_blocks_case_studies" CASCADE;
  DROP TABLE IF EXISTS "case_studies_sites" CASCADE;
  DROP TABLE IF EXISTS "case_studies_results" CASCADE;
  DROP TABLE IF EXISTS "case_studies" CASCADE;
  DROP TABLE IF EXISTS "case_studies_locales" CASCADE;
  DROP TABLE IF EXISTS "_case_studies_v_version_sites" CASCADE;
  DROP TABLE IF EXISTS "_case_studies_v_version_results" CASCADE;
  DROP TABLE IF EXISTS "_case_studies_v" CASCADE;
  DROP TABLE IF EXISTS "_case_studies_v_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_case_studies_fk";
  
  DROP INDEX IF EXISTS "payload_locked_documents_rels_case_studies_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "case_studies_id";
  DROP TYPE IF EXISTS "public"."enum_pages_blocks_case_studies_display";
  DROP TYPE IF EXISTS "public"."enum__pages_v_blocks_case_studies_display";
  DROP TYPE IF EXISTS "public"."enum_case_studies_sites";
  DROP TYPE IF EXISTS "public"."enum_case_studies_status";
  DROP TYPE IF EXISTS "public"."enum__case_studies_v_version_sites";
  DROP TYPE IF EXISTS "public"."enum__case_studies_v_published_locale";
  DROP TYPE IF EXISTS "public"."enum__case_studies_v_version_status";`)
}
