-- Every status an order reaches becomes an order_events row, whoever writes it (checkout, a
-- payment's callback, the shopper's cancel, the kitchen), inside the writing transaction; the
-- kitchen's ready-by time and reason travel on the order's own columns. pg_notify is delivered
-- at commit, so a listener never hears of an event it cannot read yet.
CREATE FUNCTION "record_order_event"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  event_id integer;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."status" IS NOT DISTINCT FROM OLD."status" THEN
    RETURN NULL;
  END IF;
  INSERT INTO "order_events" ("order_id", "kitchen_id", "user_id", "status", "ready_by", "reason", "created_at")
  VALUES (NEW."id", NEW."kitchen_id", NEW."user_id", NEW."status", NEW."ready_by", NEW."status_reason", now())
  RETURNING "id" INTO event_id;
  PERFORM pg_notify('order_events', json_build_object(
    'id', event_id, 'orderId', NEW."id", 'kitchenId', NEW."kitchen_id", 'userId', NEW."user_id"
  )::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_record_event" AFTER INSERT OR UPDATE OF "status" ON "orders" FOR EACH ROW EXECUTE FUNCTION "record_order_event"();
--> statement-breakpoint
-- Orders from before the timeline get one event: where they are now, dated when they changed last.
INSERT INTO "order_events" ("order_id", "kitchen_id", "user_id", "status", "created_at")
SELECT "id", "kitchen_id", "user_id", "status", "updated_at" FROM "orders" ORDER BY "id";
--> statement-breakpoint
-- A payment's result (an M-Pesa prompt paid, failed or cancelled) is no order status, yet the
-- shopper's order page shows it: its orders' streams are told to read the order again.
CREATE FUNCTION "notify_payment_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" IS NOT DISTINCT FROM OLD."status" THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('order_events', json_build_object(
    'kind', 'payment', 'id', 0, 'orderId', o."id", 'kitchenId', o."kitchen_id", 'userId', o."user_id"
  )::text)
  FROM "orders" o
  WHERE (NEW."order_id" IS NOT NULL AND o."id" = NEW."order_id")
     OR (NEW."order_id" IS NULL AND o."checkout_id" = NEW."checkout_id");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "payments_notify_change" AFTER UPDATE OF "status" ON "payments" FOR EACH ROW EXECUTE FUNCTION "notify_payment_change"();
