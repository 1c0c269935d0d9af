-- Kitchens nearest first: a GiST index on the pin answers `point <-> point` in distance order, so
-- the list reads the nearest kitchens and stops at its page instead of measuring every kitchen
-- (decision 0105). PostgreSQL's own point type: no extension, the same on PGlite.
CREATE INDEX "providers_point_idx" ON "providers" USING gist (point("lng", "lat"));
