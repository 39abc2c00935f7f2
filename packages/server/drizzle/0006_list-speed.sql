CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "streams_account_live_idx" ON "streams" USING btree ("account_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "streams_title_trgm_idx" ON "streams" USING gin (lower("title") gin_trgm_ops);