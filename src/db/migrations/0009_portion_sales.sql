CREATE TABLE "portion_sales" (
	"item_id" integer NOT NULL,
	"day" date NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "portion_sales_item_id_day_pk" PRIMARY KEY("item_id","day"),
	CONSTRAINT "portion_sales_sold_non_negative" CHECK ("portion_sales"."sold" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_day" date;--> statement-breakpoint
ALTER TABLE "portion_sales" ADD CONSTRAINT "portion_sales_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;