-- Idempotency-Key on the create routes (issue 32 §1): the first answer per (account, key), replayed
-- to a retry within 24 h; `http/idempotency.ts` is the only reader and writer and sweeps old rows.
CREATE TABLE IF NOT EXISTS "idempotency_keys" (
	"account_id" integer NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" smallint,
	"content_type" text,
	"body_sealed" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_account_id_key_pk" PRIMARY KEY("account_id","key"),
	CONSTRAINT "idempotency_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "idempotency_keys_created_at" ON "idempotency_keys" USING btree ("created_at");
