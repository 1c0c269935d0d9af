-- Search (SPEC §1): trigram similarity for typos and accent-insensitive text. Both extensions
-- ship with PGlite (passed to PGlite.create in src/db/client.ts) and in Postgres's contrib, and
-- both are trusted, so the database owner may create them.
CREATE EXTENSION IF NOT EXISTS "pg_trgm";
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS "unaccent";
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change), so it cannot serve an index or a
-- stored expression. Naming the dictionary makes the result depend on the text alone: this
-- wrapper is declared IMMUTABLE and lower-cases too, so 'Pilaú' and 'pilau' meet.
CREATE FUNCTION "search_text"(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;
--> statement-breakpoint
-- The 'simple' configuration: dish names are English and Swahili, and no stemmer knows both
-- (the english one would turn 'chapati' and 'sukuma' into stems no Swahili word shares).
CREATE FUNCTION "providers_search_vector"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_vector" :=
    setweight(to_tsvector('simple', search_text(NEW."name")), 'A') ||
    setweight(to_tsvector('simple', search_text(
      array_to_string(NEW."cuisines", ' ') || ' ' || NEW."neighbourhood"::text)), 'B') ||
    setweight(to_tsvector('simple', search_text(NEW."tagline" || ' ' || NEW."story")), 'C');
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- A meal is found by its kitchen's cuisines too ('swahili' finds the coast's dishes).
CREATE FUNCTION "items_search_vector"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kitchen_cuisines text;
BEGIN
  SELECT array_to_string("cuisines", ' ') INTO kitchen_cuisines FROM "providers" WHERE "id" = NEW."provider_id";
  NEW."search_vector" :=
    setweight(to_tsvector('simple', search_text(NEW."name")), 'A') ||
    setweight(to_tsvector('simple', search_text(
      coalesce(kitchen_cuisines, '') || ' ' || array_to_string(NEW."dietary_tags", ' ') || ' ' || NEW."category"::text)), 'B') ||
    setweight(to_tsvector('simple', search_text(NEW."description")), 'C');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "providers_search_vector" BEFORE INSERT OR UPDATE ON "providers" FOR EACH ROW EXECUTE FUNCTION "providers_search_vector"();
--> statement-breakpoint
CREATE TRIGGER "items_search_vector" BEFORE INSERT OR UPDATE ON "items" FOR EACH ROW EXECUTE FUNCTION "items_search_vector"();
--> statement-breakpoint
-- A kitchen's new cuisines reach its meals' vectors (the meals' trigger reads them again).
CREATE FUNCTION "providers_cuisines_to_items"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "items" SET "search_vector" = NULL WHERE "provider_id" = NEW."id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "providers_cuisines_to_items" AFTER UPDATE OF "cuisines" ON "providers" FOR EACH ROW
  WHEN (OLD."cuisines" IS DISTINCT FROM NEW."cuisines") EXECUTE FUNCTION "providers_cuisines_to_items"();
--> statement-breakpoint
-- Trigram indexes on the names the typo match compares with.
CREATE INDEX "providers_name_trgm_idx" ON "providers" USING gin (search_text("name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "items_name_trgm_idx" ON "items" USING gin (search_text("name") gin_trgm_ops);
--> statement-breakpoint
-- Rows written before this migration get their vectors (the triggers compute them).
UPDATE "providers" SET "search_vector" = NULL;
--> statement-breakpoint
UPDATE "items" SET "search_vector" = NULL;
