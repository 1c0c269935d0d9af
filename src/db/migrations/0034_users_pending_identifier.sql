-- A new sign-in identifier waits here until the code sent to it is confirmed, and the old one is
-- told of the change (decision record 0108): a mistyped number never locks anyone out.
ALTER TYPE "public"."message_purpose" ADD VALUE 'sign-in-changed';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_identifier" text;
