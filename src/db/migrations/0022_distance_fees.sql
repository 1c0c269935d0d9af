ALTER TABLE "providers" ADD COLUMN "delivery_per_km_kes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "delivery_radius_km" double precision DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_distance_km" double precision;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "eta_minutes" integer;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_delivery_by_distance" CHECK ("providers"."delivery_per_km_kes" >= 0 and "providers"."delivery_radius_km" > 0);