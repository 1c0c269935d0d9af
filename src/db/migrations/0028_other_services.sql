-- The grocery, farm, chef and cookbook services on the one catalogue: what an item's price is
-- for (its unit), how long an experience lasts, which grocery products a recipe needs, and a
-- visitor's one cart token keeping a cart per service.
CREATE TYPE "public"."item_unit" AS ENUM('portion', 'kg', 'bunch', 'piece', 'litre', 'tray', 'guest', 'recipe');--> statement-breakpoint
ALTER TYPE "public"."item_category" ADD VALUE 'vegetables';--> statement-breakpoint
ALTER TYPE "public"."item_category" ADD VALUE 'fruit';--> statement-breakpoint
ALTER TYPE "public"."item_category" ADD VALUE 'staples';--> statement-breakpoint
ALTER TYPE "public"."item_category" ADD VALUE 'dairy';--> statement-breakpoint
ALTER TYPE "public"."item_category" ADD VALUE 'experience';--> statement-breakpoint
ALTER TYPE "public"."item_category" ADD VALUE 'recipe';--> statement-breakpoint
CREATE TABLE "recipe_ingredients" (
	"recipe_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount" text NOT NULL,
	CONSTRAINT "recipe_ingredients_recipe_id_product_id_pk" PRIMARY KEY("recipe_id","product_id"),
	CONSTRAINT "recipe_ingredients_quantity_range" CHECK ("recipe_ingredients"."quantity" between 1 and 50)
);
--> statement-breakpoint
ALTER TABLE "items" DROP CONSTRAINT "items_price_positive";--> statement-breakpoint
DROP INDEX "carts_token_hash_key";--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "unit" "item_unit" DEFAULT 'portion' NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "duration_minutes" integer;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_recipe_id_items_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_product_id_items_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_ingredients_product_idx" ON "recipe_ingredients" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_token_hash_service_key" ON "carts" USING btree ("token_hash","service");--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_duration_positive" CHECK ("items"."duration_minutes" is null or "items"."duration_minutes" > 0);--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_price_positive" CHECK ("items"."price_kes" > 0 or ("items"."kind" = 'recipe' and "items"."price_kes" = 0));--> statement-breakpoint
-- A recipe's ingredients are shown on its page, kept by the page cache (decision 0014).
CREATE TRIGGER "recipe_ingredients_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "recipe_ingredients" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
