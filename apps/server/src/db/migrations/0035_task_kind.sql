-- A task carries its request's kind, so the approver's lists and counts pick and group tasks by kind
-- without joining every task to its request. Existing tasks take the kind of their request.
DROP INDEX "approval_tasks_assignee_idx";--> statement-breakpoint
DROP INDEX "approval_tasks_assignee_apply_idx";--> statement-breakpoint
ALTER TABLE "approval_tasks" ADD COLUMN "kind" text;--> statement-breakpoint
UPDATE "approval_tasks" t SET "kind" = a."kind" FROM "applies" a WHERE a."id" = t."apply_id";--> statement-breakpoint
ALTER TABLE "approval_tasks" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "approval_tasks_assignee_idx" ON "approval_tasks" USING btree ("assignee_eid","status","kind","created_at");--> statement-breakpoint
CREATE INDEX "approval_tasks_assignee_apply_idx" ON "approval_tasks" USING btree ("assignee_eid","status","kind","apply_id","acted_at");
