-- The players list's ranking (issue 18): a search, or the most liked or commented first, reads every
-- matching player to sort and count it. On `streams` that meant one wide heap row (~1.3 kB of
-- settings each, five to a page) per match, rechecked with `lower(title)` per row. This table holds a
-- narrow copy of each not-deleted player's list columns, the title already lower-cased, with the
-- trigram index over it; the page ranks ids here and reads only its own rows from `streams`.
-- Statement-level triggers keep it exact in the writing transaction; a deleted `streams` row takes
-- its copy along through the foreign key (TRUNCATE of `streams` has to cascade to it as well).
CREATE TABLE IF NOT EXISTS "stream_list_rows" (
	"stream_id" integer PRIMARY KEY NOT NULL REFERENCES "streams"("id") ON DELETE CASCADE,
	"account_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"status" smallint NOT NULL,
	"orientation" smallint NOT NULL,
	"optimize_for_ad" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"title_lower" text NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stream_list_rows_account_idx" ON "stream_list_rows" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stream_list_rows_title_trgm_idx" ON "stream_list_rows" USING gin ("title_lower" gin_trgm_ops);--> statement-breakpoint
CREATE OR REPLACE FUNCTION stream_list_rows_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO stream_list_rows (stream_id, account_id, type, status, orientation, optimize_for_ad, created_at, title_lower)
      SELECT id, account_id, type, status, orientation, optimize_for_ad, created_at, lower(title)
      FROM new_rows WHERE deleted_at IS NULL;
  ELSE
    -- Soft-deleted now: the copy goes. Otherwise only rows whose list columns changed are written.
    DELETE FROM stream_list_rows l USING new_rows n WHERE l.stream_id = n.id AND n.deleted_at IS NOT NULL;
    INSERT INTO stream_list_rows AS l (stream_id, account_id, type, status, orientation, optimize_for_ad, created_at, title_lower)
      SELECT n.id, n.account_id, n.type, n.status, n.orientation, n.optimize_for_ad, n.created_at, lower(n.title)
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.deleted_at IS NULL
        AND (o.deleted_at IS NOT NULL
          OR (o.account_id, o.type, o.status, o.orientation, o.optimize_for_ad, o.created_at, o.title)
             IS DISTINCT FROM (n.account_id, n.type, n.status, n.orientation, n.optimize_for_ad, n.created_at, n.title))
      ON CONFLICT (stream_id) DO UPDATE SET account_id = excluded.account_id, type = excluded.type,
        status = excluded.status, orientation = excluded.orientation, optimize_for_ad = excluded.optimize_for_ad,
        created_at = excluded.created_at, title_lower = excluded.title_lower;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "streams_list_rows_insert" ON "streams";--> statement-breakpoint
CREATE TRIGGER "streams_list_rows_insert" AFTER INSERT ON "streams"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stream_list_rows_apply();--> statement-breakpoint
DROP TRIGGER IF EXISTS "streams_list_rows_update" ON "streams";--> statement-breakpoint
CREATE TRIGGER "streams_list_rows_update" AFTER UPDATE ON "streams"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stream_list_rows_apply();--> statement-breakpoint
DELETE FROM "stream_list_rows";--> statement-breakpoint
INSERT INTO "stream_list_rows" ("stream_id", "account_id", "type", "status", "orientation", "optimize_for_ad", "created_at", "title_lower")
  SELECT "id", "account_id", "type", "status", "orientation", "optimize_for_ad", "created_at", lower("title")
  FROM "streams" WHERE "deleted_at" IS NULL;
