CREATE TABLE "feed_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"stream_id" integer NOT NULL,
	"product_id" integer,
	"unique_key" text NOT NULL,
	"link" text,
	"link_open_in" text DEFAULT '_blank' NOT NULL,
	"image" text,
	"image_link" text,
	"title" text NOT NULL,
	"description" text,
	"price" numeric(12, 2),
	"sales_price" numeric(12, 2),
	"alternate_text" text,
	"sku" text,
	"quantity" integer,
	"cta" text,
	"card_click_tracking" text,
	"link_click_tracking" text,
	"payable" boolean DEFAULT false NOT NULL,
	"show_in_feed" boolean DEFAULT true NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"ordno" integer DEFAULT 0 NOT NULL,
	"migrated" boolean DEFAULT false NOT NULL,
	"pinned_from_in_sec" integer,
	"pinned_to_in_sec" integer,
	"first_from_in_sec" integer,
	"first_to_in_sec" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "migrated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_stream_id_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_items_stream_idx" ON "feed_items" USING btree ("stream_id","ordno");--> statement-breakpoint
CREATE INDEX "feed_items_product_idx" ON "feed_items" USING btree ("product_id");