CREATE TABLE "item_option_choices" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_delta_kes" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "item_option_choices_delta_range" CHECK ("item_option_choices"."price_delta_kes" between -100000 and 100000)
);
--> statement-breakpoint
CREATE TABLE "item_option_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"name" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"max_choices" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "item_option_groups_max_choices" CHECK ("item_option_groups"."max_choices" between 1 and 20)
);
--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_cart_id_item_id_pk";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "choice_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- After the columns it names (drizzle-kit wrote it before them): a line is a meal with its choices and note.
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_item_id_choice_ids_note_pk" PRIMARY KEY("cart_id","item_id","choice_ids","note");--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "item_option_choices" ADD CONSTRAINT "item_option_choices_group_id_item_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."item_option_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_option_choices" ADD CONSTRAINT "item_option_choices_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_option_groups" ADD CONSTRAINT "item_option_groups_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_option_choices_group_idx" ON "item_option_choices" USING btree ("group_id","position");--> statement-breakpoint
CREATE INDEX "item_option_choices_item_idx" ON "item_option_choices" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "item_option_groups_item_idx" ON "item_option_groups" USING btree ("item_id","position");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_note_length" CHECK (char_length("cart_items"."note") <= 200);--> statement-breakpoint
-- A meal's options are on its page: a change to them must drop the cached pages (decision 0014).
CREATE TRIGGER "item_option_groups_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "item_option_groups" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "item_option_choices_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "item_option_choices" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
