-- Product reach over a range (issue 18 target 4): `count(distinct visitor_id)` compared visitor ids
-- as text under the database's collation, most of the my-streams report's time over 10 M events.
-- A 64-bit hash of the id, kept by the database on every write, is counted instead. Two visitors
-- share a hash with a probability of about n² / 2⁶⁵ (under 10⁻⁷ for a million visitors in a
-- range), so reach stays exact for every practical range; analytics/README.md says so.
ALTER TABLE "analytics_product_visitors"
	ADD COLUMN IF NOT EXISTS "visitor_hash" bigint GENERATED ALWAYS AS (hashtextextended("visitor_id", 0)) STORED;
