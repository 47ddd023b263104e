CREATE TABLE "income_declaration_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"declaration_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"document_no" text DEFAULT '' NOT NULL,
	"amount" bigint NOT NULL,
	"tax_withheld" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "income_declaration_items_kind_ck" CHECK ("income_declaration_items"."kind" in ('income', 'donation', 'preference')),
	CONSTRAINT "income_declaration_items_amount_ck" CHECK ("income_declaration_items"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "income_declarations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"eid" uuid NOT NULL,
	"year" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"submit_request_id" uuid,
	"figures" jsonb,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "income_declarations_status_ck" CHECK ("income_declarations"."status" in ('draft', 'submitted'))
);
--> statement-breakpoint
ALTER TABLE "income_declaration_items" ADD CONSTRAINT "income_declaration_items_declaration_id_income_declarations_id_fk" FOREIGN KEY ("declaration_id") REFERENCES "public"."income_declarations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_declarations" ADD CONSTRAINT "income_declarations_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "income_declaration_items_declaration_idx" ON "income_declaration_items" USING btree ("declaration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "income_declarations_eid_year_uq" ON "income_declarations" USING btree ("eid","year");