-- A kitchen's verification, kept in its row (decision record 0105): the earliest expiry of its
-- checked documents when every kind was checked, else null. The badge and the "verified" filter
-- compare it with today when read, so an expired document still drops the badge by itself
-- (decision 0020), but a list reads one column instead of counting each kitchen's documents (the
-- filter's walk at 1,000 times the demo catalogue counted them for every kitchen it passed).
ALTER TABLE "providers" ADD COLUMN "verified_until" date;--> statement-breakpoint
-- Recomputes these kitchens' expiry. Their rows are locked first, in id order, and the documents
-- read by the next statement, as for the cheapest price (migration 0031): two checks of one
-- kitchen at once leave what both committed. The lock is FOR NO KEY UPDATE, the one the update
-- takes anyway: each document's foreign key holds a KEY SHARE lock on its kitchen, which FOR
-- UPDATE waits for, so two documents of one kitchen written at once deadlocked (seen in
-- tests/api/kitchen-verification-kept.test.ts on Postgres). "Every kind" is the enum's every value,
-- so a kind added later is required without touching this function.
CREATE FUNCTION "providers_keep_verified_until"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "providers" WHERE "id" = ANY(ids) ORDER BY "id" FOR NO KEY UPDATE;
  UPDATE "providers" p SET "verified_until" = c."until"
  FROM (
    SELECT k."id", (
      SELECT CASE WHEN count(*) = cardinality(enum_range(NULL::"document_kind")) THEN min(d."expires_on") END
      FROM "kitchen_documents" d WHERE d."provider_id" = k."id"
    ) AS "until"
    FROM unnest(ids) AS k("id")
  ) c
  WHERE p."id" = c."id" AND p."verified_until" IS DISTINCT FROM c."until";
END $$;--> statement-breakpoint
-- The cheapest price's lock, the same way: two meals added to one kitchen at once held each
-- other's KEY SHARE locks and deadlocked on FOR UPDATE.
CREATE OR REPLACE FUNCTION "providers_keep_cheapest_price"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "providers" WHERE "id" = ANY(ids) ORDER BY "id" FOR NO KEY UPDATE;
  UPDATE "providers" p SET "cheapest_price_kes" = c."cheapest"
  FROM (
    SELECT k."id", (SELECT min(i."price_kes") FROM "items" i WHERE i."provider_id" = k."id" AND i."available") AS "cheapest"
    FROM unnest(ids) AS k("id")
  ) c
  WHERE p."id" = c."id" AND p."cheapest_price_kes" IS DISTINCT FROM c."cheapest";
END $$;--> statement-breakpoint
-- A statement's documents at once (a seed's thousands cost one update per kitchen). The triggers'
-- names sort before "kitchen_documents_bump_catalogue_version": the kitchen's row is locked before
-- the catalogue version, the order every other writer takes them in.
CREATE FUNCTION "kitchen_documents_adjust_verified"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "providers_keep_verified_until"(ARRAY(SELECT DISTINCT "provider_id" FROM new_documents));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "providers_keep_verified_until"(ARRAY(SELECT DISTINCT "provider_id" FROM old_documents));
  ELSE
    PERFORM "providers_keep_verified_until"(ARRAY(
      SELECT DISTINCT k."id" FROM (
        SELECT "provider_id" FROM new_documents UNION SELECT "provider_id" FROM old_documents
      ) AS k("id")
    ));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "kitchen_documents_adjust_verified_after_insert" AFTER INSERT ON "kitchen_documents" REFERENCING NEW TABLE AS new_documents
  FOR EACH STATEMENT EXECUTE FUNCTION "kitchen_documents_adjust_verified"();--> statement-breakpoint
CREATE TRIGGER "kitchen_documents_adjust_verified_after_update" AFTER UPDATE ON "kitchen_documents" REFERENCING NEW TABLE AS new_documents OLD TABLE AS old_documents
  FOR EACH STATEMENT EXECUTE FUNCTION "kitchen_documents_adjust_verified"();--> statement-breakpoint
CREATE TRIGGER "kitchen_documents_adjust_verified_after_delete" AFTER DELETE ON "kitchen_documents" REFERENCING OLD TABLE AS old_documents
  FOR EACH STATEMENT EXECUTE FUNCTION "kitchen_documents_adjust_verified"();--> statement-breakpoint
-- The kitchens already stored.
UPDATE "providers" p SET "verified_until" = (
  SELECT CASE WHEN count(*) = cardinality(enum_range(NULL::"document_kind")) THEN min(d."expires_on") END
  FROM "kitchen_documents" d WHERE d."provider_id" = p."id"
);
