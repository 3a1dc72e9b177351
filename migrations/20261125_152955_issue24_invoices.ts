import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Issue 24, receipts: the receipt number and tax rate on each order (and its versions), the seller on the site
// settings, and the counter of the receipt numbers, one row per year (src/features/orders/payments/invoice-number.ts).
// Idempotent (IF NOT EXISTS): a second run against an up-to-date schema changes nothing.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "invoice_number" varchar;
  ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "invoice_tax_rate" numeric;
  ALTER TABLE "_orders_v" ADD COLUMN IF NOT EXISTS "version_invoice_number" varchar;
  ALTER TABLE "_orders_v" ADD COLUMN IF NOT EXISTS "version_invoice_tax_rate" numeric;
  ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "seller_tax_id" varchar;
  ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "seller_tax_rate" numeric DEFAULT 0;
  ALTER TABLE "site_settings_locales" ADD COLUMN IF NOT EXISTS "seller_legal_name" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN IF NOT EXISTS "seller_address" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN IF NOT EXISTS "seller_tax_label" varchar;
  CREATE UNIQUE INDEX IF NOT EXISTS "orders_invoice_invoice_number_idx" ON "orders" USING btree ("invoice_number");
  CREATE INDEX IF NOT EXISTS "_orders_v_version_invoice_version_invoice_number_idx" ON "_orders_v" USING btree ("version_invoice_number");
  CREATE TABLE IF NOT EXISTS "invoice_sequences" (
  	"year" integer PRIMARY KEY NOT NULL,
  	"last" integer NOT NULL CHECK ("last" > 0)
  );`)
  // Orders paid before receipts existed get their numbers now, in the order they were paid, per year, after any
  // number already given; the counters continue from there. A second run finds nothing to number.
  await db.execute(sql`
  WITH todo AS (
    SELECT id, EXTRACT(YEAR FROM (COALESCE(paid_at, updated_at) AT TIME ZONE 'UTC'))::int AS year, COALESCE(paid_at, updated_at) AS at
    FROM orders
    WHERE status::text IN ('paid', 'partially-refunded', 'refunded') AND invoice_number IS NULL
  ), numbered AS (
    SELECT todo.id, todo.year, (ROW_NUMBER() OVER (PARTITION BY todo.year ORDER BY todo.at, todo.id) + COALESCE(s.last, 0))::int AS seq
    FROM todo LEFT JOIN invoice_sequences s ON s.year = todo.year
  ), done AS (
    UPDATE orders o SET invoice_number = 'TC-' || numbered.year || '-' || LPAD(numbered.seq::text, 6, '0'), invoice_tax_rate = 0
    FROM numbered WHERE o.id = numbered.id
    RETURNING numbered.year, numbered.seq
  )
  INSERT INTO invoice_sequences (year, last) SELECT year, MAX(seq) FROM done GROUP BY year
  ON CONFLICT (year) DO UPDATE SET last = GREATEST(invoice_sequences.last, EXCLUDED.last);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE IF EXISTS "invoice_sequences";
  DROP INDEX IF EXISTS "orders_invoice_invoice_number_idx";
  DROP INDEX IF EXISTS "_orders_v_version_invoice_version_invoice_number_idx";
  ALTER TABLE "orders" DROP COLUMN IF EXISTS "invoice_number";
  ALTER TABLE "orders" DROP COLUMN IF EXISTS "invoice_tax_rate";
  ALTER TABLE "_orders_v" DROP COLUMN IF EXISTS "version_invoice_number";
  ALTER TABLE "_orders_v" DROP COLUMN IF EXISTS "version_invoice_tax_rate";
  ALTER TABLE "site_settings" DROP COLUMN IF EXISTS "seller_tax_id";
  ALTER TABLE "site_settings" DROP COLUMN IF EXISTS "seller_tax_rate";
  ALTER TABLE "site_settings_locales" DROP COLUMN IF EXISTS "seller_legal_name";
  ALTER TABLE "site_settings_locales" DROP COLUMN IF EXISTS "seller_address";
  ALTER TABLE "site_settings_locales" DROP COLUMN IF EXISTS "seller_tax_label";`)
}
