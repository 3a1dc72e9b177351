import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** Issue 13: a picture for each honour (pages' honours block) and a product screen per language for each solution. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "pages_blocks_honours_items" ADD COLUMN "image_id" integer;
  ALTER TABLE "_pages_v_blocks_honours_items" ADD COLUMN "image_id" integer;
  ALTER TABLE "solutions_locales" ADD COLUMN "image_id" integer;
  ALTER TABLE "_solutions_v_locales" ADD COLUMN "version_image_id" integer;
  ALTER TABLE "pages_blocks_honours_items" ADD CONSTRAINT "pages_blocks_honours_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_honours_items" ADD CONSTRAINT "_pages_v_blocks_honours_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "solutions_locales" ADD CONSTRAINT "solutions_locales_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_solutions_v_locales" ADD CONSTRAINT "_solutions_v_locales_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_honours_items_image_idx" ON "pages_blocks_honours_items" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_honours_items_image_idx" ON "_pages_v_blocks_honours_items" USING btree ("image_id");
  CREATE INDEX "solutions_image_idx" ON "solutions_locales" USING btree ("image_id","_locale");
  CREATE INDEX "_solutions_v_version_version_image_idx" ON "_solutions_v_locales" USING btree ("version_image_id","_locale");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "pages_blocks_honours_items" DROP CONSTRAINT "pages_blocks_honours_items_image_id_media_id_fk";
  ALTER TABLE "_pages_v_blocks_honours_items" DROP CONSTRAINT "_pages_v_blocks_honours_items_image_id_media_id_fk";
  ALTER TABLE "solutions_locales" DROP CONSTRAINT "solutions_locales_image_id_media_id_fk";
  ALTER TABLE "_solutions_v_locales" DROP CONSTRAINT "_solutions_v_locales_version_image_id_media_id_fk";
  DROP INDEX "pages_blocks_honours_items_image_idx";
  DROP INDEX "_pages_v_blocks_honours_items_image_idx";
  DROP INDEX "solutions_image_idx";
  DROP INDEX "_solutions_v_version_version_image_idx";
  ALTER TABLE "pages_blocks_honours_items" DROP COLUMN "image_id";
  ALTER TABLE "_pages_v_blocks_honours_items" DROP COLUMN "image_id";
  ALTER TABLE "solutions_locales" DROP COLUMN "image_id";
  ALTER TABLE "_solutions_v_locales" DROP COLUMN "version_image_id";`)
}
