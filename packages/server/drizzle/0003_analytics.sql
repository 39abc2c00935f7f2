CREATE TABLE "analytics_daily_visitors" (
	"stream_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor_id" text NOT NULL,
	CONSTRAINT "analytics_daily_visitors_stream_id_day_visitor_id_pk" PRIMARY KEY("stream_id","day","visitor_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_drops" (
	"day" date NOT NULL,
	"reason" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_drops_day_reason_pk" PRIMARY KEY("day","reason")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"stream_id" integer NOT NULL,
	"type" text NOT NULL,
	"visitor_id" text NOT NULL,
	"session_id" text NOT NULL,
	"feed_item_id" integer,
	"product_id" integer,
	"value" integer,
	"client_ts" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_minute_viewers" (
	"stream_id" integer NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"visitor_id" text NOT NULL,
	CONSTRAINT "analytics_minute_viewers_stream_id_minute_visitor_id_pk" PRIMARY KEY("stream_id","minute","visitor_id")
);
--> statement-breakpoint
CREATE TABLE "fonts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"font_family" text NOT NULL,
	"mime_type" text NOT NULL,
	"regular_key" text NOT NULL,
	"bold_key" text NOT NULL,
	"regular_mime" text NOT NULL,
	"bold_mime" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_images" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"upload_token" text,
	"mime" text,
	"allow_svg" boolean DEFAULT false NOT NULL,
	"width" integer,
	"height" integer,
	"bytes" integer,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_images_upload_token_unique" UNIQUE("upload_token")
);
--> statement-breakpoint
CREATE TABLE "media_videos" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"stream_id" integer,
	"name" text DEFAULT '' NOT NULL,
	"bytes" numeric NOT NULL,
	"status" text DEFAULT 'uploading' NOT NULL,
	"duration_seconds" numeric,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "analytics_daily_visitors" ADD CONSTRAINT "analytics_daily_visitors_stream_id_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_stream_id_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_minute_viewers" ADD CONSTRAINT "analytics_minute_viewers_stream_id_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fonts" ADD CONSTRAINT "fonts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_images" ADD CONSTRAINT "media_images_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_videos" ADD CONSTRAINT "media_videos_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_videos" ADD CONSTRAINT "media_videos_stream_id_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."streams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_stream_idx" ON "analytics_events" USING btree ("stream_id","client_ts");--> statement-breakpoint
CREATE INDEX "fonts_account_idx" ON "fonts" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "media_images_account_idx" ON "media_images" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "media_videos_account_idx" ON "media_videos" USING btree ("account_id","created_at");