CREATE TABLE "employees" (
	"eid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"employee_name" text NOT NULL,
	"employee_no" text NOT NULL,
	"company_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"manager_eid" uuid,
	"social_city" text NOT NULL,
	"employee_type" text NOT NULL,
	"leave_status" smallint DEFAULT 1 NOT NULL,
	"wx_image" text,
	"roles" text[] DEFAULT ARRAY['employee']::text[] NOT NULL,
	"af_service" boolean DEFAULT false NOT NULL,
	"af_fundtransfer" boolean DEFAULT false NOT NULL,
	"af_enter_transact" boolean DEFAULT false NOT NULL,
	"af_income_transact" boolean DEFAULT false NOT NULL,
	"af_leave_transact" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_leave_status_ck" CHECK ("employees"."leave_status" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"user_name" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "revoked_tokens" (
	"jti" uuid PRIMARY KEY NOT NULL,
	"eid" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"limit_meters" integer NOT NULL,
	"longitude" numeric(10, 7) NOT NULL,
	"latitude" numeric(10, 7) NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_locations_limit_ck" CHECK ("attendance_locations"."limit_meters" = -1 or "attendance_locations"."limit_meters" > 0)
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"eid" uuid NOT NULL,
	"type" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_manager_eid_employees_eid_fk" FOREIGN KEY ("manager_eid") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_locations" ADD CONSTRAINT "attendance_locations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_locations" ADD CONSTRAINT "attendance_locations_created_by_employees_eid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_parent_id_organizations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_records" ADD CONSTRAINT "access_records_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_user_name_uq" ON "employees" USING btree (lower("user_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "employees_company_no_uq" ON "employees" USING btree ("company_id","employee_no");--> statement-breakpoint
CREATE INDEX "employees_manager_idx" ON "employees" USING btree ("manager_eid");--> statement-breakpoint
CREATE INDEX "employees_organization_idx" ON "employees" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "revoked_tokens_expires_idx" ON "revoked_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "attendance_locations_org_idx" ON "attendance_locations" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "organizations_company_idx" ON "organizations" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "organizations_parent_idx" ON "organizations" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "access_records_eid_at_idx" ON "access_records" USING btree ("eid","at");