CREATE TABLE "article_menus" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"parent_id" uuid,
	"audience" text DEFAULT 'service' NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"name_ja" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_menus_audience_ck" CHECK ("article_menus"."audience" in ('service', 'orientation'))
);
--> statement-breakpoint
CREATE TABLE "article_reads" (
	"article_id" uuid NOT NULL,
	"eid" uuid NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "article_reads_article_id_eid_pk" PRIMARY KEY("article_id","eid")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"menu_id" uuid NOT NULL,
	"company_id" uuid,
	"kind" text DEFAULT 'html' NOT NULL,
	"title" text NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"pages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_kind_ck" CHECK ("articles"."kind" in ('html', 'pages'))
);
--> statement-breakpoint
CREATE TABLE "company_health_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"medical_policy_from" date,
	"medical_policy_to" date,
	"etc_phone" text
);
--> statement-breakpoint
CREATE TABLE "physical_exam_subscriptions" (
	"eid" uuid PRIMARY KEY NOT NULL,
	"subscribed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_menus" ADD CONSTRAINT "article_menus_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_reads" ADD CONSTRAINT "article_reads_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_reads" ADD CONSTRAINT "article_reads_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_menu_id_article_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."article_menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_health_settings" ADD CONSTRAINT "company_health_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physical_exam_subscriptions" ADD CONSTRAINT "physical_exam_subscriptions_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_menus_company_idx" ON "article_menus" USING btree ("company_id","audience");--> statement-breakpoint
CREATE INDEX "articles_menu_idx" ON "articles" USING btree ("menu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_menu_title_uq" ON "articles" USING btree ("menu_id","title");