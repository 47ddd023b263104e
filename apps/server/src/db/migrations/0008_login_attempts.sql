CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_known_sources" (
	"user_name" text NOT NULL,
	"address" text NOT NULL,
	"last_success_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_known_sources_user_name_address_pk" PRIMARY KEY("user_name","address")
);
--> statement-breakpoint
DROP TABLE "login_throttle" CASCADE;