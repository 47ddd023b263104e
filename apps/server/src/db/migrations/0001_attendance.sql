CREATE TABLE "attendance_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"eid" uuid NOT NULL,
	"attendance_date" date NOT NULL,
	"sign_in_at" timestamp with time zone,
	"sign_in_longitude" double precision,
	"sign_in_latitude" double precision,
	"sign_in_location_id" uuid,
	"sign_in_distance" integer,
	"sign_in_source" text,
	"sign_out_at" timestamp with time zone,
	"sign_out_longitude" double precision,
	"sign_out_latitude" double precision,
	"sign_out_location_id" uuid,
	"sign_out_distance" integer,
	"sign_out_source" text,
	"rest_day_work" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"content_html" text,
	"image_url" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_rules_kind_ck" CHECK ("attendance_rules"."kind" in ('text', 'image'))
);
--> statement-breakpoint
CREATE TABLE "clock_exceptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"eid" uuid NOT NULL,
	"kind" text NOT NULL,
	"attendance_date" date NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"longitude" double precision NOT NULL,
	"latitude" double precision NOT NULL,
	"distance" integer NOT NULL,
	"limit_meters" integer NOT NULL,
	"location_id" uuid,
	"location_name" text,
	"reported_distance" double precision,
	"reported_limit" integer,
	"reported_latitude" double precision,
	"reported_longitude" double precision,
	"status" smallint DEFAULT 0 NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"review_remark" text,
	CONSTRAINT "clock_exceptions_kind_ck" CHECK ("clock_exceptions"."kind" in ('in', 'out')),
	CONSTRAINT "clock_exceptions_status_ck" CHECK ("clock_exceptions"."status" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "employee_number_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"eid" uuid NOT NULL,
	"old_no" text NOT NULL,
	"current_no" text NOT NULL,
	"status" smallint NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_overrides" (
	"company_id" uuid NOT NULL,
	"date" date NOT NULL,
	"day_type" smallint NOT NULL,
	"name" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_overrides_day_type_ck" CHECK ("calendar_overrides"."day_type" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "schedule_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"eid" uuid NOT NULL,
	"date" date NOT NULL,
	"shift_id" uuid
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"work_start" time NOT NULL,
	"work_end" time NOT NULL,
	"dinner_start" time,
	"dinner_end" time,
	"late_grace_minutes" smallint DEFAULT 0 NOT NULL,
	"early_grace_minutes" smallint DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shifts_times_ck" CHECK ("shifts"."work_end" > "shifts"."work_start"),
	CONSTRAINT "shifts_dinner_ck" CHECK (("shifts"."dinner_start" is null and "shifts"."dinner_end" is null) or ("shifts"."dinner_start" >= "shifts"."work_start" and "shifts"."dinner_end" > "shifts"."dinner_start" and "shifts"."dinner_end" <= "shifts"."work_end")),
	CONSTRAINT "shifts_grace_ck" CHECK ("shifts"."late_grace_minutes" between 0 and 240 and "shifts"."early_grace_minutes" between 0 and 240)
);
--> statement-breakpoint
CREATE TABLE "work_schedules" (
	"eid" uuid PRIMARY KEY NOT NULL,
	"shift_id" uuid NOT NULL,
	"follows_calendar" boolean DEFAULT true NOT NULL,
	"weekdays" smallint[] DEFAULT ARRAY[1,2,3,4,5]::smallint[] NOT NULL,
	"punch_mode" text DEFAULT 'office' NOT NULL,
	"counter_manager_eid" uuid,
	CONSTRAINT "work_schedules_mode_ck" CHECK ("work_schedules"."punch_mode" in ('office', 'counter'))
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "hire_date" date;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_sign_in_location_id_attendance_locations_id_fk" FOREIGN KEY ("sign_in_location_id") REFERENCES "public"."attendance_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_sign_out_location_id_attendance_locations_id_fk" FOREIGN KEY ("sign_out_location_id") REFERENCES "public"."attendance_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_exceptions" ADD CONSTRAINT "clock_exceptions_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_exceptions" ADD CONSTRAINT "clock_exceptions_location_id_attendance_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."attendance_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_exceptions" ADD CONSTRAINT "clock_exceptions_reviewed_by_employees_eid_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_number_changes" ADD CONSTRAINT "employee_number_changes_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_overrides" ADD CONSTRAINT "calendar_overrides_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_overrides" ADD CONSTRAINT "calendar_overrides_created_by_employees_eid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_days" ADD CONSTRAINT "schedule_days_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_days" ADD CONSTRAINT "schedule_days_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_schedules" ADD CONSTRAINT "work_schedules_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_schedules" ADD CONSTRAINT "work_schedules_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_schedules" ADD CONSTRAINT "work_schedules_counter_manager_eid_employees_eid_fk" FOREIGN KEY ("counter_manager_eid") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_records_eid_date_uq" ON "attendance_records" USING btree ("eid","attendance_date");--> statement-breakpoint
CREATE INDEX "attendance_rules_company_idx" ON "attendance_rules" USING btree ("company_id","sort");--> statement-breakpoint
CREATE INDEX "clock_exceptions_company_status_idx" ON "clock_exceptions" USING btree ("company_id","status","occurred_at");--> statement-breakpoint
CREATE INDEX "clock_exceptions_eid_date_idx" ON "clock_exceptions" USING btree ("eid","attendance_date");--> statement-breakpoint
CREATE INDEX "employee_number_changes_eid_idx" ON "employee_number_changes" USING btree ("eid","at");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_overrides_company_date_uq" ON "calendar_overrides" USING btree ("company_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_days_eid_date_uq" ON "schedule_days" USING btree ("eid","date");--> statement-breakpoint
CREATE INDEX "shifts_company_idx" ON "shifts" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_company_default_uq" ON "shifts" USING btree ("company_id") WHERE "shifts"."is_default";