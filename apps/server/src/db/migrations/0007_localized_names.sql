ALTER TABLE "attendance_rules" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "attendance_rules" ADD COLUMN "name_ja" text;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "name_ja" text;