-- The players list's "Most liked" and "Most commented" (issue 31 §5): the ranking read every player
-- of the account and its `stream_totals` row to sort them (at 100,000 players one such page cost
-- as much as all of them). The copy in `stream_list_rows` (migration 0019) now carries the two
-- counts, kept exact by row triggers on `stream_totals` that fire only when a count changes (a
-- heartbeat's upsert leaves them alone), under an index per sort: a page reads its 9 rows in order.
ALTER TABLE "stream_list_rows" ADD COLUMN IF NOT EXISTS "hearts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stream_list_rows" ADD COLUMN IF NOT EXISTS "comments" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "stream_list_rows" l SET "hearts" = t."hearts", "comments" = t."comments"
  FROM "stream_totals" t WHERE t."stream_id" = l."stream_id" AND (t."hearts" <> 0 OR t."comments" <> 0);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stream_list_rows_liked_idx" ON "stream_list_rows" USING btree ("account_id", "hearts" DESC, "stream_id" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stream_list_rows_commented_idx" ON "stream_list_rows" USING btree ("account_id", "comments" DESC, "stream_id" DESC);--> statement-breakpoint
CREATE OR REPLACE FUNCTION stream_list_rows_engagement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stream_list_rows SET hearts = NEW.hearts, comments = NEW.comments WHERE stream_id = NEW.stream_id;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "stream_totals_list_insert" ON "stream_totals";--> statement-breakpoint
CREATE TRIGGER "stream_totals_list_insert" AFTER INSERT ON "stream_totals" FOR EACH ROW
  WHEN (NEW.hearts <> 0 OR NEW.comments <> 0) EXECUTE FUNCTION stream_list_rows_engagement();--> statement-breakpoint
DROP TRIGGER IF EXISTS "stream_totals_list_update" ON "stream_totals";--> statement-breakpoint
CREATE TRIGGER "stream_totals_list_update" AFTER UPDATE ON "stream_totals" FOR EACH ROW
  WHEN (OLD.hearts IS DISTINCT FROM NEW.hearts OR OLD.comments IS DISTINCT FROM NEW.comments)
  EXECUTE FUNCTION stream_list_rows_engagement();--> statement-breakpoint
-- A copy written again (a player restored from deletion) takes the counts its totals hold.
CREATE OR REPLACE FUNCTION stream_list_rows_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO stream_list_rows (stream_id, account_id, type, status, orientation, optimize_for_ad, created_at, title_lower, hearts, comments)
      SELECT n.id, n.account_id, n.type, n.status, n.orientation, n.optimize_for_ad, n.created_at, lower(n.title),
             coalesce(t.hearts, 0), coalesce(t.comments, 0)
      FROM new_rows n LEFT JOIN stream_totals t ON t.stream_id = n.id WHERE n.deleted_at IS NULL;
  ELSE
    -- Soft-deleted now: the copy goes. Otherwise only rows whose list columns changed are written.
    DELETE FROM stream_list_rows l USING new_rows n WHERE l.stream_id = n.id AND n.deleted_at IS NOT NULL;
    INSERT INTO stream_list_rows AS l (stream_id, account_id, type, status, orientation, optimize_for_ad, created_at, title_lower, hearts, comments)
      SELECT n.id, n.account_id, n.type, n.status, n.orientation, n.optimize_for_ad, n.created_at, lower(n.title),
             coalesce(t.hearts, 0), coalesce(t.comments, 0)
      FROM new_rows n JOIN old_rows o ON o.id = n.id LEFT JOIN stream_totals t ON t.stream_id = n.id
      WHERE n.deleted_at IS NULL
        AND (o.deleted_at IS NOT NULL
          OR (o.account_id, o.type, o.status, o.orientation, o.optimize_for_ad, o.created_at, o.title)
             IS DISTINCT FROM (n.account_id, n.type, n.status, n.orientation, n.optimize_for_ad, n.created_at, n.title))
      ON CONFLICT (stream_id) DO UPDATE SET account_id = excluded.account_id, type = excluded.type,
        status = excluded.status, orientation = excluded.orientation, optimize_for_ad = excluded.optimize_for_ad,
        created_at = excluded.created_at, title_lower = excluded.title_lower;
  END IF;
  RETURN NULL;
END $$;
