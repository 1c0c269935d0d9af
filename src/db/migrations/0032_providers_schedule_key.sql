-- A kitchen's slot fields (hours, preparation time, cut-off, pause) as one key, kept by a trigger
-- as the search vector is (migration 0010): kitchens with equal keys offer equal slots, so the
-- lists' delivery-day filter decides each distinct schedule once in code (decision 0044) instead
-- of every kitchen (decision 0105). The pause enters as its epoch, which reads the same in every
-- session's time zone.
ALTER TABLE "providers" ADD COLUMN "schedule_key" text;--> statement-breakpoint
CREATE FUNCTION "providers_schedule_key"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.schedule_key := md5(jsonb_build_array(
    NEW.opening_hours, NEW.prep_minutes, NEW.preorder_cutoff, extract(epoch from NEW.paused_until)
  )::text);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "providers_schedule_key" BEFORE INSERT OR UPDATE OF "opening_hours", "prep_minutes", "preorder_cutoff", "paused_until" ON "providers" FOR EACH ROW EXECUTE FUNCTION "providers_schedule_key"();--> statement-breakpoint
UPDATE "providers" SET "schedule_key" = md5(jsonb_build_array(
  "opening_hours", "prep_minutes", "preorder_cutoff", extract(epoch from "paused_until")
)::text);--> statement-breakpoint
CREATE INDEX "providers_schedule_idx" ON "providers" USING btree ("service","active","schedule_key");
