ALTER TABLE "stream_daily_stats" ADD COLUMN "video_clicks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stream_totals" ADD COLUMN "video_clicks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TABLE "analytics_product_visitors" (
	"stream_id" integer NOT NULL,
	"feed_item_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor_id" text NOT NULL,
	"product_id" integer,
	CONSTRAINT "analytics_product_visitors_stream_id_feed_item_id_day_visitor_id_pk" PRIMARY KEY("stream_id","feed_item_id","day","visitor_id")
);
--> statement-breakpoint
ALTER TABLE "analytics_product_visitors" ADD CONSTRAINT "analytics_product_visitors_stream_id_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_product_visitors_product_idx" ON "analytics_product_visitors" USING btree ("product_id","day");
