CREATE TABLE IF NOT EXISTS "analytics_excluded_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"stream_id" integer NOT NULL,
	"reason" text NOT NULL,
	"type" text NOT NULL,
	"visitor_id" text NOT NULL,
	"session_id" text NOT NULL,
	"feed_item_id" integer,
	"product_id" integer,
	"value" integer,
	"client_ts" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_excluded_events_stream_id_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."streams"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "analytics_excluded_events_stream_idx" ON "analytics_excluded_events" USING btree ("stream_id","client_ts");
