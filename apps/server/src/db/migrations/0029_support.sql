CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"eid" uuid NOT NULL,
	"sender" text NOT NULL,
	"client_msg_id" uuid,
	"body" text DEFAULT '' NOT NULL,
	"message_key" text,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expects" text,
	"ticket_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_sender_ck" CHECK ("chat_messages"."sender" in ('user', 'bot', 'agent'))
);
--> statement-breakpoint
CREATE TABLE "employee_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"title" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"eid" uuid NOT NULL,
	"ticket_no" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"after_hours" boolean DEFAULT false NOT NULL,
	"question" text DEFAULT '' NOT NULL,
	"answer" text,
	"answered_by" uuid,
	"answered_at" timestamp with time zone,
	"score" integer,
	"comment" text,
	"rated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_tickets_ticket_no_unique" UNIQUE("ticket_no"),
	CONSTRAINT "service_tickets_status_ck" CHECK ("service_tickets"."status" in ('open', 'answered')),
	CONSTRAINT "service_tickets_score_ck" CHECK ("service_tickets"."score" is null or "service_tickets"."score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "test_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"test_id" uuid NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"text" jsonb NOT NULL,
	"options" jsonb NOT NULL,
	"correct" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_results" (
	"test_id" uuid NOT NULL,
	"eid" uuid NOT NULL,
	"score" integer NOT NULL,
	"correct_count" integer NOT NULL,
	"total" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_results_test_id_eid_pk" PRIMARY KEY("test_id","eid")
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_ticket_id_service_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."service_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_tests" ADD CONSTRAINT "employee_tests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_tickets" ADD CONSTRAINT "service_tickets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_tickets" ADD CONSTRAINT "service_tickets_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_tickets" ADD CONSTRAINT "service_tickets_answered_by_employees_eid_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_questions" ADD CONSTRAINT "test_questions_test_id_employee_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."employee_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_test_id_employee_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."employee_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_eid_idx" ON "chat_messages" USING btree ("eid","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_uq" ON "chat_messages" USING btree ("eid","client_msg_id");--> statement-breakpoint
CREATE INDEX "service_tickets_company_idx" ON "service_tickets" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "service_tickets_eid_idx" ON "service_tickets" USING btree ("eid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "service_tickets_one_open_uq" ON "service_tickets" USING btree ("eid") WHERE "service_tickets"."status" = 'open';--> statement-breakpoint
CREATE INDEX "test_questions_test_idx" ON "test_questions" USING btree ("test_id","sort");