CREATE TABLE "makeup_clock_applies" (
	"apply_id" uuid PRIMARY KEY NOT NULL,
	"eid" uuid NOT NULL,
	"attendance_date" date NOT NULL,
	"type" smallint NOT NULL,
	"remark" text NOT NULL,
	"work_status" smallint,
	"schedule_id" text,
	"source" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "makeup_clock_applies_type_ck" CHECK ("makeup_clock_applies"."type" between 0 and 2),
	CONSTRAINT "makeup_clock_applies_work_status_ck" CHECK ("makeup_clock_applies"."work_status" is null or "makeup_clock_applies"."work_status" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "makeup_clock_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"monthly_limit" smallint DEFAULT 3 NOT NULL,
	CONSTRAINT "makeup_clock_settings_limit_ck" CHECK ("makeup_clock_settings"."monthly_limit" between 0 and 31)
);
--> statement-breakpoint
CREATE TABLE "makeup_clock_slots" (
	"eid" uuid NOT NULL,
	"attendance_date" date NOT NULL,
	"punch" text NOT NULL,
	"apply_id" uuid NOT NULL,
	CONSTRAINT "makeup_clock_slots_eid_attendance_date_punch_pk" PRIMARY KEY("eid","attendance_date","punch"),
	CONSTRAINT "makeup_clock_slots_punch_ck" CHECK ("makeup_clock_slots"."punch" in ('in', 'out'))
);
--> statement-breakpoint
ALTER TABLE "makeup_clock_applies" ADD CONSTRAINT "makeup_clock_applies_apply_id_applies_id_fk" FOREIGN KEY ("apply_id") REFERENCES "public"."applies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "makeup_clock_applies" ADD CONSTRAINT "makeup_clock_applies_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "makeup_clock_settings" ADD CONSTRAINT "makeup_clock_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "makeup_clock_slots" ADD CONSTRAINT "makeup_clock_slots_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "makeup_clock_slots" ADD CONSTRAINT "makeup_clock_slots_apply_id_makeup_clock_applies_apply_id_fk" FOREIGN KEY ("apply_id") REFERENCES "public"."makeup_clock_applies"("apply_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "makeup_clock_applies_eid_date_idx" ON "makeup_clock_applies" USING btree ("eid","attendance_date");--> statement-breakpoint
CREATE INDEX "makeup_clock_slots_apply_idx" ON "makeup_clock_slots" USING btree ("apply_id");