CREATE TABLE "certificate_extractions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"address_type" smallint NOT NULL,
	"extraction_name" text NOT NULL,
	"contacts" text NOT NULL,
	"phone" text NOT NULL,
	"extraction_address" text NOT NULL,
	"work_time" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "certificate_extractions_type_ck" CHECK ("certificate_extractions"."address_type" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "certificate_requests" (
	"apply_id" uuid PRIMARY KEY NOT NULL,
	"eid" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"type" smallint NOT NULL,
	"mode" smallint NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"address_id" uuid,
	"province" text DEFAULT '' NOT NULL,
	"recipient_sealed" text,
	"extraction_id" uuid,
	"extraction_date" date,
	"fee_fen" integer DEFAULT 0 NOT NULL,
	"promised_date" date NOT NULL,
	"tracking_no" text DEFAULT '' NOT NULL,
	"ready_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"collected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_requests_type_ck" CHECK ("certificate_requests"."type" in (1, 2, 3)),
	CONSTRAINT "certificate_requests_mode_ck" CHECK ("certificate_requests"."mode" in (1, 2)),
	CONSTRAINT "certificate_requests_state_ck" CHECK ("certificate_requests"."state" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "leave_receipts" (
	"eid" uuid PRIMARY KEY NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "service_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificate_requests" ADD CONSTRAINT "certificate_requests_apply_id_applies_id_fk" FOREIGN KEY ("apply_id") REFERENCES "public"."applies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_requests" ADD CONSTRAINT "certificate_requests_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_requests" ADD CONSTRAINT "certificate_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_requests" ADD CONSTRAINT "certificate_requests_extraction_id_certificate_extractions_id_fk" FOREIGN KEY ("extraction_id") REFERENCES "public"."certificate_extractions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_receipts" ADD CONSTRAINT "leave_receipts_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_extractions_type_idx" ON "certificate_extractions" USING btree ("address_type","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_requests_open_uq" ON "certificate_requests" USING btree ("eid","type") WHERE "certificate_requests"."state" in (1, 2, 3);--> statement-breakpoint
CREATE INDEX "certificate_requests_eid_idx" ON "certificate_requests" USING btree ("eid","created_at");--> statement-breakpoint
CREATE INDEX "certificate_requests_company_idx" ON "certificate_requests" USING btree ("company_id","state");