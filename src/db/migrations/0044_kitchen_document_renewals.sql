-- A kitchen sends a renewed document for the operators to check (decision record 0115): one waits per
-- kitchen and kind; an accepted one becomes the kitchen's check with the expiry read on it.
CREATE TABLE "kitchen_document_renewals" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"kind" "document_kind" NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" "document_type" NOT NULL,
	"byte_size" integer NOT NULL,
	"file_name" text NOT NULL,
	"sent_by" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"outcome" text,
	"expires_on" date,
	"reason" text,
	CONSTRAINT "kitchen_document_renewals_decision" CHECK (("kitchen_document_renewals"."decided_at" is null and "kitchen_document_renewals"."outcome" is null) or ("kitchen_document_renewals"."outcome" = 'accepted' and "kitchen_document_renewals"."expires_on" is not null) or ("kitchen_document_renewals"."outcome" = 'rejected' and "kitchen_document_renewals"."reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "kitchen_document_renewals" ADD CONSTRAINT "kitchen_document_renewals_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_document_renewals" ADD CONSTRAINT "kitchen_document_renewals_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_document_renewals" ADD CONSTRAINT "kitchen_document_renewals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kitchen_document_renewals_waiting_key" ON "kitchen_document_renewals" USING btree ("provider_id","kind") WHERE "kitchen_document_renewals"."decided_at" is null;--> statement-breakpoint
CREATE INDEX "kitchen_document_renewals_queue_idx" ON "kitchen_document_renewals" USING btree ("sent_at") WHERE "kitchen_document_renewals"."decided_at" is null;