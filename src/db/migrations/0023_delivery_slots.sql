ALTER TABLE "providers" ADD COLUMN "preorder_cutoff" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_preorder_cutoff" CHECK ("providers"."preorder_cutoff" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');