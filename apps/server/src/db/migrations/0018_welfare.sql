CREATE TABLE "welfare_address_reads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"reader_eid" uuid NOT NULL,
	"read_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "welfare_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"right_id" uuid NOT NULL,
	"eid" uuid NOT NULL,
	"package_id" uuid,
	"receipt_no" text NOT NULL,
	"delivery" text NOT NULL,
	"value_fen" integer NOT NULL,
	"consignee" text,
	"tel" text,
	"province" text,
	"city" text,
	"area" text,
	"street_name" text,
	"pickup_point" jsonb,
	"voucher_code" text,
	"voucher_valid_to" date,
	"status" smallint NOT NULL,
	"express_company" text,
	"express_number" text,
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"handled_by" uuid,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "welfare_claims_delivery_ck" CHECK ("welfare_claims"."delivery" in ('express', 'pickup', 'voucher')),
	CONSTRAINT "welfare_claims_status_ck" CHECK ("welfare_claims"."status" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "welfare_menu_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"names" jsonb NOT NULL,
	"image_path" text NOT NULL,
	"color" text NOT NULL,
	"menu_url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "welfare_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"page" text NOT NULL,
	"partner_names" jsonb NOT NULL,
	"titles" jsonb NOT NULL,
	"discounts" jsonb NOT NULL,
	"usages" jsonb NOT NULL,
	"code" text,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"image_path" text NOT NULL,
	"color" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "welfare_offers_page_ck" CHECK ("welfare_offers"."page" in ('preferential', 'elife', 'eshow'))
);
--> statement-breakpoint
CREATE TABLE "welfare_right_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"right_id" uuid NOT NULL,
	"names" jsonb NOT NULL,
	"contents" jsonb NOT NULL,
	"value_fen" integer NOT NULL,
	"stock" integer,
	"claimed_count" integer DEFAULT 0 NOT NULL,
	"image_path" text NOT NULL,
	"color" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "welfare_right_packages_value_ck" CHECK ("welfare_right_packages"."value_fen" >= 0),
	CONSTRAINT "welfare_right_packages_stock_ck" CHECK ("welfare_right_packages"."claimed_count" >= 0 and ("welfare_right_packages"."stock" is null or "welfare_right_packages"."claimed_count" <= "welfare_right_packages"."stock"))
);
--> statement-breakpoint
CREATE TABLE "welfare_rights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"year" smallint NOT NULL,
	"kind" text NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"value_fen" integer DEFAULT 0 NOT NULL,
	"employee_types" text[],
	"claim_from" timestamp with time zone NOT NULL,
	"claim_to" timestamp with time zone NOT NULL,
	"allow_express" boolean DEFAULT true NOT NULL,
	"pickup_point" jsonb,
	"voucher_prefix" text,
	"voucher_valid_to" date,
	"image_path" text NOT NULL,
	"color" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "welfare_rights_kind_ck" CHECK ("welfare_rights"."kind" in ('gift', 'voucher')),
	CONSTRAINT "welfare_rights_value_ck" CHECK ("welfare_rights"."value_fen" >= 0),
	CONSTRAINT "welfare_rights_window_ck" CHECK ("welfare_rights"."claim_from" <= "welfare_rights"."claim_to")
);
--> statement-breakpoint
ALTER TABLE "welfare_address_reads" ADD CONSTRAINT "welfare_address_reads_claim_id_welfare_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."welfare_claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_address_reads" ADD CONSTRAINT "welfare_address_reads_reader_eid_employees_eid_fk" FOREIGN KEY ("reader_eid") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_claims" ADD CONSTRAINT "welfare_claims_right_id_welfare_rights_id_fk" FOREIGN KEY ("right_id") REFERENCES "public"."welfare_rights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_claims" ADD CONSTRAINT "welfare_claims_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_claims" ADD CONSTRAINT "welfare_claims_package_id_welfare_right_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."welfare_right_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_claims" ADD CONSTRAINT "welfare_claims_handled_by_employees_eid_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_menu_items" ADD CONSTRAINT "welfare_menu_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_offers" ADD CONSTRAINT "welfare_offers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_right_packages" ADD CONSTRAINT "welfare_right_packages_right_id_welfare_rights_id_fk" FOREIGN KEY ("right_id") REFERENCES "public"."welfare_rights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_rights" ADD CONSTRAINT "welfare_rights_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "welfare_address_reads_claim_idx" ON "welfare_address_reads" USING btree ("claim_id","read_at");--> statement-breakpoint
CREATE UNIQUE INDEX "welfare_claims_right_eid_uq" ON "welfare_claims" USING btree ("right_id","eid");--> statement-breakpoint
CREATE UNIQUE INDEX "welfare_claims_receipt_no_uq" ON "welfare_claims" USING btree ("receipt_no");--> statement-breakpoint
CREATE UNIQUE INDEX "welfare_claims_voucher_code_uq" ON "welfare_claims" USING btree ("voucher_code");--> statement-breakpoint
CREATE INDEX "welfare_claims_eid_idx" ON "welfare_claims" USING btree ("eid","claimed_at");--> statement-breakpoint
CREATE INDEX "welfare_claims_right_status_idx" ON "welfare_claims" USING btree ("right_id","status");--> statement-breakpoint
CREATE INDEX "welfare_menu_items_company_idx" ON "welfare_menu_items" USING btree ("company_id","sort");--> statement-breakpoint
CREATE INDEX "welfare_offers_page_idx" ON "welfare_offers" USING btree ("page","valid_to");--> statement-breakpoint
CREATE INDEX "welfare_right_packages_right_idx" ON "welfare_right_packages" USING btree ("right_id","sort");--> statement-breakpoint
CREATE INDEX "welfare_rights_company_year_idx" ON "welfare_rights" USING btree ("company_id","year");