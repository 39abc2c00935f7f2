CREATE TABLE IF NOT EXISTS "plans" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"dashboard_stats" boolean NOT NULL,
	"max_storage_minutes" integer NOT NULL,
	"max_viewer_minutes" integer NOT NULL,
	"max_impressions" integer NOT NULL,
	"payment_integration" boolean NOT NULL,
	"broadcaster" text NOT NULL,
	"streaming_software" boolean NOT NULL,
	"prerecorded_video_streaming" boolean NOT NULL,
	"watermark_removal" boolean NOT NULL,
	"custom_branding" boolean NOT NULL,
	"chat" boolean NOT NULL,
	"button_color" boolean NOT NULL,
	"text_color" boolean NOT NULL,
	"cover" boolean NOT NULL,
	"google_analytics" boolean NOT NULL,
	"multi_channel" integer NOT NULL,
	"chat_moderation" boolean NOT NULL,
	CONSTRAINT "plans_position_unique" UNIQUE("position")
);
--> statement-breakpoint
INSERT INTO "plans" ("id", "name", "position", "dashboard_stats", "max_storage_minutes", "max_viewer_minutes", "max_impressions", "payment_integration", "broadcaster", "streaming_software", "prerecorded_video_streaming", "watermark_removal", "custom_branding", "chat", "button_color", "text_color", "cover", "google_analytics", "multi_channel", "chat_moderation") VALUES
	('free', 'Free', 1, false, 60, 1000, 10000, false, 'local', false, false, false, false, true, false, false, false, false, 1, false),
	('basic', 'Basic', 2, true, 600, 20000, 200000, false, 'local', true, true, false, true, true, true, true, true, true, 3, true),
	('business', 'Business', 3, true, 3000, 100000, 2000000, true, 'local', true, true, true, true, true, true, true, true, true, 3, true),
	('enterprise', 'Enterprise', 4, true, -1, -1, -1, true, 'local', true, true, true, true, true, true, true, true, true, -1, true)
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN IF NOT EXISTS "limit_overrides" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_plan_plans_id_fk" FOREIGN KEY ("plan") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;
