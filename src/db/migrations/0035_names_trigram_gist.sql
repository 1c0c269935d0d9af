-- Typos of a search walk the names nearest what was typed, and stop at search's depth (decision
-- 0105): a GiST trigram index answers `%>` by an index scan that a LIMIT ends, and orders by
-- `<->>` (word-similarity distance), where the GIN indexes of migration 0013 build a bitmap of
-- every name sharing trigrams first (6,000 names for 'pilao' at 1,000 times the demo catalogue).
-- The GIN indexes stay for the lists' name filter.
CREATE INDEX "providers_name_trgm_gist" ON "providers" USING gist (search_text("name") gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_name_trgm_gist" ON "items" USING gist (search_text("name") gist_trgm_ops);
