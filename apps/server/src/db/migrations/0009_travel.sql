CREATE TABLE "local_travel_applies" (
	"apply_id" uuid PRIMARY KEY NOT NULL,
	"category_id" uuid NOT NULL,
	"type" smallint NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"time_length" numeric(8, 2) NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"arrival_name" text DEFAULT '' NOT NULL,
	"transportation" text DEFAULT '' NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "local_travel_applies_type_ck" CHECK ("local_travel_applies"."type" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "outing_cancels" (
	"apply_id" uuid PRIMARY KEY NOT NULL,
	"outing_apply_id" uuid NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"open" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travel_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"code" text NOT NULL,
	"type" smallint NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ja" text NOT NULL,
	"uom" smallint NOT NULL,
	"is_remark_required" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "travel_categories_type_ck" CHECK ("travel_categories"."type" between 0 and 1)
);
--> statement-breakpoint
ALTER TABLE "local_travel_applies" ADD CONSTRAINT "local_travel_applies_apply_id_applies_id_fk" FOREIGN KEY ("apply_id") REFERENCES "public"."applies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_travel_applies" ADD CONSTRAINT "local_travel_applies_category_id_travel_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."travel_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outing_cancels" ADD CONSTRAINT "outing_cancels_apply_id_applies_id_fk" FOREIGN KEY ("apply_id") REFERENCES "public"."applies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outing_cancels" ADD CONSTRAINT "outing_cancels_outing_apply_id_local_travel_applies_apply_id_fk" FOREIGN KEY ("outing_apply_id") REFERENCES "public"."local_travel_applies"("apply_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_categories" ADD CONSTRAINT "travel_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outing_cancels_outing_idx" ON "outing_cancels" USING btree ("outing_apply_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outing_cancels_open_uq" ON "outing_cancels" USING btree ("outing_apply_id") WHERE "outing_cancels"."open";--> statement-breakpoint
CREATE UNIQUE INDEX "travel_categories_company_code_uq" ON "travel_categories" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "travel_categories_company_type_idx" ON "travel_categories" USING btree ("company_id","type","sort");