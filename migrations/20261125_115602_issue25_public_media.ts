import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Media a guest may see (issue 25): new uploads start private. Every file that exists when this runs was public
// before it, and the published site may show it, so it stays public. Idempotent (IF NOT EXISTS).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DO $$ BEGIN
     IF NOT EXISTS (SELECT 1 FROM information_schema.columns WHERE table_name = 'media' AND column_name = 'public') THEN
       ALTER TABLE "media" ADD COLUMN "public" boolean DEFAULT false;
       UPDATE "media" SET "public" = true;
     END IF;
   END $$;
  CREATE INDEX IF NOT EXISTS "media_public_idx" ON "media" USING btree ("public");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "media_public_idx";
  ALTER TABLE "media" DROP COLUMN IF EXISTS "public";`)
}
