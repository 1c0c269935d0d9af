CREATE TYPE "public"."inquiry_kind" AS ENUM('contact', 'partnership');--> statement-breakpoint
CREATE TYPE "public"."partner_type" AS ENUM('home-cook', 'restaurant', 'catering', 'rider', 'brand');--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "inquiry_kind" NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text,
	"message" text NOT NULL,
	"organisation" text,
	"partner_type" "partner_type",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "inquiries_kind_created_idx" ON "inquiries" USING btree ("kind","created_at");