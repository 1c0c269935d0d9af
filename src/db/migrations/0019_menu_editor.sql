ALTER TABLE "items" ADD COLUMN "ingredients" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "photo_key" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "portion_sales" ADD COLUMN "portions" integer;--> statement-breakpoint
ALTER TABLE "portion_sales" ADD CONSTRAINT "portion_sales_portions_non_negative" CHECK ("portion_sales"."portions" is null or "portion_sales"."portions" >= 0);