CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Bumped inside the writing transaction, so the new version is seen exactly when the change is.
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "providers_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "providers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "items_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "items" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "offers_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "offers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
