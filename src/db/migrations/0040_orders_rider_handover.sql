ALTER TABLE "order_events" ADD COLUMN "rider_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_code" text DEFAULT lpad(floor(random() * 10000)::int::text, 4, '0') NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rider_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rider_phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rider_token_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rider_link_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rider_code_tries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_rider_token_idx" ON "orders" USING btree ("rider_token_hash") WHERE "orders"."rider_token_hash" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_rider_whole" CHECK (("orders"."rider_name" is null) = ("orders"."rider_phone" is null) and ("orders"."rider_name" is null) = ("orders"."rider_token_hash" is null) and ("orders"."rider_name" is null) = ("orders"."rider_link_expires_at" is null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_code_digits" CHECK ("orders"."delivery_code" ~ '^[0-9]{4}$');--> statement-breakpoint
-- The timeline says who took the order on its way and to the door: a rider's name travels on the
-- order's own column into the event of those two steps (decision record 0111).
CREATE OR REPLACE FUNCTION "record_order_event"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  event_id integer;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."status" IS NOT DISTINCT FROM OLD."status" THEN
    RETURN NULL;
  END IF;
  INSERT INTO "order_events" ("order_id", "kitchen_id", "user_id", "status", "ready_by", "reason", "rider_name", "created_at")
  VALUES (
    NEW."id", NEW."kitchen_id", NEW."user_id", NEW."status", NEW."ready_by", NEW."status_reason",
    CASE WHEN NEW."status" IN ('on-the-way', 'delivered') THEN NEW."rider_name" END,
    now()
  )
  RETURNING "id" INTO event_id;
  PERFORM pg_notify('order_events', json_build_object(
    'id', event_id, 'orderId', NEW."id", 'kitchenId', NEW."kitchen_id", 'userId', NEW."user_id"
  )::text);
  RETURN NULL;
END
$$;
