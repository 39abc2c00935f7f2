CREATE TABLE "subscriber_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"tab_label" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"name_enabled" boolean DEFAULT true NOT NULL,
	"name_placeholder" text DEFAULT '' NOT NULL,
	"email_placeholder" text NOT NULL,
	"phone_enabled" boolean DEFAULT false NOT NULL,
	"phone_placeholder" text DEFAULT '' NOT NULL,
	"privacy_url" text NOT NULL,
	"cta_label" text DEFAULT '' NOT NULL,
	"click_tracking" text DEFAULT '' NOT NULL,
	"submit_click_tracking" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"stream_id" integer,
	"customer" text DEFAULT '' NOT NULL,
	"campaign" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriber_forms" ADD CONSTRAINT "subscriber_forms_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_form_id_subscriber_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."subscriber_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_stream_id_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."streams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriber_forms_account_idx" ON "subscriber_forms" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_form_idx" ON "subscriptions" USING btree ("form_id","customer","campaign");--> statement-breakpoint
CREATE INDEX "subscriptions_stream_idx" ON "subscriptions" USING btree ("stream_id","created_at");