-- Caption tracks (issue 34 §1): one WebVTT track per video and language, for every video kind
-- (each is a media_videos row: uploads and broadcast recordings). Validated text, a few hundred
-- kB at most, so it sits in the row and is served from it; it goes when its video goes.
CREATE TABLE IF NOT EXISTS "media_captions" (
	"video_id" text NOT NULL REFERENCES "media_videos"("id") ON DELETE CASCADE,
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
	"language" text NOT NULL,
	"vtt" text NOT NULL,
	"cues" integer NOT NULL,
	"bytes" integer NOT NULL,
	"source" text DEFAULT 'upload' NOT NULL,
	"draft" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_captions_video_id_language_pk" PRIMARY KEY("video_id","language")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "media_captions_account_idx" ON "media_captions" USING btree ("account_id");
