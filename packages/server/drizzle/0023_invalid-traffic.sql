CREATE TABLE IF NOT EXISTS "analytics_invalid_traffic" (
	"stream_id" integer NOT NULL,
	"day" date NOT NULL,
	"reason" text NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_invalid_traffic_stream_id_day_reason_pk" PRIMARY KEY("stream_id","day","reason"),
	CONSTRAINT "analytics_invalid_traffic_stream_id_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."streams"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "analytics_invalid_traffic_day" ON "analytics_invalid_traffic" USING btree ("day");
