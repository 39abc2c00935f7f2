ALTER TABLE "payment_providers" ADD COLUMN IF NOT EXISTS "webhook_endpoint_id" text;
--> statement-breakpoint
ALTER TABLE "payment_providers" ADD COLUMN IF NOT EXISTS "webhook_secret_sealed" text;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"provider_id" integer,
	"stream_id" integer NOT NULL,
	"feed_item_id" integer,
	"payment_intent_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "orders_provider_id_payment_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."payment_providers"("id") ON DELETE set null ON UPDATE no action,
	CONSTRAINT "orders_stream_id_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."streams"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "orders_feed_item_id_feed_items_id_fk" FOREIGN KEY ("feed_item_id") REFERENCES "public"."feed_items"("id") ON DELETE set null ON UPDATE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "orders_payment_intent_idx" ON "orders" USING btree ("payment_intent_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_account_idx" ON "orders" USING btree ("account_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "stripe_webhook_events" (
	"provider_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stripe_webhook_events_provider_id_event_id_pk" PRIMARY KEY("provider_id","event_id"),
	CONSTRAINT "stripe_webhook_events_provider_id_payment_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."payment_providers"("id") ON DELETE cascade ON UPDATE no action
);
