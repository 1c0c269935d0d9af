-- A kitchen answers each order in time (decision record 0110): its limits, when each order
-- reached it, and whether its cook was sent an SMS about it. placed_at is kept by a trigger, so
-- every way an order becomes placed (a cash checkout, an M-Pesa callback, the status query, a
-- part payment completed) starts the clock without each remembering to.
ALTER TABLE "providers" ADD COLUMN "answer_within_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "alert_after_minutes" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kitchen_alerted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_waiting_idx" ON "orders" USING btree ("placed_at") WHERE "orders"."status" = 'placed';--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_answer_times" CHECK ("providers"."answer_within_minutes" between 5 and 60 and "providers"."alert_after_minutes" between 1 and 30 and "providers"."alert_after_minutes" < "providers"."answer_within_minutes");--> statement-breakpoint
CREATE FUNCTION "orders_keep_placed_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" = 'placed' AND (TG_OP = 'INSERT' OR OLD."status" IS DISTINCT FROM 'placed') THEN
    NEW."placed_at" := now();
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_keep_placed_at" BEFORE INSERT OR UPDATE OF "status" ON "orders"
FOR EACH ROW EXECUTE FUNCTION "orders_keep_placed_at"();--> statement-breakpoint
-- Orders placed before this: their last change is when they were placed, near enough.
UPDATE "orders" SET "placed_at" = "updated_at" WHERE "status" = 'placed';
