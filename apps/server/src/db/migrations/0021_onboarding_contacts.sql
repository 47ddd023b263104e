CREATE TABLE "onboarding_service_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"organization_id" uuid,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_service_contacts_kind_ck" CHECK ("onboarding_service_contacts"."kind" in ('operator', 'organization'))
);
--> statement-breakpoint
ALTER TABLE "onboarding_service_contacts" ADD CONSTRAINT "onboarding_service_contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_service_contacts" ADD CONSTRAINT "onboarding_service_contacts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_service_contacts_uq" ON "onboarding_service_contacts" USING btree ("company_id","kind",coalesce("organization_id", '00000000-0000-0000-0000-000000000000'::uuid));