-- The players list's search total (issue 31 §5): a search page counted every match (`count(*)
-- over ()`), so at 100,000 players a fragment matching 15,000 read all of them on every request,
-- every page, and throughput fell to a tenth of a small account's. Each account now has a version
-- of its list copy (`stream_list_rows`), taken from one sequence whenever a copy row that a search
-- count depends on (account, type, status, orientation, ad flag, title) is inserted, deleted or
-- changed, in the writing transaction. A replica keeps a search's count with the version it was
-- counted at and counts again only when the version moved; the page itself walks an index in the
-- sort's order (the latest one is new here) and stops at its rows.
CREATE SEQUENCE IF NOT EXISTS "stream_list_version_seq";--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "stream_list_versions" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stream_list_rows_latest_idx" ON "stream_list_rows" USING btree ("account_id", "created_at" DESC, "stream_id" DESC);--> statement-breakpoint
-- Inserted or deleted copies (a statement's transition table): one new version per account, taken
-- in account order so two statements touching the same accounts lock their rows in one order.
CREATE OR REPLACE FUNCTION stream_list_versions_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO stream_list_versions AS v (account_id, version)
      SELECT d.account_id, nextval('stream_list_version_seq')
      FROM (SELECT DISTINCT account_id FROM new_rows ORDER BY account_id) d
      ON CONFLICT (account_id) DO UPDATE SET version = excluded.version;
  ELSE
    INSERT INTO stream_list_versions AS v (account_id, version)
      SELECT d.account_id, nextval('stream_list_version_seq')
      FROM (SELECT DISTINCT account_id FROM old_rows ORDER BY account_id) d
      ON CONFLICT (account_id) DO UPDATE SET version = excluded.version;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A changed copy (a rename, a status or type change, a move between accounts): new versions for
-- the accounts on both sides. Hearts and comments updates do not reach here (the trigger's WHEN).
CREATE OR REPLACE FUNCTION stream_list_versions_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stream_list_versions AS v (account_id, version)
    SELECT a, nextval('stream_list_version_seq')
    FROM (SELECT DISTINCT a FROM unnest(ARRAY[OLD.account_id, NEW.account_id]) a ORDER BY a) d
    ON CONFLICT (account_id) DO UPDATE SET version = excluded.version;
  RETURN NULL;
END $$;--> statement-breakpoint
-- TRUNCATE (of the copy, or of `streams` cascading to it) leaves no version: nothing is kept for an
-- account until its next change, and the sequence never goes back, so no old count can match again.
CREATE OR REPLACE FUNCTION stream_list_versions_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM stream_list_versions;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "stream_list_rows_version_insert" ON "stream_list_rows";--> statement-breakpoint
CREATE TRIGGER "stream_list_rows_version_insert" AFTER INSERT ON "stream_list_rows"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stream_list_versions_statement();--> statement-breakpoint
DROP TRIGGER IF EXISTS "stream_list_rows_version_delete" ON "stream_list_rows";--> statement-breakpoint
CREATE TRIGGER "stream_list_rows_version_delete" AFTER DELETE ON "stream_list_rows"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stream_list_versions_statement();--> statement-breakpoint
DROP TRIGGER IF EXISTS "stream_list_rows_version_update" ON "stream_list_rows";--> statement-breakpoint
CREATE TRIGGER "stream_list_rows_version_update" AFTER UPDATE ON "stream_list_rows" FOR EACH ROW
  WHEN ((OLD.account_id, OLD.type, OLD.status, OLD.orientation, OLD.optimize_for_ad, OLD.title_lower)
    IS DISTINCT FROM (NEW.account_id, NEW.type, NEW.status, NEW.orientation, NEW.optimize_for_ad, NEW.title_lower))
  EXECUTE FUNCTION stream_list_versions_row();--> statement-breakpoint
DROP TRIGGER IF EXISTS "stream_list_rows_version_truncate" ON "stream_list_rows";--> statement-breakpoint
CREATE TRIGGER "stream_list_rows_version_truncate" AFTER TRUNCATE ON "stream_list_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION stream_list_versions_truncate();--> statement-breakpoint
INSERT INTO "stream_list_versions" ("account_id", "version")
  SELECT d."account_id", nextval('stream_list_version_seq')
  FROM (SELECT DISTINCT "account_id" FROM "stream_list_rows" ORDER BY "account_id") d
  ON CONFLICT ("account_id") DO UPDATE SET "version" = excluded."version";
