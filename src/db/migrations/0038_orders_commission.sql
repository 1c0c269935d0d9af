-- HomeCooked's commission (decision record 0109): each kitchen's rate, set by an operator, and on
-- each order the rate it was sold at, its commission in shillings, and the part of its discount
-- HomeCooked pays (a coupon for every kitchen). Orders placed before this get the default rate and
-- their coupon's payer, so a kitchen's earnings reconcile from its first order.
ALTER TABLE "providers" ADD COLUMN "commission_bp" integer DEFAULT 1500 NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_commission_range" CHECK ("providers"."commission_bp" between 0 and 5000);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "homecooked_discount_kes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "commission_bp" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "commission_kes" integer;--> statement-breakpoint
-- A discount whose coupon is not one kitchen's (or is gone) was HomeCooked's.
UPDATE "orders" o SET "homecooked_discount_kes" = o."discount_kes"
WHERE o."discount_kes" > 0 AND NOT EXISTS (
  SELECT 1 FROM "coupons" c WHERE c."code" = o."coupon_code" AND c."kitchen_id" IS NOT NULL
);--> statement-breakpoint
UPDATE "orders" o SET "commission_bp" = p."commission_bp",
  "commission_kes" = ((o."subtotal_kes" - o."discount_kes" + o."homecooked_discount_kes") * p."commission_bp" + 5000) / 10000
FROM "providers" p WHERE p."id" = o."kitchen_id";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "commission_bp" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "commission_kes" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_homecooked_discount_range" CHECK ("orders"."homecooked_discount_kes" between 0 and "orders"."discount_kes");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_commission_range" CHECK ("orders"."commission_kes" between 0 and "orders"."subtotal_kes");
--> statement-breakpoint
CREATE INDEX "orders_kitchen_day_idx" ON "orders" USING btree ("kitchen_id","delivery_day");
