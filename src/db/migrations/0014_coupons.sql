CREATE TABLE "coupon_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"checkout_id" text NOT NULL,
	"discount_kes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_adds_up";--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "uses_per_shopper" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "first_order_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "kitchen_id" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "starts_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_kes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_user_idx" ON "coupon_redemptions" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_checkout_idx" ON "coupon_redemptions" USING btree ("checkout_id");--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_kitchen_id_providers_id_fk" FOREIGN KEY ("kitchen_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_percent_range" CHECK ("coupons"."percent_off" is null or "coupons"."percent_off" between 1 and 100);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_amount_positive" CHECK ("coupons"."amount_off_kes" is null or "coupons"."amount_off_kes" > 0);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_uses_range" CHECK ("coupons"."uses" between 0 and "coupons"."max_uses");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_per_shopper_positive" CHECK ("coupons"."uses_per_shopper" > 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_range" CHECK ("orders"."discount_kes" between 0 and "orders"."subtotal_kes");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_adds_up" CHECK ("orders"."total_kes" = "orders"."subtotal_kes" + "orders"."delivery_fee_kes" - "orders"."discount_kes");