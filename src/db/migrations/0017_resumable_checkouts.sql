ALTER TABLE "idempotency_keys" ADD COLUMN "checkout_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "prompt_claimed_at" timestamp with time zone;