CREATE TABLE "company_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"file_key" text NOT NULL,
	"size" bigint NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fund_accounts" (
	"eid" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"account_no_sealed" text NOT NULL,
	"city" text NOT NULL,
	"opened_on" date NOT NULL,
	"status" text DEFAULT 'normal' NOT NULL,
	"opening_balance" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reimbursements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"eid" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"claim_no" text NOT NULL,
	"category" text NOT NULL,
	"amount" bigint NOT NULL,
	"submitted_on" date NOT NULL,
	"status" text NOT NULL,
	"paid_on" date,
	"lines" jsonb NOT NULL,
	"steps" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reimbursements_claim_no_unique" UNIQUE("claim_no"),
	CONSTRAINT "reimbursements_amount_ck" CHECK ("reimbursements"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "social_security_cards" (
	"eid" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"status" text NOT NULL,
	"card_no_sealed" text NOT NULL,
	"bank" text NOT NULL,
	"city" text NOT NULL,
	"applied_on" date NOT NULL,
	"issued_on" date,
	"lost_reported_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_uploaded_by_employees_eid_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."employees"("eid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_accounts" ADD CONSTRAINT "fund_accounts_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_accounts" ADD CONSTRAINT "fund_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursements" ADD CONSTRAINT "reimbursements_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursements" ADD CONSTRAINT "reimbursements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_security_cards" ADD CONSTRAINT "social_security_cards_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_security_cards" ADD CONSTRAINT "social_security_cards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_documents_company_idx" ON "company_documents" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "reimbursements_eid_submitted_idx" ON "reimbursements" USING btree ("eid","submitted_on");