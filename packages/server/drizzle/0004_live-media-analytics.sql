CREATE TABLE "analytics_product_visitors" (
	"stream_id" integer NOT NULL,
	"feed_item_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor_id" text NOT NULL,
	"product_id" integer,
	CONSTRAINT "analytics_product_visitors_stream_id_feed_item_id_day_visitor_id_pk" PRIMARY KEY("stream_id","feed_item_id","day","visitor_id")
);
--> statement-breakpoint
CREATE TABLE "chat_blocks" (
	"stream_id" integer NOT NULL,
	"viewer_id" text NOT NULL,
	"blocked_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_blocks_stream_id_viewer_id_pk" PRIMARY KEY("stream_id","viewer_id")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"stream_id" integer NOT NULL,
	"broadcast_id" integer,
	"viewer_id" text NOT NULL,
	"name" text NOT NULL,
	"text" text NOT NULL,
	"destination" text DEFAULT 'everywhere' NOT NULL,
	"feed_item_id" integer,
	"state" text NOT NULL,
	"video_time" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moderated_at" timestamp with time zone,
	"moderated_by" integer
);
--> statement-breakpoint
CREATE TABLE "live_broadcasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"stream_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "live_timeline" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"stream_id" integer NOT NULL,
	"broadcast_id" integer,
	"kind" text NOT NULL,
	"video_time" integer NOT NULL,
	"feed_item_id" integer,
	"items" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_masquerades" (
	"session_id" integer PRIMARY KEY NOT NULL,
	"staff_account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "stream_daily_stats" ADD COLUMN "video_clicks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stream_totals" ADD COLUMN "video_clicks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_product_visitors" ADD CONSTRAINT "analytics_product_visitors_stream_id_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_blocks" ADD CONSTRAINT "chat_blocks_stream_id_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_stream_id_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_broadcasts" ADD CONSTRAINT "live_broadcasts_stream_id_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_timeline" ADD CONSTRAINT "live_timeline_stream_id_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_timeline" ADD CONSTRAINT "live_timeline_broadcast_id_live_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."live_broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_masquerades" ADD CONSTRAINT "session_masquerades_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_masquerades" ADD CONSTRAINT "session_masquerades_staff_account_id_accounts_id_fk" FOREIGN KEY ("staff_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_recordings" ADD CONSTRAINT "stream_recordings_stream_id_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_recordings" ADD CONSTRAINT "stream_recordings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_product_visitors_product_idx" ON "analytics_product_visitors" USING btree ("product_id","day");--> statement-breakpoint
CREATE INDEX "chat_messages_stream_idx" ON "chat_messages" USING btree ("stream_id","created_at");--> statement-breakpoint
CREATE INDEX "live_broadcasts_stream_idx" ON "live_broadcasts" USING btree ("stream_id","started_at");--> statement-breakpoint
CREATE INDEX "live_timeline_stream_idx" ON "live_timeline" USING btree ("stream_id","broadcast_id","video_time");--> statement-breakpoint
CREATE INDEX "stream_recordings_stream_idx" ON "stream_recordings" USING btree ("stream_id","created_at");