ALTER TABLE "shop_orders" ADD COLUMN "voucher_code" text;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_orders_voucher_uq" ON "shop_orders" USING btree ("voucher_code");