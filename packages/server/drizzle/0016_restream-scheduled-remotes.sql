-- Scheduled restreams (issue 15; 001 §3 restream_scheduling): the remote broadcast created ahead for
-- a stream's destination (Facebook live video id or YouTube broadcast id, YouTube's bound live stream
-- id, the chat id) and the planned start it was created for.
ALTER TABLE "stream_restreams" ADD COLUMN IF NOT EXISTS "remote_id" text;--> statement-breakpoint
ALTER TABLE "stream_restreams" ADD COLUMN IF NOT EXISTS "remote_stream_id" text;--> statement-breakpoint
ALTER TABLE "stream_restreams" ADD COLUMN IF NOT EXISTS "remote_chat_id" text;--> statement-breakpoint
ALTER TABLE "stream_restreams" ADD COLUMN IF NOT EXISTS "remote_start" timestamp with time zone;
