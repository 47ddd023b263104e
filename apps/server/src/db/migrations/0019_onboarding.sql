CREATE TABLE "employee_children" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"eid" uuid NOT NULL,
	"name_sealed" text NOT NULL,
	"sex" text NOT NULL,
	"birthday_sealed" text NOT NULL,
	"proof_key" text,
	"proof_mime" text,
	"verify" smallint DEFAULT 0 NOT NULL,
	"review_note" text DEFAULT '' NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"source" text DEFAULT 'employee' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_children_sex_ck" CHECK ("employee_children"."sex" in ('男', '女')),
	CONSTRAINT "employee_children_verify_ck" CHECK ("employee_children"."verify" in (0, 1, 3))
);
--> statement-breakpoint
CREATE TABLE "employee_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"eid" uuid NOT NULL,
	"image_type" smallint NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"verify" smallint DEFAULT 0 NOT NULL,
	"is_delete" smallint DEFAULT 0 NOT NULL,
	"review_note" text DEFAULT '' NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_images_verify_ck" CHECK ("employee_images"."verify" in (0, 1)),
	CONSTRAINT "employee_images_delete_ck" CHECK ("employee_images"."is_delete" in (0, 3))
);
--> statement-breakpoint
CREATE TABLE "employee_profiles" (
	"eid" uuid PRIMARY KEY NOT NULL,
	"former_name" text DEFAULT '' NOT NULL,
	"gender" smallint,
	"nation" text,
	"political" text,
	"highest_degree" text,
	"health" text,
	"email" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"id_number_sealed" text,
	"id_number_hash" text,
	"social_city_note" text DEFAULT '' NOT NULL,
	"marital_status" text,
	"spouse_name" text DEFAULT '' NOT NULL,
	"relation" text,
	"children_count" smallint DEFAULT 0 NOT NULL,
	"is_local_hukou" boolean DEFAULT false NOT NULL,
	"spouse_id_number_sealed" text,
	"hukou_type_code" text,
	"hukou_city" text DEFAULT '' NOT NULL,
	"urban_hukou" boolean DEFAULT false NOT NULL,
	"social" boolean DEFAULT false NOT NULL,
	"fund" boolean DEFAULT false NOT NULL,
	"fund_account" text DEFAULT '' NOT NULL,
	"resi_permit_info" boolean DEFAULT false NOT NULL,
	"resi_permit_type" smallint,
	"resi_permit_no_sealed" text,
	"hukou_province" text DEFAULT '' NOT NULL,
	"hukou_city_name" text DEFAULT '' NOT NULL,
	"hukou_district" text DEFAULT '' NOT NULL,
	"hukou_street_sealed" text,
	"hukou_address_sealed" text,
	"hukou_zip" text DEFAULT '' NOT NULL,
	"is_same_address" boolean DEFAULT false NOT NULL,
	"live_province" text DEFAULT '' NOT NULL,
	"live_city" text DEFAULT '' NOT NULL,
	"live_district" text DEFAULT '' NOT NULL,
	"live_street_sealed" text,
	"residential_address_sealed" text,
	"res_zip_code" text DEFAULT '' NOT NULL,
	"agreed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_profiles_gender_ck" CHECK ("employee_profiles"."gender" is null or "employee_profiles"."gender" in (1, 2)),
	CONSTRAINT "employee_profiles_children_ck" CHECK ("employee_profiles"."children_count" between 0 and 4),
	CONSTRAINT "employee_profiles_permit_type_ck" CHECK ("employee_profiles"."resi_permit_type" is null or "employee_profiles"."resi_permit_type" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "pii_read_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reader_eid" uuid NOT NULL,
	"subject_eid" uuid NOT NULL,
	"fields" text[] NOT NULL,
	"purpose" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employee_children" ADD CONSTRAINT "employee_children_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_children" ADD CONSTRAINT "employee_children_reviewed_by_employees_eid_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_images" ADD CONSTRAINT "employee_images_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_images" ADD CONSTRAINT "employee_images_reviewed_by_employees_eid_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_profiles" ADD CONSTRAINT "employee_profiles_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_profiles" ADD CONSTRAINT "employee_profiles_reviewed_by_employees_eid_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pii_read_log" ADD CONSTRAINT "pii_read_log_reader_eid_employees_eid_fk" FOREIGN KEY ("reader_eid") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pii_read_log" ADD CONSTRAINT "pii_read_log_subject_eid_employees_eid_fk" FOREIGN KEY ("subject_eid") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_children_eid_idx" ON "employee_children" USING btree ("eid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_images_eid_type_uq" ON "employee_images" USING btree ("eid","image_type");--> statement-breakpoint
CREATE INDEX "employee_images_review_idx" ON "employee_images" USING btree ("verify","is_delete");--> statement-breakpoint
CREATE INDEX "employee_profiles_id_hash_idx" ON "employee_profiles" USING btree ("id_number_hash");--> statement-breakpoint
CREATE INDEX "pii_read_log_subject_idx" ON "pii_read_log" USING btree ("subject_eid","read_at");--> statement-breakpoint
CREATE INDEX "pii_read_log_reader_idx" ON "pii_read_log" USING btree ("reader_eid","read_at");