ALTER TYPE "public"."payment_status" ADD VALUE 'part-paid';--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payer_phone" text;