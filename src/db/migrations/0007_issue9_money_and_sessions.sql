ALTER TYPE "public"."payment_status" ADD VALUE 'cancelled';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'refund-due';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'disputed';--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "successor_tokens" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "list_price_kes" integer;--> statement-breakpoint
-- Lines ordered before offers were charged were charged the menu price.
UPDATE "order_items" SET "list_price_kes" = "unit_price_kes";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "list_price_kes" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_kes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "discrepancy" text;--> statement-breakpoint
-- Orders an M-Pesa payment already moved on were paid in full.
UPDATE "orders" SET "paid_kes" = "total_kes" WHERE "payment_method" = 'mpesa' AND "status" IN ('placed', 'accepted', 'on-the-way', 'delivered');--> statement-breakpoint
-- Cash was one row per checkout; each kitchen's rider collects its own order: one row per order.
INSERT INTO "payments" ("checkout_id", "order_id", "user_id", "method", "status", "amount_kes", "created_at", "updated_at")
  SELECT o."checkout_id", o."id", o."user_id", 'cash', 'cash-due', o."total_kes", p."created_at", now()
  FROM "payments" p JOIN "orders" o ON o."checkout_id" = p."checkout_id"
  WHERE p."method" = 'cash' AND p."order_id" IS NULL AND o."status" <> 'cancelled';--> statement-breakpoint
DELETE FROM "payments" WHERE "method" = 'cash' AND "order_id" IS NULL;--> statement-breakpoint
-- Parallel retries could leave two prompts pending for one checkout: keep the newest.
UPDATE "payments" p SET "status" = 'failed', "result_desc" = 'Superseded by a newer prompt', "updated_at" = now()
  WHERE p."status" = 'pending' AND EXISTS (
    SELECT 1 FROM "payments" q WHERE q."checkout_id" = p."checkout_id" AND q."status" = 'pending' AND q."id" > p."id"
  );--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending_per_checkout" ON "payments" USING btree ("checkout_id") WHERE "payments"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_range" CHECK ("orders"."paid_kes" between 0 and "orders"."total_kes");