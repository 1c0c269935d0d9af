-- The lists' other orders walked through indexes and stopped at a page (decision record 0117):
-- the delivery fee, the newest and the most ordered for kitchens; the price, the newest and the
-- most ordered for meals. "Most ordered" is the orders (a kitchen) or portions (a meal) of the
-- last 30 days that were not cancelled or left unpaid; it was counted for every kitchen and meal
-- at each read, and is now kept in the row by the minute's popularity sweep.
ALTER TABLE "items" ADD COLUMN "recent_portions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "recent_orders" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "items_price_idx" ON "items" USING btree ("service","price_kes","id");--> statement-breakpoint
CREATE INDEX "items_newest_idx" ON "items" USING btree ("service","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "items_popular_idx" ON "items" USING btree ("service","recent_portions" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "providers_fee_idx" ON "providers" USING btree ("service","delivery_fee_kes","rating" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "providers_newest_idx" ON "providers" USING btree ("service","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "providers_popular_idx" ON "providers" USING btree ("service","recent_orders" DESC NULLS FIRST,"rating" DESC NULLS FIRST,"id");--> statement-breakpoint
-- The popularity sweep rewrites these counts alone, and they are not the catalogue's content:
-- a kept answer sorted by them may lag as it did when they were counted at read time, until the
-- next change of the catalogue. The sweep says so for its own transaction; every other write of
-- a catalogue table announces a new version as before.
CREATE OR REPLACE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('homecooked.popularity_sweep', true) = 'on' THEN
    RETURN NULL;
  END IF;
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The counts of what is already stored; the sweep keeps them from now on.
UPDATE "providers" p SET "recent_orders" = c."n"
FROM (
  SELECT "kitchen_id", count(*)::int AS "n" FROM "orders"
  WHERE "status" NOT IN ('awaiting-payment', 'cancelled') AND "created_at" > now() - interval '30 days'
  GROUP BY "kitchen_id"
) c
WHERE p."id" = c."kitchen_id";--> statement-breakpoint
UPDATE "items" i SET "recent_portions" = c."n"
FROM (
  SELECT oi."item_id", sum(oi."quantity")::int AS "n" FROM "order_items" oi JOIN "orders" o ON o."id" = oi."order_id"
  WHERE o."status" NOT IN ('awaiting-payment', 'cancelled') AND o."created_at" > now() - interval '30 days'
  GROUP BY oi."item_id"
) c
WHERE i."id" = c."item_id";
