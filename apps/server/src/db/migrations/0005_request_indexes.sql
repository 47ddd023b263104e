CREATE INDEX "approval_tasks_assignee_apply_idx" ON "approval_tasks" USING btree ("assignee_eid","status","apply_id","acted_at");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("eid") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "attachments_key_id_idx" ON "attachments" USING btree ("key_id","created_at");