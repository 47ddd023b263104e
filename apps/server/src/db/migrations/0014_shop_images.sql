CREATE TABLE "shop_image_variants" (
	"source_key" text NOT NULL,
	"width" smallint NOT NULL,
	"format" text NOT NULL,
	"variant_key" text NOT NULL,
	"bytes" integer NOT NULL,
	CONSTRAINT "shop_image_variants_source_key_width_format_pk" PRIMARY KEY("source_key","width","format"),
	CONSTRAINT "shop_image_variants_format_ck" CHECK ("shop_image_variants"."format" in ('webp', 'jpeg'))
);
--> statement-breakpoint
CREATE TABLE "shop_images" (
	"key" text PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_images_type_ck" CHECK ("shop_images"."content_type" in ('image/jpeg', 'image/png', 'image/webp'))
);
--> statement-breakpoint
ALTER TABLE "shop_image_variants" ADD CONSTRAINT "shop_image_variants_source_key_shop_images_key_fk" FOREIGN KEY ("source_key") REFERENCES "public"."shop_images"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_images_sha256_uq" ON "shop_images" USING btree ("sha256");