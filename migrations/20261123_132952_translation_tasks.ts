import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { backfillTranslationTasks } from './_frozen/translation-backfill'

/** The collections that kept a translation state when this migration was written (later ones backfill their own). */
const TRACKED = [
  'pages',
  'news',
  'solutions',
  'services',
  'package-tiers',
  'countries',
  'datasets',
  'legal-documents',
  'offices',
  'nav-items',
]

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_translation_tasks_locale" AS ENUM('en', 'ru');
  CREATE TYPE "public"."enum_translation_tasks_state" AS ENUM('done', 'missing', 'outdated');
  CREATE TABLE "translation_tasks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"collection" varchar NOT NULL,
  	"doc_id" numeric NOT NULL,
  	"locale" "enum_translation_tasks_locale" NOT NULL,
  	"state" "enum_translation_tasks_state" NOT NULL,
  	"fields" jsonb,
  	"first_field" varchar,
  	"title_zh" varchar,
  	"title_en" varchar,
  	"title_ru" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "translation_tasks_id" integer;
  CREATE INDEX "translation_tasks_collection_idx" ON "translation_tasks" USING btree ("collection");
  CREATE INDEX "translation_tasks_updated_at_idx" ON "translation_tasks" USING btree ("updated_at");
  CREATE INDEX "translation_tasks_created_at_idx" ON "translation_tasks" USING btree ("created_at");
  CREATE UNIQUE INDEX "collection_docId_locale_idx" ON "translation_tasks" USING btree ("collection","doc_id","locale");
  CREATE INDEX "state_locale_updatedAt_idx" ON "translation_tasks" USING btree ("state","locale","updated_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_translation_tasks_fk" FOREIGN KEY ("translation_tasks_id") REFERENCES "public"."translation_tasks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_translation_tasks_id_idx" ON "payload_locked_documents_rels" USING btree ("translation_tasks_id");`)
  // Documents saved before: their translation state by content and their tasks (nothing to do on a new database).
  await backfillTranslationTasks(payload, req, TRACKED)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "translation_tasks" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "translation_tasks" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_translation_tasks_fk";
  
  DROP INDEX "payload_locked_documents_rels_translation_tasks_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "translation_tasks_id";
  DROP TYPE "public"."enum_translation_tasks_locale";
  DROP TYPE "public"."enum_translation_tasks_state";`)
}
