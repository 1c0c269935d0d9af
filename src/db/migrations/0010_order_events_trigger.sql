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
