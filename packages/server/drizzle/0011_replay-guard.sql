CREATE TABLE IF NOT EXISTS "analytics_batches" (
	"batch_id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "analytics_batches_received_at" ON "analytics_batches" USING btree ("received_at");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "analytics_impression_windows" (
	"stream_id" integer NOT NULL,
	"visitor_id" text NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_impression_windows_stream_id_visitor_id_pk" PRIMARY KEY("stream_id","visitor_id"),
	CONSTRAINT "analytics_impression_windows_stream_id_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."streams"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "analytics_impression_windows_counted_at" ON "analytics_impression_windows" USING btree ("counted_at");
