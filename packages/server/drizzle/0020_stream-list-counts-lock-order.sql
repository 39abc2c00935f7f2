-- The players list's counts (migration 0017) deadlocked under concurrent writes: a statement that
-- moves players between several (type, status, orientation, optimize_for_ad) groups updates several
-- `stream_list_counts` rows, and the order it locked them in was the hash aggregate's or the join's,
-- which differs between two statements over different groups. Two such statements on one account
-- (a scheduler ending some players while the owner edits others) could each hold a group row the
-- other waits for; PostgreSQL then aborts one with 40P01. Every path now writes its groups sorted by
-- the primary key, so any two statements lock the rows they share in the same order.
CREATE OR REPLACE FUNCTION stream_list_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- +1 for every not-deleted row after the statement, -1 for every not-deleted row before it.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO stream_list_counts AS c (account_id, type, status, orientation, optimize_for_ad, n)
      SELECT account_id, type, status, orientation, optimize_for_ad, count(*)
      FROM new_rows WHERE deleted_at IS NULL GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (account_id, type, status, orientation, optimize_for_ad) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    -- Locked first in key order, then updated: an update alone locks in its join's order. An update,
    -- not an upsert, because an account's deletion removes its count rows before its players.
    PERFORM 1 FROM stream_list_counts c
      WHERE (c.account_id, c.type, c.status, c.orientation, c.optimize_for_ad) IN
            (SELECT account_id, type, status, orientation, optimize_for_ad FROM old_rows WHERE deleted_at IS NULL)
      ORDER BY c.account_id, c.type, c.status, c.orientation, c.optimize_for_ad
      FOR UPDATE;
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
      GROUP BY 1, 2, 3, 4, 5 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (account_id, type, status, orientation, optimize_for_ad) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
