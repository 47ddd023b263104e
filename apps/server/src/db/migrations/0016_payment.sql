CREATE TABLE "payment_sandbox_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_private_key" text NOT NULL,
	"merchant_public_key" text NOT NULL,
	"platform_private_key" text NOT NULL,
	"platform_public_key" text NOT NULL,
	"api_v3_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_sandbox_orders" (
	"prepay_id" text PRIMARY KEY NOT NULL,
	"out_trade_no" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"description" text NOT NULL,
	"notify_url" text NOT NULL,
	"status" text NOT NULL,
	"transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "payments_one_paid_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sandbox_orders_trade_uq" ON "payment_sandbox_orders" USING btree ("out_trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_paid_uq" ON "payments" USING btree ("payable_kind","payable_id") WHERE "payments"."status" = 'paid';