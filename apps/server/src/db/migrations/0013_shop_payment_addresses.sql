CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"eid" uuid NOT NULL,
	"user_name" text NOT NULL,
	"tel" text NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"area" text DEFAULT '' NOT NULL,
	"post_code" text DEFAULT '' NOT NULL,
	"street_name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notification_id" text NOT NULL,
	"out_trade_no" text NOT NULL,
	"transaction_id" text,
	"trade_state" text NOT NULL,
	"amount_fen" integer,
	"outcome" text NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"out_trade_no" text NOT NULL,
	"payable_kind" text NOT NULL,
	"payable_id" uuid NOT NULL,
	"eid" uuid NOT NULL,
	"amount_fen" integer NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"prepay_id" text,
	"transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status_ck" CHECK ("payments"."status" in ('created', 'paid', 'closed', 'refund_pending', 'refunded')),
	CONSTRAINT "payments_amount_ck" CHECK ("payments"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_freight_rules" (
	"seller_id" uuid NOT NULL,
	"region" text NOT NULL,
	"fee_fen" integer NOT NULL,
	CONSTRAINT "shop_freight_rules_seller_id_region_pk" PRIMARY KEY("seller_id","region"),
	CONSTRAINT "shop_freight_rules_fee_ck" CHECK ("shop_freight_rules"."fee_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_gifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"icon_key" text,
	"stock" integer NOT NULL,
	CONSTRAINT "shop_gifts_stock_ck" CHECK ("shop_gifts"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_goods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"icon_key" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"properties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_fen" integer NOT NULL,
	"old_price_fen" integer,
	"stock" integer NOT NULL,
	"limited_type" smallint DEFAULT 0 NOT NULL,
	"limited" integer DEFAULT 0 NOT NULL,
	"is_virtual" boolean DEFAULT false NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_goods_price_ck" CHECK ("shop_goods"."price_fen" >= 0),
	CONSTRAINT "shop_goods_stock_ck" CHECK ("shop_goods"."stock" >= 0),
	CONSTRAINT "shop_goods_limited_type_ck" CHECK ("shop_goods"."limited_type" between 0 and 2),
	CONSTRAINT "shop_goods_limited_ck" CHECK ("shop_goods"."limited" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_order_gifts" (
	"order_id" uuid NOT NULL,
	"gift_id" uuid NOT NULL,
	"gift_name" text NOT NULL,
	"icon_key" text,
	"qty" integer NOT NULL,
	CONSTRAINT "shop_order_gifts_order_id_gift_id_pk" PRIMARY KEY("order_id","gift_id"),
	CONSTRAINT "shop_order_gifts_qty_ck" CHECK ("shop_order_gifts"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"goods_id" uuid NOT NULL,
	"product_name" text NOT NULL,
	"icon_key" text,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_fen" integer NOT NULL,
	"qty" integer NOT NULL,
	CONSTRAINT "shop_order_lines_qty_ck" CHECK ("shop_order_lines"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" text NOT NULL,
	"shop" text NOT NULL,
	"seller_id" uuid NOT NULL,
	"eid" uuid NOT NULL,
	"status" smallint NOT NULL,
	"client_key" text NOT NULL,
	"delivery_mode" text NOT NULL,
	"consignee" text,
	"contact" text,
	"province" text,
	"city" text,
	"area" text,
	"address" text,
	"zipcode" text,
	"pickup_address" text,
	"pickup_phone" text,
	"old_total_fen" integer NOT NULL,
	"promotion_fen" integer NOT NULL,
	"freight_fen" integer NOT NULL,
	"freight_discount_fen" integer NOT NULL,
	"total_fen" integer NOT NULL,
	"is_virtual" boolean DEFAULT false NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"express_company" text,
	"express_number" text,
	"pay_before" timestamp with time zone,
	"close_reason" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_orders_shop_ck" CHECK ("shop_orders"."shop" in ('sales', 'welfare')),
	CONSTRAINT "shop_orders_status_ck" CHECK ("shop_orders"."status" between 1 and 7),
	CONSTRAINT "shop_orders_delivery_mode_ck" CHECK ("shop_orders"."delivery_mode" in ('Express', 'PickedUP', 'PickedPay')),
	CONSTRAINT "shop_orders_total_ck" CHECK ("shop_orders"."total_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_promotion_gifts" (
	"promotion_id" uuid NOT NULL,
	"gift_id" uuid NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "shop_promotion_gifts_promotion_id_gift_id_pk" PRIMARY KEY("promotion_id","gift_id"),
	CONSTRAINT "shop_promotion_gifts_count_ck" CHECK ("shop_promotion_gifts"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"type" smallint NOT NULL,
	"discount_rate" smallint,
	"satisfy_fen" integer,
	"decrease_fen" integer,
	"freight_satisfy_fen" integer,
	"freight_decrease_fen" integer,
	"descriptions" jsonb NOT NULL,
	CONSTRAINT "shop_promotions_type_ck" CHECK ("shop_promotions"."type" in (0, 1, 3, 4)),
	CONSTRAINT "shop_promotions_rate_ck" CHECK ("shop_promotions"."discount_rate" is null or "shop_promotions"."discount_rate" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "shop_sellers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop" text NOT NULL,
	"company_id" uuid,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"logo_key" text,
	"delivery_mode" smallint NOT NULL,
	"express_fee_fen" integer DEFAULT 2000 NOT NULL,
	"pickup_address" text,
	"pickup_phone" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "shop_sellers_shop_ck" CHECK ("shop_sellers"."shop" in ('sales', 'welfare')),
	CONSTRAINT "shop_sellers_delivery_mode_ck" CHECK ("shop_sellers"."delivery_mode" between 1 and 4),
	CONSTRAINT "shop_sellers_express_fee_ck" CHECK ("shop_sellers"."express_fee_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_virtual_stores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"goods_id" uuid NOT NULL,
	"names" jsonb NOT NULL,
	"address" text NOT NULL,
	"phone" text,
	"opening_hours" text,
	"stock" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_freight_rules" ADD CONSTRAINT "shop_freight_rules_seller_id_shop_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."shop_sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_gifts" ADD CONSTRAINT "shop_gifts_seller_id_shop_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."shop_sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_goods" ADD CONSTRAINT "shop_goods_seller_id_shop_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."shop_sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_events" ADD CONSTRAINT "shop_order_events_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_gifts" ADD CONSTRAINT "shop_order_gifts_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_gifts" ADD CONSTRAINT "shop_order_gifts_gift_id_shop_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."shop_gifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_lines" ADD CONSTRAINT "shop_order_lines_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_lines" ADD CONSTRAINT "shop_order_lines_goods_id_shop_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."shop_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_seller_id_shop_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."shop_sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_eid_employees_eid_fk" FOREIGN KEY ("eid") REFERENCES "public"."employees"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_promotion_gifts" ADD CONSTRAINT "shop_promotion_gifts_promotion_id_shop_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."shop_promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_promotion_gifts" ADD CONSTRAINT "shop_promotion_gifts_gift_id_shop_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."shop_gifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_promotions" ADD CONSTRAINT "shop_promotions_seller_id_shop_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."shop_sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_sellers" ADD CONSTRAINT "shop_sellers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_virtual_stores" ADD CONSTRAINT "shop_virtual_stores_goods_id_shop_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."shop_goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_eid_idx" ON "addresses" USING btree ("eid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_uq" ON "addresses" USING btree ("eid") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notifications_id_uq" ON "payment_notifications" USING btree ("notification_id");--> statement-breakpoint
CREATE INDEX "payment_notifications_trade_idx" ON "payment_notifications" USING btree ("out_trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_out_trade_no_uq" ON "payments" USING btree ("out_trade_no");--> statement-breakpoint
CREATE INDEX "payments_payable_idx" ON "payments" USING btree ("payable_kind","payable_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_paid_uq" ON "payments" USING btree ("payable_kind","payable_id") WHERE "payments"."status" in ('paid', 'refund_pending', 'refunded');--> statement-breakpoint
CREATE INDEX "shop_gifts_seller_idx" ON "shop_gifts" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "shop_goods_seller_idx" ON "shop_goods" USING btree ("seller_id","sort");--> statement-breakpoint
CREATE INDEX "shop_order_events_order_idx" ON "shop_order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "shop_order_lines_order_idx" ON "shop_order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shop_order_lines_goods_idx" ON "shop_order_lines" USING btree ("goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_orders_number_uq" ON "shop_orders" USING btree ("order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_orders_client_key_uq" ON "shop_orders" USING btree ("eid","client_key");--> statement-breakpoint
CREATE INDEX "shop_orders_eid_status_idx" ON "shop_orders" USING btree ("eid","shop","status","created_at");--> statement-breakpoint
CREATE INDEX "shop_orders_unpaid_idx" ON "shop_orders" USING btree ("pay_before") WHERE "shop_orders"."status" = 1;--> statement-breakpoint
CREATE INDEX "shop_promotions_seller_idx" ON "shop_promotions" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "shop_sellers_shop_idx" ON "shop_sellers" USING btree ("shop","sort");--> statement-breakpoint
CREATE INDEX "shop_virtual_stores_goods_idx" ON "shop_virtual_stores" USING btree ("goods_id");