import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Spent image-code nonces (src/features/forms/captcha/answer.ts): a nonce is inserted once, atomically, so an image code answers
 * one request on any instance. Not a Payload collection: nothing but that INSERT … ON CONFLICT reads or writes it.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "image_code_nonces" (
  	"nonce" varchar(64) PRIMARY KEY NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  CREATE INDEX IF NOT EXISTS "image_code_nonces_expires_at_idx" ON "image_code_nonces" USING btree ("expires_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "image_code_nonces";`)
}
