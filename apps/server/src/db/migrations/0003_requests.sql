CREATE TABLE "applies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"company_id" uuid NOT NULL,
	"eid" uuid NOT NULL,
	"login_eid" uuid NOT NULL,
	"category_id" uuid,
	"category_code" text DEFAULT '' NOT NULL,
	"category_names" jsonb NOT NULL,
	"apply_no" text NOT NULL,
	"approve_status" smallint DEFAULT 0 NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"time_length" numeric(10, 2),
	"time_unit" smallint,
	"process_facts" jsonb,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applies_status_ck" CHECK ("applies"."approve_status" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "apply_sequences" (
	"prefix" text NOT NULL,
	"day" date NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "apply_sequences_prefix_day_pk" PRIMARY KEY("prefix","day")
);
--> statement-breakpoint
CREATE TABLE "approval_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"apply_id" uuid NOT NULL,
	"step_index" smallint NOT NULL,
	"activity" text NOT NULL,
	"mode" text NOT NULL,
	"assignee_eid" uuid NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"action" text,
	"comment" text,
	"acted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_tasks_status_ck" CHECK ("approval_tasks"."status" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "audit_trails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"apply_id" uuid NOT NULL,
	"operation" text NOT NULL,
	"operator_eid" uuid NOT NULL,
	"activity" text NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"operated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"eid" uuid NOT NULL,
	"title_key" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"apply_id" uuid,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"key_type" text NOT NULL,
	"key_id" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"source_table" text NOT NULL,
	"source_id" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL,
	"eid" uuid NOT NULL,
	"values" jsonb NOT NULL,
	"apply_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"temp_name" text NOT NULL,
	"title" text NOT NULL,
	"items" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_applies" (
	"apply_id" uuid PRIMARY KEY NOT NULL,
	"category_id" uuid NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"time_length" numeric(8, 2) NOT NULL,
	"time_length_type" smallint NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"marry_date" date,
	"kinship_type" text,
	"kinship" text,
	"twin_count" smallint,
	"is_planing_caesarean" boolean,
	"extend_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"charge_year" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ja" text NOT NULL,
	"limit_type" smallint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"settings" jsonb NOT NULL,
	"has_balance" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"eid" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"year" smallint NOT NULL,
	"granted" numeric(8, 2) NOT NULL,
	"used_before" numeric(8, 2) DEFAULT '0' NOT NULL,
	"source" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applies" ADD CONSTRAINT "applies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applies" ADD CONSTRAINT "applies_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applies" ADD CONSTRAINT "applies_login_eid_employees_eid_fk" FOREIGN KEY ("login_eid") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_tasks" ADD CONSTRAINT "approval_tasks_apply_id_applies_id_fk" FOREIGN KEY ("apply_id") REFERENCES "public"."applies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_tasks" ADD CONSTRAINT "approval_tasks_assignee_eid_employees_eid_fk" FOREIGN KEY ("assignee_eid") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_trails" ADD CONSTRAINT "audit_trails_apply_id_applies_id_fk" FOREIGN KEY ("apply_id") REFERENCES "public"."applies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_trails" ADD CONSTRAINT "audit_trails_operator_eid_employees_eid_fk" FOREIGN KEY ("operator_eid") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_apply_id_applies_id_fk" FOREIGN KEY ("apply_id") REFERENCES "public"."applies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_uploaded_by_employees_eid_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_uploaded_by_employees_eid_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_template_id_form_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."form_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_apply_id_applies_id_fk" FOREIGN KEY ("apply_id") REFERENCES "public"."applies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_templates" ADD CONSTRAINT "form_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_applies" ADD CONSTRAINT "leave_applies_apply_id_applies_id_fk" FOREIGN KEY ("apply_id") REFERENCES "public"."applies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_applies" ADD CONSTRAINT "leave_applies_category_id_leave_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."leave_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_categories" ADD CONSTRAINT "leave_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_grants" ADD CONSTRAINT "leave_grants_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_grants" ADD CONSTRAINT "leave_grants_category_id_leave_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."leave_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applies_apply_no_uq" ON "applies" USING btree ("apply_no");--> statement-breakpoint
CREATE INDEX "applies_owner_kind_idx" ON "applies" USING btree ("eid","kind","created_at");--> statement-breakpoint
CREATE INDEX "applies_owner_time_idx" ON "applies" USING btree ("eid","kind","start_time");--> statement-breakpoint
CREATE INDEX "applies_company_kind_idx" ON "applies" USING btree ("company_id","kind","approve_status");--> statement-breakpoint
CREATE INDEX "approval_tasks_assignee_idx" ON "approval_tasks" USING btree ("assignee_eid","status","created_at");--> statement-breakpoint
CREATE INDEX "approval_tasks_apply_idx" ON "approval_tasks" USING btree ("apply_id","step_index");--> statement-breakpoint
CREATE INDEX "audit_trails_apply_idx" ON "audit_trails" USING btree ("apply_id","operated_at");--> statement-breakpoint
CREATE INDEX "notifications_eid_idx" ON "notifications" USING btree ("eid","created_at");--> statement-breakpoint
CREATE INDEX "attachments_key_idx" ON "attachments" USING btree ("key_type","key_id","created_at");--> statement-breakpoint
CREATE INDEX "images_source_idx" ON "images" USING btree ("source_table","source_id","created_at");--> statement-breakpoint
CREATE INDEX "form_submissions_eid_idx" ON "form_submissions" USING btree ("eid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "form_templates_company_name_uq" ON "form_templates" USING btree ("company_id","temp_name");--> statement-breakpoint
CREATE INDEX "leave_applies_category_year_idx" ON "leave_applies" USING btree ("category_id","charge_year");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_categories_company_code_uq" ON "leave_categories" USING btree ("company_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_grants_eid_category_year_uq" ON "leave_grants" USING btree ("eid","category_id","year");