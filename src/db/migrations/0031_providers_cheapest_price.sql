-- A kitchen's cheapest available item's price, kept in its row (decision record 0105): the
-- kitchens list's "price" order reads it through providers_cheapest_idx instead of computing a
-- minimum for every kitchen at read time.
ALTER TABLE "providers" ADD COLUMN "cheapest_price_kes" integer;--> statement-breakpoint
CREATE INDEX "providers_cheapest_idx" ON "providers" USING btree ("service","cheapest_price_kes","rating" DESC NULLS FIRST,"id");--> statement-breakpoint
-- Recomputes the cheapest price of these kitchens. Their rows are locked first, in id order, and
-- the minimum read by the next statement: under READ COMMITTED that statement's snapshot sees
-- what a concurrent change of the same kitchen's items committed while this one waited, so two
-- price changes at once leave the true minimum, not the one each saw alone.
CREATE FUNCTION "providers_keep_cheapest_price"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "providers" WHERE "id" = ANY(ids) ORDER BY "id" FOR UPDATE;
  UPDATE "providers" p SET "cheapest_price_kes" = c."cheapest"
  FROM (
    SELECT k."id", (SELECT min(i."price_kes") FROM "items" i WHERE i."provider_id" = k."id" AND i."available") AS "cheapest"
    FROM unnest(ids) AS k("id")
  ) c
  WHERE p."id" = c."id" AND p."cheapest_price_kes" IS DISTINCT FROM c."cheapest";
END $$;--> statement-breakpoint
-- One function for the three statement triggers (each sees only the transition tables its own
-- event has, and takes its own branch): a statement's items at once, so a seed's thousands of
-- rows cost one update per kitchen. An update counts only where a price, the availability or the
-- kitchen changed. The triggers' names sort before "items_bump_catalogue_version": triggers of
-- one event run in name order, so the kitchen's row is locked before the catalogue version's, the
-- order a pause takes them in (its kitchen's row, then its own version bump); the other way
-- round, a menu change and a pause of the same kitchen at once could deadlock.
CREATE FUNCTION "items_adjust_cheapest"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "providers_keep_cheapest_price"(ARRAY(SELECT DISTINCT "provider_id" FROM new_items));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "providers_keep_cheapest_price"(ARRAY(SELECT DISTINCT "provider_id" FROM old_items));
  ELSE
    PERFORM "providers_keep_cheapest_price"(ARRAY(
      SELECT k."id" FROM new_items n JOIN old_items o ON o."id" = n."id",
        LATERAL (VALUES (n."provider_id"), (o."provider_id")) AS k("id")
      WHERE n."price_kes" IS DISTINCT FROM o."price_kes" OR n."available" IS DISTINCT FROM o."available"
        OR n."provider_id" IS DISTINCT FROM o."provider_id"
      GROUP BY k."id"
    ));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "items_adjust_cheapest_after_insert" AFTER INSERT ON "items" REFERENCING NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION "items_adjust_cheapest"();--> statement-breakpoint
CREATE TRIGGER "items_adjust_cheapest_after_update" AFTER UPDATE ON "items" REFERENCING NEW TABLE AS new_items OLD TABLE AS old_items
  FOR EACH STATEMENT EXECUTE FUNCTION "items_adjust_cheapest"();--> statement-breakpoint
CREATE TRIGGER "items_adjust_cheapest_after_delete" AFTER DELETE ON "items" REFERENCING OLD TABLE AS old_items
  FOR EACH STATEMENT EXECUTE FUNCTION "items_adjust_cheapest"();--> statement-breakpoint
-- The kitchens already stored.
UPDATE "providers" p SET "cheapest_price_kes" = (
  SELECT min(i."price_kes") FROM "items" i WHERE i."provider_id" = p."id" AND i."available"
);
