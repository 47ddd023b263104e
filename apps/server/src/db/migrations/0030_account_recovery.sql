CREATE TABLE "account_activations" (
	"eid" uuid PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_cutoffs" (
	"eid" uuid PRIMARY KEY NOT NULL,
	"revoked_before" timestamp (3) with time zone NOT NULL,
	"kept_jti" uuid
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"purpose" text NOT NULL,
	"mobile_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "sms_codes_purpose_mobile_hash_pk" PRIMARY KEY("purpose","mobile_hash")
);
--> statement-breakpoint
CREATE TABLE "sms_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_activations" ADD CONSTRAINT "account_activations_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_cutoffs" ADD CONSTRAINT "session_cutoffs_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_activations_mobile_uq" ON "account_activations" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "sms_counters_expires_idx" ON "sms_counters" USING btree ("expires_at");