ALTER TYPE "public"."message_purpose" ADD VALUE 'order-update';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'preparing' BEFORE 'on-the-way';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'ready' BEFORE 'on-the-way';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'declined' BEFORE 'cancelled';--> statement-breakpoint
CREATE TABLE "kitchen_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"kitchen_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kitchen_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" "order_status" NOT NULL,
	"ready_by" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ready_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "kitchen_members" ADD CONSTRAINT "kitchen_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_members" ADD CONSTRAINT "kitchen_members_kitchen_id_providers_id_fk" FOREIGN KEY ("kitchen_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kitchen_members_kitchen_idx" ON "kitchen_members" USING btree ("kitchen_id");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_events_kitchen_idx" ON "order_events" USING btree ("kitchen_id","id");