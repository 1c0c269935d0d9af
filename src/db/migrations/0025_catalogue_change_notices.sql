-- A database that asks for it (PGlite, whose one process reads the catalogue on every page) is
-- told of a catalogue change as the change commits, and keeps the catalogue's version in memory
-- until then (decision record 0045). A Postgres server's sessions never ask: NOTIFY takes a
-- lock at commit that would queue every checkout behind the others, and they read the version.
CREATE FUNCTION "announce_catalogue_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('homecooked.announce_catalogue_changes', true) = 'on' THEN
    PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "catalogue_version_announce" AFTER UPDATE ON "catalogue_version" FOR EACH STATEMENT EXECUTE FUNCTION "announce_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "portion_sales_announce" AFTER INSERT OR UPDATE OR DELETE ON "portion_sales" FOR EACH STATEMENT EXECUTE FUNCTION "announce_catalogue_change"();
