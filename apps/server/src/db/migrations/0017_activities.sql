CREATE TABLE "activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"location" jsonb,
	"logo_key" text,
	"sign_up_start" timestamp with time zone NOT NULL,
	"sign_up_end" timestamp with time zone NOT NULL,
	"event_start" timestamp with time zone NOT NULL,
	"event_end" timestamp with time zone NOT NULL,
	"participant_limit" integer DEFAULT 0 NOT NULL,
	"signed_count" integer DEFAULT 0 NOT NULL,
	"is_res" boolean DEFAULT false NOT NULL,
	"is_more" boolean DEFAULT false NOT NULL,
	"relative_num" smallint DEFAULT 1 NOT NULL,
	"fee_fen" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"updated_by" uuid,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_limit_ck" CHECK ("activities"."participant_limit" >= 0),
	CONSTRAINT "activities_signed_count_ck" CHECK ("activities"."signed_count" >= 0 and ("activities"."participant_limit" = 0 or "activities"."signed_count" <= "activities"."participant_limit")),
	CONSTRAINT "activities_relative_num_ck" CHECK ("activities"."relative_num" between 1 and 20),
	CONSTRAINT "activities_fee_ck" CHECK ("activities"."fee_fen" >= 0),
	CONSTRAINT "activities_sign_up_ck" CHECK ("activities"."sign_up_start" <= "activities"."sign_up_end"),
	CONSTRAINT "activities_event_ck" CHECK ("activities"."event_start" <= "activities"."event_end")
);
--> statement-breakpoint
CREATE TABLE "activity_form_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"names" jsonb NOT NULL,
	"special" text,
	"con_name" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_nes" boolean DEFAULT false NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"reg" text,
	"reg_messages" jsonb,
	CONSTRAINT "activity_form_items_con_name_ck" CHECK ("activity_form_items"."con_name" in ('txt', 'dat', 'cmb')),
	CONSTRAINT "activity_form_items_special_ck" CHECK ("activity_form_items"."special" is null or "activity_form_items"."special" in ('birthday', 'idNo', 'phone'))
);
--> statement-breakpoint
CREATE TABLE "activity_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"image_key" text NOT NULL,
	"descriptions" jsonb NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_reads" (
	"activity_id" uuid NOT NULL,
	"eid" uuid NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "activity_reads_activity_id_eid_pk" PRIMARY KEY("activity_id","eid")
);
--> statement-breakpoint
CREATE TABLE "activity_registration_relatives" (
	"registration_id" uuid NOT NULL,
	"relative_id" uuid NOT NULL,
	CONSTRAINT "activity_registration_relatives_registration_id_relative_id_pk" PRIMARY KEY("registration_id","relative_id")
);
--> statement-breakpoint
CREATE TABLE "activity_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"eid" uuid NOT NULL,
	"reg_no" text NOT NULL,
	"status" text DEFAULT 'signed' NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"persons" smallint DEFAULT 1 NOT NULL,
	"total_fen" integer DEFAULT 0 NOT NULL,
	"hold_until" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"release_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_registrations_status_ck" CHECK ("activity_registrations"."status" in ('signed', 'submitted', 'confirmed', 'released')),
	CONSTRAINT "activity_registrations_total_ck" CHECK ("activity_registrations"."total_fen" >= 0),
	CONSTRAINT "activity_registrations_persons_ck" CHECK ("activity_registrations"."persons" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "relatives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"eid" uuid NOT NULL,
	"name" text NOT NULL,
	"relation" text NOT NULL,
	"sex" text NOT NULL,
	"age" smallint,
	"birthday" date,
	"phone" text,
	"id_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "relatives_relation_ck" CHECK ("relatives"."relation" in ('husband', 'wife', 'son', 'daughter', 'father', 'mother')),
	CONSTRAINT "relatives_sex_ck" CHECK ("relatives"."sex" in ('male', 'female')),
	CONSTRAINT "relatives_age_ck" CHECK ("relatives"."age" is null or "relatives"."age" between 0 and 120)
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_updated_by_employees_eid_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_form_items" ADD CONSTRAINT "activity_form_items_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_images" ADD CONSTRAINT "activity_images_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_reads" ADD CONSTRAINT "activity_reads_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_reads" ADD CONSTRAINT "activity_reads_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_registration_relatives" ADD CONSTRAINT "activity_registration_relatives_registration_id_activity_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."activity_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_registration_relatives" ADD CONSTRAINT "activity_registration_relatives_relative_id_relatives_id_fk" FOREIGN KEY ("relative_id") REFERENCES "public"."relatives"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_registrations" ADD CONSTRAINT "activity_registrations_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_registrations" ADD CONSTRAINT "activity_registrations_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relatives" ADD CONSTRAINT "relatives_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_company_published_idx" ON "activities" USING btree ("company_id","published_at");--> statement-breakpoint
CREATE INDEX "activities_sign_up_end_idx" ON "activities" USING btree ("sign_up_end");--> statement-breakpoint
CREATE INDEX "activity_form_items_activity_idx" ON "activity_form_items" USING btree ("activity_id","sort");--> statement-breakpoint
CREATE INDEX "activity_images_activity_idx" ON "activity_images" USING btree ("activity_id","sort");--> statement-breakpoint
CREATE INDEX "activity_registration_relatives_relative_idx" ON "activity_registration_relatives" USING btree ("relative_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_registrations_reg_no_uq" ON "activity_registrations" USING btree ("reg_no");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_registrations_one_live_uq" ON "activity_registrations" USING btree ("activity_id","eid") WHERE "activity_registrations"."status" <> 'released';--> statement-breakpoint
CREATE INDEX "activity_registrations_eid_idx" ON "activity_registrations" USING btree ("eid","created_at");--> statement-breakpoint
CREATE INDEX "activity_registrations_hold_idx" ON "activity_registrations" USING btree ("hold_until") WHERE "activity_registrations"."status" in ('signed', 'submitted');--> statement-breakpoint
CREATE INDEX "relatives_eid_idx" ON "relatives" USING btree ("eid","created_at") WHERE "relatives"."deleted_at" is null;