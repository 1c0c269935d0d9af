-- A kitchen's page shows its reviews and the kitchen's replies, and is kept by the page cache
-- for everyone (decisions 0014, 0101): a review written, replied to or removed changes the
-- catalogue's version like a menu change does, so no kept page shows it late.
CREATE TRIGGER "reviews_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
