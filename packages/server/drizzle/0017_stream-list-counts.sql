-- The players list's total (issue 18): `count(*)` over `streams` read every wide row (~1.3 kB of
-- settings each) on every page. The account's not-deleted players are counted here instead, grouped
-- by the four columns the list filters on besides the title search (type, status, orientation,
-- optimize_for_ad), and kept exact by statement-level triggers in the writing transaction. A page's
-- total is then the sum of at most a few dozen rows.
CREATE TABLE IF NOT EXISTS "stream_list_counts" (
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
	"type" smallint NOT NULL,
	"status" smallint NOT NULL,
	"orientation" smallint NOT NULL,
	"optimize_for_ad" boolean NOT NULL,
	"n" integer NOT NULL,
	PRIMARY KEY ("account_id", "type", "status", "orientation", "optimize_for_ad")
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION stream_list_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- +1 for every not-deleted row after the statement, -1 for every not-deleted row before it.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO stream_list_counts AS c (account_id, type, status, orientation, optimize_for_ad, n)
      SELECT account_id, type, status, orientation, optimize_for_ad, count(*)
      FROM new_rows WHERE deleted_at IS NULL GROUP BY 1, 2, 3, 4, 5
      ON CONFLICT (account_id, type, status, orientation, optimize_for_ad) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE stream_list_counts c SET n = c.n - d.n
      FROM (SELECT account_id, type, status, orientation, optimize_for_ad, count(*) AS n
            FROM old_rows WHERE deleted_at IS NULL GROUP BY 1, 2, 3, 4, 5) d
      WHERE (c.account_id, c.type, c.status, c.orientation, c.optimize_for_ad)
          = (d.account_id, d.type, d.status, d.orientation, d.optimize_for_ad);
  ELSE
    INSERT INTO stream_list_counts AS c (account_id, type, status, orientation, optimize_for_ad, n)
      SELECT account_id, type, status, orientation, optimize_for_ad, sum(delta)
      FROM (SELECT account_id, type, status, orientation, optimize_for_ad, 1 AS delta
              FROM new_rows WHERE deleted_at IS NULL
            UNION ALL
            SELECT account_id, type, status, orientation, optimize_for_ad, -1
              FROM old_rows WHERE deleted_at IS NULL) moved
      GROUP BY 1, 2, 3, 4, 5 HAVING sum(delta) <> 0
      ON CONFLICT (account_id, type, status, orientation, optimize_for_ad) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "streams_list_counts_insert" ON "streams";--> statement-breakpoint
CREATE TRIGGER "streams_list_counts_insert" AFTER INSERT ON "streams"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stream_list_counts_apply();--> statement-breakpoint
DROP TRIGGER IF EXISTS "streams_list_counts_update" ON "streams";--> statement-breakpoint
CREATE TRIGGER "streams_list_counts_update" AFTER UPDATE ON "streams"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stream_list_counts_apply();--> statement-breakpoint
DROP TRIGGER IF EXISTS "streams_list_counts_delete" ON "streams";--> statement-breakpoint
CREATE TRIGGER "streams_list_counts_delete" AFTER DELETE ON "streams"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stream_list_counts_apply();--> statement-breakpoint
-- TRUNCATE fires no row triggers: it empties the counts with the table.
CREATE OR REPLACE FUNCTION stream_list_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM stream_list_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "streams_list_counts_truncate" ON "streams";--> statement-breakpoint
CREATE TRIGGER "streams_list_counts_truncate" AFTER TRUNCATE ON "streams"
  FOR EACH STATEMENT EXECUTE FUNCTION stream_list_counts_truncate();--> statement-breakpoint
DELETE FROM "stream_list_counts";--> statement-breakpoint
INSERT INTO "stream_list_counts" ("account_id", "type", "status", "orientation", "optimize_for_ad", "n")
  SELECT "account_id", "type", "status", "orientation", "optimize_for_ad", count(*)
  FROM "streams" WHERE "deleted_at" IS NULL GROUP BY 1, 2, 3, 4, 5;
