CREATE TABLE "counter_positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"counter_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"longitude" numeric(10, 7) NOT NULL,
	"latitude" numeric(10, 7) NOT NULL,
	"limit_meters" integer NOT NULL,
	"remark" text NOT NULL,
	"positioned_by" uuid NOT NULL,
	"positioned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"overwrote" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"number" text NOT NULL,
	"name" text NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"brand_code" text NOT NULL,
	"organization_id" uuid,
	"longitude" numeric(10, 7),
	"latitude" numeric(10, 7),
	"limit_meters" integer,
	"remark" text DEFAULT '' NOT NULL,
	"positioned_at" timestamp with time zone,
	"positioned_by" uuid,
	"reposition_enabled" boolean DEFAULT false NOT NULL,
	"attendance_location_id" uuid,
	CONSTRAINT "counters_limit_ck" CHECK ("counters"."limit_meters" is null or "counters"."limit_meters" > 0)
);
--> statement-breakpoint
CREATE TABLE "fund_transfers" (
	"apply_id" uuid PRIMARY KEY NOT NULL,
	"eid" uuid NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"fund_handle_mode" smallint NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"seal_only" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'submitted' NOT NULL,
	CONSTRAINT "fund_transfers_mode_ck" CHECK ("fund_transfers"."fund_handle_mode" in (1, 2)),
	CONSTRAINT "fund_transfers_state_ck" CHECK ("fund_transfers"."state" in ('submitted', 'handled', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "counter_positions" ADD CONSTRAINT "counter_positions_counter_id_counters_id_fk" FOREIGN KEY ("counter_id") REFERENCES "public"."counters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_positions" ADD CONSTRAINT "counter_positions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_positions" ADD CONSTRAINT "counter_positions_positioned_by_employees_eid_fk" FOREIGN KEY ("positioned_by") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counters" ADD CONSTRAINT "counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counters" ADD CONSTRAINT "counters_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counters" ADD CONSTRAINT "counters_positioned_by_employees_eid_fk" FOREIGN KEY ("positioned_by") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counters" ADD CONSTRAINT "counters_attendance_location_id_attendance_locations_id_fk" FOREIGN KEY ("attendance_location_id") REFERENCES "public"."attendance_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_transfers" ADD CONSTRAINT "fund_transfers_apply_id_applies_id_fk" FOREIGN KEY ("apply_id") REFERENCES "public"."applies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_transfers" ADD CONSTRAINT "fund_transfers_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "counter_positions_counter_idx" ON "counter_positions" USING btree ("counter_id","positioned_at");--> statement-breakpoint
CREATE UNIQUE INDEX "counters_company_number_uq" ON "counters" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "counters_company_city_idx" ON "counters" USING btree ("company_id","province","city");--> statement-breakpoint
CREATE UNIQUE INDEX "fund_transfers_active_uq" ON "fund_transfers" USING btree ("eid") WHERE "fund_transfers"."state" in ('submitted', 'handled');--> statement-breakpoint
CREATE INDEX "fund_transfers_eid_idx" ON "fund_transfers" USING btree ("eid");