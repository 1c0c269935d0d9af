CREATE TYPE "public"."application_status" AS ENUM('received', 'reviewing', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."document_kind" AS ENUM('medical-certificate', 'food-licence');--> statement-breakpoint
CREATE TYPE "public"."document_type" AS ENUM('application/pdf', 'image/jpeg', 'image/png');--> statement-breakpoint
CREATE TYPE "public"."fulfilment" AS ENUM('delivery', 'pickup', 'both');--> statement-breakpoint
ALTER TYPE "public"."message_purpose" ADD VALUE 'kitchen-application';--> statement-breakpoint
CREATE TABLE "application_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"kind" "document_kind" NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" "document_type" NOT NULL,
	"byte_size" integer NOT NULL,
	"file_name" text NOT NULL,
	"expires_on" date,
	"checked_at" timestamp with time zone,
	"checked_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kitchen_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"service" "service" DEFAULT 'food' NOT NULL,
	"status" "application_status" DEFAULT 'received' NOT NULL,
	"user_id" integer,
	"kitchen_name" text NOT NULL,
	"cook_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"neighbourhood" "neighbourhood" NOT NULL,
	"landmark" text NOT NULL,
	"cuisines" "cuisine"[] NOT NULL,
	"dishes" jsonb NOT NULL,
	"daily_capacity" integer NOT NULL,
	"fulfilment" "fulfilment" NOT NULL,
	"locale" text NOT NULL,
	"rejection_reason" text,
	"kitchen_id" integer,
	"reviewed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kitchen_applications_capacity_positive" CHECK ("kitchen_applications"."daily_capacity" > 0),
	CONSTRAINT "kitchen_applications_reason_when_rejected" CHECK (("kitchen_applications"."status" = 'rejected') = ("kitchen_applications"."rejection_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "kitchen_documents" (
	"provider_id" integer NOT NULL,
	"kind" "document_kind" NOT NULL,
	"expires_on" date NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"document_id" integer,
	CONSTRAINT "kitchen_documents_provider_id_kind_pk" PRIMARY KEY("provider_id","kind")
);
--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_application_id_kitchen_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."kitchen_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_applications" ADD CONSTRAINT "kitchen_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_applications" ADD CONSTRAINT "kitchen_applications_kitchen_id_providers_id_fk" FOREIGN KEY ("kitchen_id") REFERENCES "public"."providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_applications" ADD CONSTRAINT "kitchen_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_documents" ADD CONSTRAINT "kitchen_documents_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_documents" ADD CONSTRAINT "kitchen_documents_document_id_application_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."application_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_documents_kind_key" ON "application_documents" USING btree ("application_id","kind");--> statement-breakpoint
CREATE INDEX "kitchen_applications_status_idx" ON "kitchen_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "kitchen_applications_user_idx" ON "kitchen_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "kitchen_applications_email_idx" ON "kitchen_applications" USING btree ("email");--> statement-breakpoint
-- Kitchens verified before documents were recorded keep their badge as checks dated from today
-- (medical certificate six months, county licence a year), as the seed dates its own.
INSERT INTO "kitchen_documents" ("provider_id", "kind", "expires_on")
SELECT "id", 'medical-certificate'::"document_kind", ((now() at time zone 'Africa/Nairobi')::date + interval '6 months')::date FROM "providers" WHERE "verified"
UNION ALL
SELECT "id", 'food-licence'::"document_kind", ((now() at time zone 'Africa/Nairobi')::date + interval '12 months')::date FROM "providers" WHERE "verified";--> statement-breakpoint
ALTER TABLE "providers" DROP COLUMN "verified";--> statement-breakpoint
-- A checked document changes the kitchen's page (its badge): cached pages must go.
CREATE TRIGGER "kitchen_documents_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "kitchen_documents" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();