ALTER TABLE "items" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
CREATE INDEX "items_search_idx" ON "items" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "providers_search_idx" ON "providers" USING gin ("search_vector");