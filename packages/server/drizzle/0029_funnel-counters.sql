-- The funnel (issue 34 §2): impression → play → product impression → product click → add to cart
-- → purchase. The player now sends `play` (first playback start of a page view) and `add_to_cart`
-- (Add to cart or Buy pressed on a product); the rollups count them like the other events. No
-- earlier event is either kind, so nothing is backfilled.
ALTER TABLE "stream_daily_stats" ADD COLUMN IF NOT EXISTS "plays" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "stream_daily_stats" ADD COLUMN IF NOT EXISTS "product_add_to_carts" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "stream_totals" ADD COLUMN IF NOT EXISTS "plays" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "stream_totals" ADD COLUMN IF NOT EXISTS "product_add_to_carts" integer DEFAULT 0 NOT NULL;
