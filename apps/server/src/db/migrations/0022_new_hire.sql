CREATE TABLE "new_hire_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"eid" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failures" smallint DEFAULT 0 NOT NULL,
	"registered_at" timestamp with time zone,
	"invited_by" uuid NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "new_hire_invitations_failures_ck" CHECK ("new_hire_invitations"."failures" >= 0)
);
--> statement-breakpoint
CREATE TABLE "new_hire_work_experiences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"eid" uuid NOT NULL,
	"position" integer NOT NULL,
	"company" text NOT NULL,
	"job_title" text NOT NULL,
	"from_month" text NOT NULL,
	"to_month" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "new_hire_invitations" ADD CONSTRAINT "new_hire_invitations_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_hire_invitations" ADD CONSTRAINT "new_hire_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_hire_invitations" ADD CONSTRAINT "new_hire_invitations_invited_by_employees_eid_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_hire_work_experiences" ADD CONSTRAINT "new_hire_work_experiences_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "new_hire_invitations_code_uq" ON "new_hire_invitations" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "new_hire_invitations_eid_uq" ON "new_hire_invitations" USING btree ("eid");--> statement-breakpoint
CREATE INDEX "new_hire_invitations_company_idx" ON "new_hire_invitations" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "new_hire_work_experiences_eid_pos_uq" ON "new_hire_work_experiences" USING btree ("eid","position");