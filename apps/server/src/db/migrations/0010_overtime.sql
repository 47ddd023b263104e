CREATE TABLE "leave_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"eid" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"year" smallint NOT NULL,
	"amount" numeric(8, 2) NOT NULL,
	"unit" smallint NOT NULL,
	"source_apply_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "overtime_applies" (
	"apply_id" uuid PRIMARY KEY NOT NULL,
	"category_id" uuid NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"time_length" numeric(6, 2) NOT NULL,
	"dining_time" numeric(4, 2) DEFAULT '0' NOT NULL,
	"transfer_type" smallint,
	"remark" text DEFAULT '' NOT NULL,
	"cancelled_by" uuid,
	CONSTRAINT "overtime_applies_transfer_ck" CHECK ("overtime_applies"."transfer_type" is null or "overtime_applies"."transfer_type" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "overtime_cancels" (
	"apply_id" uuid PRIMARY KEY NOT NULL,
	"overtime_apply_id" uuid NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"open" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "overtime_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ja" text NOT NULL,
	"day_type" smallint DEFAULT 0 NOT NULL,
	"custom_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"default_transfer_type" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leave_credits" ADD CONSTRAINT "leave_credits_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_credits" ADD CONSTRAINT "leave_credits_category_id_leave_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."leave_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_credits" ADD CONSTRAINT "leave_credits_source_apply_id_applies_id_fk" FOREIGN KEY ("source_apply_id") REFERENCES "public"."applies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_applies" ADD CONSTRAINT "overtime_applies_apply_id_applies_id_fk" FOREIGN KEY ("apply_id") REFERENCES "public"."applies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_applies" ADD CONSTRAINT "overtime_applies_category_id_overtime_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."overtime_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_cancels" ADD CONSTRAINT "overtime_cancels_apply_id_applies_id_fk" FOREIGN KEY ("apply_id") REFERENCES "public"."applies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_cancels" ADD CONSTRAINT "overtime_cancels_overtime_apply_id_overtime_applies_apply_id_fk" FOREIGN KEY ("overtime_apply_id") REFERENCES "public"."overtime_applies"("apply_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_categories" ADD CONSTRAINT "overtime_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leave_credits_source_uq" ON "leave_credits" USING btree ("source_apply_id");--> statement-breakpoint
CREATE INDEX "leave_credits_eid_year_idx" ON "leave_credits" USING btree ("eid","year","category_id");--> statement-breakpoint
CREATE INDEX "overtime_applies_category_idx" ON "overtime_applies" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "overtime_cancels_overtime_idx" ON "overtime_cancels" USING btree ("overtime_apply_id");--> statement-breakpoint
CREATE UNIQUE INDEX "overtime_cancels_one_open_uq" ON "overtime_cancels" USING btree ("overtime_apply_id") WHERE "overtime_cancels"."open";--> statement-breakpoint
CREATE UNIQUE INDEX "overtime_categories_company_code_uq" ON "overtime_categories" USING btree ("company_id","code");