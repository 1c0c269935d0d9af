CREATE TYPE "public"."allergen" AS ENUM('gluten', 'milk', 'egg', 'peanut', 'tree-nut', 'fish', 'shellfish', 'soy', 'sesame');--> statement-breakpoint
CREATE TYPE "public"."cuisine" AS ENUM('kenyan', 'kikuyu', 'luo', 'luhya', 'kamba', 'swahili-coast', 'somali', 'ethiopian', 'ugandan', 'indian-kenyan', 'nyama-choma', 'vegetarian', 'breakfast', 'bakery');--> statement-breakpoint
CREATE TYPE "public"."dietary_tag" AS ENUM('vegetarian', 'vegan', 'halal', 'gluten-free', 'dairy-free', 'spicy');--> statement-breakpoint
CREATE TYPE "public"."item_category" AS ENUM('main', 'stew', 'grill', 'rice', 'side', 'breakfast', 'snack', 'soup', 'dessert', 'drink');--> statement-breakpoint
CREATE TYPE "public"."item_kind" AS ENUM('meal', 'product', 'experience', 'produce', 'recipe');--> statement-breakpoint
CREATE TYPE "public"."neighbourhood" AS ENUM('Westlands', 'Kilimani', 'Kileleshwa', 'Lavington', 'South B', 'South C', 'Karen', 'Langata', 'Kasarani', 'Roysambu', 'Ruaka', 'Parklands', 'Eastleigh', 'Embakasi', 'Donholm', 'Buruburu', 'Ngong Road', 'Rongai', 'Kitengela', 'CBD');--> statement-breakpoint
CREATE TYPE "public"."provider_kind" AS ENUM('kitchen', 'restaurant', 'store', 'chef', 'farmer', 'creator');--> statement-breakpoint
CREATE TYPE "public"."service" AS ENUM('food', 'grocery', 'chef', 'farm', 'cookbook');--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"percent_off" integer,
	"amount_off_kes" integer,
	"min_order_kes" integer DEFAULT 0 NOT NULL,
	"max_uses" integer NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupons_one_discount" CHECK (("coupons"."percent_off" is null) <> ("coupons"."amount_off_kes" is null))
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"service" "service" NOT NULL,
	"kind" "item_kind" NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price_kes" integer NOT NULL,
	"category" "item_category" NOT NULL,
	"dietary_tags" "dietary_tag"[] DEFAULT '{}' NOT NULL,
	"allergens" "allergen"[] DEFAULT '{}' NOT NULL,
	"daily_portions" integer NOT NULL,
	"image" text NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "items_price_positive" CHECK ("items"."price_kes" > 0),
	CONSTRAINT "items_portions_non_negative" CHECK ("items"."daily_portions" >= 0)
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"item_id" integer,
	"service" "service" NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"percent_off" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "offers_percent_range" CHECK ("offers"."percent_off" > 0 and "offers"."percent_off" <= 90)
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"service" "service" NOT NULL,
	"kind" "provider_kind" NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"owner_name" text NOT NULL,
	"tagline" text NOT NULL,
	"story" text NOT NULL,
	"neighbourhood" "neighbourhood" NOT NULL,
	"landmark" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"cuisines" "cuisine"[] DEFAULT '{}' NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"rating" double precision DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"delivery_fee_kes" integer NOT NULL,
	"min_order_kes" integer DEFAULT 0 NOT NULL,
	"prep_minutes" integer NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"cover_image" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "providers_rating_range" CHECK ("providers"."rating" >= 0 and "providers"."rating" <= 5),
	CONSTRAINT "providers_fees_non_negative" CHECK ("providers"."delivery_fee_kes" >= 0 and "providers"."min_order_kes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "items_provider_slug_key" ON "items" USING btree ("provider_id","slug");--> statement-breakpoint
CREATE INDEX "items_service_idx" ON "items" USING btree ("service","available");--> statement-breakpoint
CREATE INDEX "items_provider_idx" ON "items" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "offers_service_idx" ON "offers" USING btree ("service","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "providers_slug_key" ON "providers" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "providers_service_idx" ON "providers" USING btree ("service","active");--> statement-breakpoint
CREATE INDEX "providers_lat_lng_idx" ON "providers" USING btree ("lat","lng");