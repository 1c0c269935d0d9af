-- Orders a shopper picks up at the kitchen (decision record 0116): how each kitchen's orders reach
-- shoppers, how each order does (no fee, no rider, never "on the way" when picked up), and the
-- kitchens a cart's shopper chose to collect from. Kitchens approved before keep their application's choice.
CREATE TYPE "public"."order_fulfilment" AS ENUM('delivery', 'pickup');--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "pickup_kitchen_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "fulfilment" "fulfilment" DEFAULT 'delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment" "order_fulfilment" DEFAULT 'delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_without_delivery" CHECK ("orders"."fulfilment" = 'delivery' or ("orders"."delivery_fee_kes" = 0 and "orders"."rider_name" is null and "orders"."status" <> 'on-the-way'));--> statement-breakpoint
UPDATE "providers" SET "fulfilment" = "kitchen_applications"."fulfilment" FROM "kitchen_applications" WHERE "kitchen_applications"."kitchen_id" = "providers"."id";
