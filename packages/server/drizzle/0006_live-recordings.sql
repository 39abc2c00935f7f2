CREATE TABLE "stream_recordings" (
	"id" text PRIMARY KEY NOT NULL,
	"stream_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"container" text NOT NULL,
	"source" text DEFAULT 'webrtc' NOT NULL,
	"duration_seconds" numeric NOT NULL,
	"ready" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stream_recordings" ADD CONSTRAINT "stream_recordings_stream_id_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_recordings" ADD CONSTRAINT "stream_recordings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stream_recordings_stream_idx" ON "stream_recordings" USING btree ("stream_id","created_at");
