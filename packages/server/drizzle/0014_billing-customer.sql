ALTER TABLE "accounts" ADD COLUMN IF NOT EXISTS "stripe_customer_id" text;
