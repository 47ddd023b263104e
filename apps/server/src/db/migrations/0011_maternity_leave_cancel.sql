CREATE TABLE "leave_cancel_applies" (
	"apply_id" uuid PRIMARY KEY NOT NULL,
	"leave_apply_id" uuid NOT NULL,
	"cancel_from" date NOT NULL,
	"cancel_start" timestamp with time zone NOT NULL,
	"cancel_length" numeric(8, 2) NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	CONSTRAINT "leave_cancel_applies_length_ck" CHECK ("leave_cancel_applies"."cancel_length" > 0)
);
--> statement-breakpoint
CREATE TABLE "maternity_applies" (
	"apply_id" uuid PRIMARY KEY NOT NULL,
	"birth_time" timestamp with time zone NOT NULL,
	"birth_date" date NOT NULL,
	"dystocia" boolean DEFAULT false NOT NULL,
	"baby_count" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"granted_days" numeric(8, 2),
	CONSTRAINT "maternity_applies_babies_ck" CHECK ("maternity_applies"."baby_count" between 1 and 9)
);
--> statement-breakpoint
ALTER TABLE "leave_cancel_applies" ADD CONSTRAINT "leave_cancel_applies_apply_id_applies_id_fk" FOREIGN KEY ("apply_id") REFERENCES "public"."applies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_cancel_applies" ADD CONSTRAINT "leave_cancel_applies_leave_apply_id_applies_id_fk" FOREIGN KEY ("leave_apply_id") REFERENCES "public"."applies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maternity_applies" ADD CONSTRAINT "maternity_applies_apply_id_applies_id_fk" FOREIGN KEY ("apply_id") REFERENCES "public"."applies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leave_cancel_applies_leave_idx" ON "leave_cancel_applies" USING btree ("leave_apply_id");