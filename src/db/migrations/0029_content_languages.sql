-- A kitchen's own words in several languages (decision record 0104): the language it writes in,
-- and its tagline, story and meal descriptions in others. Changes bump the catalogue version
-- through the providers and items triggers already there.
ALTER TABLE "items" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "content_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_content_language" CHECK ("providers"."content_language" in ('en', 'sw', 'fr', 'es', 'pt', 'ar', 'ki', 'kam'));