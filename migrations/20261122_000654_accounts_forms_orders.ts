import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_members_account_status" AS ENUM('active', 'frozen', 'cancelled');
  CREATE TYPE "public"."enum_submissions_kind" AS ENUM('demo', 'contact', 'credit-report', 'debt-claim');
  CREATE TYPE "public"."enum_submissions_status" AS ENUM('new', 'contacted', 'closed');
  CREATE TYPE "public"."enum_submissions_notification_staff" AS ENUM('pending', 'sent', 'failed');
  CREATE TYPE "public"."enum_submissions_notification_visitor" AS ENUM('pending', 'sent', 'failed', 'skipped');
  CREATE TYPE "public"."enum_orders_status" AS ENUM('unpaid', 'paid', 'invalid', 'cancelled');
  CREATE TYPE "public"."enum_orders_method" AS ENUM('paypal', 'card', 'bank-transfer');
  CREATE TYPE "public"."enum_orders_invalid_reason" AS ENUM('expired', 'upgraded', 'offline', 'fee-adjusted');
  CREATE TYPE "public"."enum__orders_v_version_status" AS ENUM('unpaid', 'paid', 'invalid', 'cancelled');
  CREATE TYPE "public"."enum__orders_v_version_method" AS ENUM('paypal', 'card', 'bank-transfer');
  CREATE TYPE "public"."enum__orders_v_version_invalid_reason" AS ENUM('expired', 'upgraded', 'offline', 'fee-adjusted');
  CREATE TABLE "members_oem_domains" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"link" varchar,
  	"company_domain" varchar,
  	"system_name_zh_cn" varchar,
  	"system_name_en" varchar
  );
  
  CREATE TABLE "members_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "members" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"nickname" varchar,
  	"account_name" varchar,
  	"phone" varchar,
  	"membership" numeric DEFAULT 0,
  	"level" numeric DEFAULT 0,
  	"user_role" varchar,
  	"permissions_ts_so" boolean,
  	"permissions_ts_ai" boolean,
  	"permissions_ts_market" boolean,
  	"permissions_ts_email" boolean,
  	"permissions_ts_recommend" boolean,
  	"permissions_cds_download_limit" numeric DEFAULT 0,
  	"permissions_opens" boolean,
  	"customs_data_source" varchar,
  	"dept_info_name" varchar,
  	"account_status" "enum_members_account_status" DEFAULT 'active',
  	"service_expires_at" timestamp(3) with time zone,
  	"last_login_at" timestamp(3) with time zone,
  	"staff_notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_submissions_kind" NOT NULL,
  	"status" "enum_submissions_status" DEFAULT 'new' NOT NULL,
  	"site" varchar,
  	"locale" varchar,
  	"name" varchar,
  	"email" varchar,
  	"company" varchar,
  	"phone" varchar,
  	"country" varchar,
  	"page" varchar,
  	"message" varchar,
  	"fields" jsonb,
  	"notification_staff" "enum_submissions_notification_staff" DEFAULT 'pending',
  	"notification_visitor" "enum_submissions_notification_visitor" DEFAULT 'pending',
  	"notification_attempts" numeric DEFAULT 0,
  	"notification_last_error" varchar,
  	"notification_sent_at" timestamp(3) with time zone,
  	"notes" varchar,
  	"ip_hash" varchar,
  	"user_agent" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"package_tier_id" integer,
  	"tier_code" varchar NOT NULL,
  	"amount" numeric NOT NULL,
  	"currency" varchar DEFAULT 'USD' NOT NULL,
  	"tier_revision" varchar,
  	"status" "enum_orders_status" DEFAULT 'unpaid' NOT NULL,
  	"method" "enum_orders_method",
  	"invalid_reason" "enum_orders_invalid_reason",
  	"reserved_until" timestamp(3) with time zone NOT NULL,
  	"paid_at" timestamp(3) with time zone,
  	"provider_order_id" varchar,
  	"capture_id" varchar,
  	"notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_orders_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_member_id" integer NOT NULL,
  	"version_package_tier_id" integer,
  	"version_tier_code" varchar NOT NULL,
  	"version_amount" numeric NOT NULL,
  	"version_currency" varchar DEFAULT 'USD' NOT NULL,
  	"version_tier_revision" varchar,
  	"version_status" "enum__orders_v_version_status" DEFAULT 'unpaid' NOT NULL,
  	"version_method" "enum__orders_v_version_method",
  	"version_invalid_reason" "enum__orders_v_version_invalid_reason",
  	"version_reserved_until" timestamp(3) with time zone NOT NULL,
  	"version_paid_at" timestamp(3) with time zone,
  	"version_provider_order_id" varchar,
  	"version_capture_id" varchar,
  	"version_notes" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "verification_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"code_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"consumed_at" timestamp(3) with time zone,
  	"ip_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "members_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "submissions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "orders_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "verification_codes_id" integer;
  ALTER TABLE "payload_preferences_rels" ADD COLUMN "members_id" integer;
  ALTER TABLE "members_oem_domains" ADD CONSTRAINT "members_oem_domains_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "members_sessions" ADD CONSTRAINT "members_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_package_tier_id_package_tiers_id_fk" FOREIGN KEY ("package_tier_id") REFERENCES "public"."package_tiers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_orders_v" ADD CONSTRAINT "_orders_v_parent_id_orders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_orders_v" ADD CONSTRAINT "_orders_v_version_member_id_members_id_fk" FOREIGN KEY ("version_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_orders_v" ADD CONSTRAINT "_orders_v_version_package_tier_id_package_tiers_id_fk" FOREIGN KEY ("version_package_tier_id") REFERENCES "public"."package_tiers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "members_oem_domains_order_idx" ON "members_oem_domains" USING btree ("_order");
  CREATE INDEX "members_oem_domains_parent_id_idx" ON "members_oem_domains" USING btree ("_parent_id");
  CREATE INDEX "members_sessions_order_idx" ON "members_sessions" USING btree ("_order");
  CREATE INDEX "members_sessions_parent_id_idx" ON "members_sessions" USING btree ("_parent_id");
  CREATE INDEX "members_updated_at_idx" ON "members" USING btree ("updated_at");
  CREATE INDEX "members_created_at_idx" ON "members" USING btree ("created_at");
  CREATE UNIQUE INDEX "members_email_idx" ON "members" USING btree ("email");
  CREATE INDEX "submissions_kind_idx" ON "submissions" USING btree ("kind");
  CREATE INDEX "submissions_status_idx" ON "submissions" USING btree ("status");
  CREATE INDEX "submissions_email_idx" ON "submissions" USING btree ("email");
  CREATE INDEX "submissions_updated_at_idx" ON "submissions" USING btree ("updated_at");
  CREATE INDEX "submissions_created_at_idx" ON "submissions" USING btree ("created_at");
  CREATE INDEX "orders_member_idx" ON "orders" USING btree ("member_id");
  CREATE INDEX "orders_package_tier_idx" ON "orders" USING btree ("package_tier_id");
  CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");
  CREATE INDEX "orders_reserved_until_idx" ON "orders" USING btree ("reserved_until");
  CREATE INDEX "orders_provider_order_id_idx" ON "orders" USING btree ("provider_order_id");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  CREATE INDEX "_orders_v_parent_idx" ON "_orders_v" USING btree ("parent_id");
  CREATE INDEX "_orders_v_version_version_member_idx" ON "_orders_v" USING btree ("version_member_id");
  CREATE INDEX "_orders_v_version_version_package_tier_idx" ON "_orders_v" USING btree ("version_package_tier_id");
  CREATE INDEX "_orders_v_version_version_status_idx" ON "_orders_v" USING btree ("version_status");
  CREATE INDEX "_orders_v_version_version_reserved_until_idx" ON "_orders_v" USING btree ("version_reserved_until");
  CREATE INDEX "_orders_v_version_version_provider_order_id_idx" ON "_orders_v" USING btree ("version_provider_order_id");
  CREATE INDEX "_orders_v_version_version_updated_at_idx" ON "_orders_v" USING btree ("version_updated_at");
  CREATE INDEX "_orders_v_version_version_created_at_idx" ON "_orders_v" USING btree ("version_created_at");
  CREATE INDEX "_orders_v_created_at_idx" ON "_orders_v" USING btree ("created_at");
  CREATE INDEX "_orders_v_updated_at_idx" ON "_orders_v" USING btree ("updated_at");
  CREATE INDEX "verification_codes_email_idx" ON "verification_codes" USING btree ("email");
  CREATE INDEX "verification_codes_expires_at_idx" ON "verification_codes" USING btree ("expires_at");
  CREATE INDEX "verification_codes_updated_at_idx" ON "verification_codes" USING btree ("updated_at");
  CREATE INDEX "verification_codes_created_at_idx" ON "verification_codes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_members_fk" FOREIGN KEY ("members_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_submissions_fk" FOREIGN KEY ("submissions_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_verification_codes_fk" FOREIGN KEY ("verification_codes_id") REFERENCES "public"."verification_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_members_fk" FOREIGN KEY ("members_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_members_id_idx" ON "payload_locked_documents_rels" USING btree ("members_id");
  CREATE INDEX "payload_locked_documents_rels_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("submissions_id");
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");
  CREATE INDEX "payload_locked_documents_rels_verification_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("verification_codes_id");
  CREATE INDEX "payload_preferences_rels_members_id_idx" ON "payload_preferences_rels" USING btree ("members_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "members_oem_domains" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "members_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "members" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "submissions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_orders_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "verification_codes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "members_oem_domains" CASCADE;
  DROP TABLE "members_sessions" CASCADE;
  DROP TABLE "members" CASCADE;
  DROP TABLE "submissions" CASCADE;
  DROP TABLE "orders" CASCADE;
  DROP TABLE "_orders_v" CASCADE;
  DROP TABLE "verification_codes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_members_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_submissions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_orders_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_verification_codes_fk";
  
  ALTER TABLE "payload_preferences_rels" DROP CONSTRAINT "payload_preferences_rels_members_fk";
  
  DROP INDEX "payload_locked_documents_rels_members_id_idx";
  DROP INDEX "payload_locked_documents_rels_submissions_id_idx";
  DROP INDEX "payload_locked_documents_rels_orders_id_idx";
  DROP INDEX "payload_locked_documents_rels_verification_codes_id_idx";
  DROP INDEX "payload_preferences_rels_members_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "members_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "submissions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "orders_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "verification_codes_id";
  ALTER TABLE "payload_preferences_rels" DROP COLUMN "members_id";
  DROP TYPE "public"."enum_members_account_status";
  DROP TYPE "public"."enum_submissions_kind";
  DROP TYPE "public"."enum_submissions_status";
  DROP TYPE "public"."enum_submissions_notification_staff";
  DROP TYPE "public"."enum_submissions_notification_visitor";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_orders_method";
  DROP TYPE "public"."enum_orders_invalid_reason";
  DROP TYPE "public"."enum__orders_v_version_status";
  DROP TYPE "public"."enum__orders_v_version_method";
  DROP TYPE "public"."enum__orders_v_version_invalid_reason";`)
}
