CREATE TABLE "uniform_issues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"eid" uuid NOT NULL,
	"item" text NOT NULL,
	"size" text NOT NULL,
	"quantity" integer NOT NULL,
	"issued_on" date NOT NULL,
	"issued_by" uuid NOT NULL,
	"client_request_id" uuid NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uniform_issues_quantity_ck" CHECK ("uniform_issues"."quantity" between 1 and 20)
);
--> statement-breakpoint
ALTER TABLE "uniform_issues" ADD CONSTRAINT "uniform_issues_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uniform_issues" ADD CONSTRAINT "uniform_issues_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uniform_issues" ADD CONSTRAINT "uniform_issues_issued_by_employees_eid_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uniform_issues_eid_idx" ON "uniform_issues" USING btree ("eid","issued_on");--> statement-breakpoint
CREATE INDEX "uniform_issues_company_idx" ON "uniform_issues" USING btree ("company_id","confirmed_at","issued_on");--> statement-breakpoint
CREATE UNIQUE INDEX "uniform_issues_request_uq" ON "uniform_issues" USING btree ("issued_by","client_request_id");