import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Proven e-mails: when a member proved their address (`email_verified_at`), and the member whose session sent a
 * submission (`member_id`), so that a member's export and deletion reach only what is theirs.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "members" ADD COLUMN IF NOT EXISTS "email_verified_at" timestamp(3) with time zone;
  ALTER TABLE "submissions" ADD COLUMN IF NOT EXISTS "member_id" integer;
  ALTER TABLE "submissions" ADD CONSTRAINT "submissions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX IF NOT EXISTS "submissions_member_idx" ON "submissions" USING btree ("member_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "submissions_member_idx";
  ALTER TABLE "submissions" DROP CONSTRAINT IF EXISTS "submissions_member_id_members_id_fk";
  ALTER TABLE "submissions" DROP COLUMN IF EXISTS "member_id";
  ALTER TABLE "members" DROP COLUMN IF EXISTS "email_verified_at";`)
}
