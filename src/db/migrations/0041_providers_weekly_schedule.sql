ALTER TABLE "providers" ADD COLUMN "closed_days" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "busy_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "busy_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_busy_minutes_range" CHECK ("providers"."busy_minutes" between 0 and 120);--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_closed_days_list" CHECK (jsonb_typeof("providers"."closed_days") = 'array');--> statement-breakpoint
-- The schedule key (migration 0032) covers everything slots are decided from: the closed days
-- and a busy kitchen's added minutes too (decision record 0112).
CREATE OR REPLACE FUNCTION "providers_schedule_key"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.schedule_key := md5(jsonb_build_array(
    NEW.opening_hours, NEW.prep_minutes, NEW.preorder_cutoff, extract(epoch from NEW.paused_until),
    NEW.closed_days, NEW.busy_minutes, extract(epoch from NEW.busy_until)
  )::text);
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER "providers_schedule_key" ON "providers";--> statement-breakpoint
CREATE TRIGGER "providers_schedule_key" BEFORE INSERT OR UPDATE OF "opening_hours", "prep_minutes", "preorder_cutoff", "paused_until", "closed_days", "busy_minutes", "busy_until" ON "providers" FOR EACH ROW EXECUTE FUNCTION "providers_schedule_key"();--> statement-breakpoint
UPDATE "providers" SET "schedule_key" = md5(jsonb_build_array(
  "opening_hours", "prep_minutes", "preorder_cutoff", extract(epoch from "paused_until"),
  "closed_days", "busy_minutes", extract(epoch from "busy_until")
)::text);
