-- A task carries its request's kind, so the approver's lists and counts pick and group tasks by kind
-- without joining every task to its request. Existing tasks take the kind of their request, and so
-- does a task inserted without one (by the release before this one, still running during a rolling
-- update): the trigger can go a release later.
DROP INDEX "approval_tasks_assignee_idx";--> statement-breakpoint
DROP INDEX "approval_tasks_assignee_apply_idx";--> statement-breakpoint
ALTER TABLE "approval_tasks" ADD COLUMN "kind" text;--> statement-breakpoint
UPDATE "approval_tasks" t SET "kind" = a."kind" FROM "applies" a WHERE a."id" = t."apply_id";--> statement-breakpoint
ALTER TABLE "approval_tasks" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "approval_tasks_assignee_idx" ON "approval_tasks" USING btree ("assignee_eid","status","kind","created_at");--> statement-breakpoint
CREATE INDEX "approval_tasks_assignee_apply_idx" ON "approval_tasks" USING btree ("assignee_eid","status","kind","apply_id","acted_at");--> statement-breakpoint
CREATE FUNCTION "approval_tasks_kind_of_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."kind" IS NULL THEN
		SELECT a."kind" INTO NEW."kind" FROM "applies" a WHERE a."id" = NEW."apply_id";
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "approval_tasks_kind_of_apply" BEFORE INSERT ON "approval_tasks"
	FOR EACH ROW EXECUTE FUNCTION "approval_tasks_kind_of_apply"();
