import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 26, item 4: the translation team's columns on `translation_tasks` (assignee, due date, review step and its
 * history). Existing rows start unassigned, without due date and without a review step.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_translation_tasks_review" AS ENUM('translated', 'reviewed', 'published');
  ALTER TABLE "translation_tasks" ADD COLUMN "assignee_id" integer;
  ALTER TABLE "translation_tasks" ADD COLUMN "due_date" timestamp(3) with time zone;
  ALTER TABLE "translation_tasks" ADD COLUMN "review" "enum_translation_tasks_review";
  ALTER TABLE "translation_tasks" ADD COLUMN "review_history" jsonb;
  ALTER TABLE "translation_tasks" ADD CONSTRAINT "translation_tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "translation_tasks_assignee_idx" ON "translation_tasks" USING btree ("assignee_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "translation_tasks" DROP CONSTRAINT "translation_tasks_assignee_id_users_id_fk";
  
  DROP INDEX "translation_tasks_assignee_idx";
  ALTER TABLE "translation_tasks" DROP COLUMN "assignee_id";
  ALTER TABLE "translation_tasks" DROP COLUMN "due_date";
  ALTER TABLE "translation_tasks" DROP COLUMN "review";
  ALTER TABLE "translation_tasks" DROP COLUMN "review_history";
  DROP TYPE "public"."enum_translation_tasks_review";`)
}
