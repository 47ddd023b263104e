ALTER TABLE "leave_categories" ADD COLUMN "remark_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "leave_categories" ADD COLUMN "remark_ja" text DEFAULT '' NOT NULL;