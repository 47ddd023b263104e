CREATE TABLE "tax_deduction_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"record_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"client_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_deduction_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"eid" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"year" smallint NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"method" text,
	"method_confirmed_at" timestamp with time zone,
	"effective_month" text,
	"submitted_at" timestamp with time zone,
	"return_note" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_deduction_records_status_ck" CHECK ("tax_deduction_records"."status" in ('draft', 'submitted', 'reported', 'returned')),
	CONSTRAINT "tax_deduction_records_method_ck" CHECK ("tax_deduction_records"."method" is null or "tax_deduction_records"."method" in ('employer', 'self'))
);
--> statement-breakpoint
CREATE TABLE "tax_deduction_vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"eid" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_family_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"eid" uuid NOT NULL,
	"name_sealed" text NOT NULL,
	"relation" text NOT NULL,
	"id_type" text NOT NULL,
	"id_number_sealed" text NOT NULL,
	"id_number_hash" text NOT NULL,
	"birth_date" text NOT NULL,
	"nationality" text NOT NULL,
	"phone_sealed" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"address_sealed" text,
	"client_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tax_payer_infos" (
	"eid" uuid PRIMARY KEY NOT NULL,
	"phone_sealed" text,
	"email" text DEFAULT '' NOT NULL,
	"address_sealed" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tax_deduction_items" ADD CONSTRAINT "tax_deduction_items_record_id_tax_deduction_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."tax_deduction_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_deduction_records" ADD CONSTRAINT "tax_deduction_records_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_deduction_records" ADD CONSTRAINT "tax_deduction_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_deduction_records" ADD CONSTRAINT "tax_deduction_records_decided_by_employees_eid_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_deduction_vouchers" ADD CONSTRAINT "tax_deduction_vouchers_item_id_tax_deduction_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."tax_deduction_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_deduction_vouchers" ADD CONSTRAINT "tax_deduction_vouchers_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_family_members" ADD CONSTRAINT "tax_family_members_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_payer_infos" ADD CONSTRAINT "tax_payer_infos_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_deduction_items_record_idx" ON "tax_deduction_items" USING btree ("record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_deduction_items_client_key_uq" ON "tax_deduction_items" USING btree ("record_id","client_key");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_deduction_records_eid_year_uq" ON "tax_deduction_records" USING btree ("eid","year");--> statement-breakpoint
CREATE INDEX "tax_deduction_records_company_idx" ON "tax_deduction_records" USING btree ("company_id","status","submitted_at");--> statement-breakpoint
CREATE INDEX "tax_deduction_vouchers_item_idx" ON "tax_deduction_vouchers" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "tax_family_members_eid_idx" ON "tax_family_members" USING btree ("eid");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_family_members_id_uq" ON "tax_family_members" USING btree ("eid","id_number_hash") WHERE "tax_family_members"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_family_members_client_key_uq" ON "tax_family_members" USING btree ("eid","client_key");