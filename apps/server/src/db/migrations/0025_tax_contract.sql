CREATE TABLE "contributions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"eid" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"month" text NOT NULL,
	"kind" text NOT NULL,
	"city" text NOT NULL,
	"base" bigint NOT NULL,
	"employee" bigint NOT NULL,
	"employer" bigint NOT NULL,
	"status" text DEFAULT 'paid' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contributions_month_ck" CHECK ("contributions"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "payslips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"eid" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"month" text NOT NULL,
	"gross" bigint NOT NULL,
	"tax_free" bigint DEFAULT 0 NOT NULL,
	"social_employee" bigint NOT NULL,
	"fund_employee" bigint NOT NULL,
	"special_deduction" bigint DEFAULT 0 NOT NULL,
	"other_deduction" bigint DEFAULT 0 NOT NULL,
	"tax" bigint NOT NULL,
	"net" bigint NOT NULL,
	"items" jsonb NOT NULL,
	"paid_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payslips_month_ck" CHECK ("payslips"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "e_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"eid" uuid NOT NULL,
	"document" text NOT NULL,
	"version" text NOT NULL,
	"verification_id" uuid NOT NULL,
	"text_hash" text NOT NULL,
	"image_key" text,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "real_name_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"eid" uuid NOT NULL,
	"status" text NOT NULL,
	"name_sealed" text NOT NULL,
	"id_number_sealed" text NOT NULL,
	"id_number_hash" text NOT NULL,
	"bank_card_sealed" text NOT NULL,
	"bank_card_last4" text NOT NULL,
	"mobile_sealed" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"failure_reason" text,
	"attempt_day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "real_name_verifications_status_ck" CHECK ("real_name_verifications"."status" in ('pending', 'verified', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_signatures" ADD CONSTRAINT "e_signatures_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_signatures" ADD CONSTRAINT "e_signatures_verification_id_real_name_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."real_name_verifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "real_name_verifications" ADD CONSTRAINT "real_name_verifications_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contributions_eid_month_kind_uq" ON "contributions" USING btree ("eid","month","kind");--> statement-breakpoint
CREATE INDEX "contributions_company_month_idx" ON "contributions" USING btree ("company_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "payslips_eid_month_uq" ON "payslips" USING btree ("eid","month");--> statement-breakpoint
CREATE INDEX "payslips_company_month_idx" ON "payslips" USING btree ("company_id","month");--> statement-breakpoint
CREATE INDEX "e_signatures_eid_idx" ON "e_signatures" USING btree ("eid","document");--> statement-breakpoint
CREATE INDEX "real_name_verifications_eid_idx" ON "real_name_verifications" USING btree ("eid","created_at");--> statement-breakpoint
CREATE INDEX "real_name_verifications_id_hash_idx" ON "real_name_verifications" USING btree ("id_number_hash");