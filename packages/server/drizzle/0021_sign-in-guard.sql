CREATE TABLE IF NOT EXISTS "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rate_limit_hits_resets_at" ON "rate_limit_hits" USING btree ("resets_at");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sign_in_failures" (
	"email" text NOT NULL,
	"address" text NOT NULL,
	"failures" integer NOT NULL,
	"locked_until" timestamp with time zone,
	"last_failed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_failures_email_address_pk" PRIMARY KEY("email","address")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sign_in_addresses" (
	"account_id" integer NOT NULL,
	"address" text NOT NULL,
	"last_signed_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_addresses_account_id_address_pk" PRIMARY KEY("account_id","address"),
	CONSTRAINT "sign_in_addresses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action
);
