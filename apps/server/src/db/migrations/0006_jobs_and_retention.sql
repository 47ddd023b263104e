CREATE TABLE "embedded_job_schedules" (
	"name" text PRIMARY KEY NOT NULL,
	"cron" text NOT NULL,
	"time_zone" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_sent_for" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "embedded_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"singleton_key" text,
	"state" text DEFAULT 'created' NOT NULL,
	"start_after" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "embedded_jobs_due_idx" ON "embedded_jobs" USING btree ("start_after") WHERE "embedded_jobs"."state" = 'created';--> statement-breakpoint
CREATE UNIQUE INDEX "embedded_jobs_singleton_uq" ON "embedded_jobs" USING btree ("name","singleton_key") WHERE "embedded_jobs"."state" = 'created' and "embedded_jobs"."singleton_key" is not null;--> statement-breakpoint
CREATE INDEX "approval_tasks_open_since_idx" ON "approval_tasks" USING btree ("created_at") WHERE "approval_tasks"."status" = 0;--> statement-breakpoint
CREATE INDEX "notifications_created_idx" ON "notifications" USING btree ("created_at");