CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"firstname" text DEFAULT '' NOT NULL,
	"lastname" text DEFAULT '' NOT NULL,
	"company" text,
	"country" text,
	"city" text,
	"postcode" text,
	"address" text,
	"phone" text,
	"tax_number" text,
	"plan" text,
	"impression_based" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"staff" boolean DEFAULT false NOT NULL,
	"allow_live" boolean DEFAULT false NOT NULL,
	"billing_from" timestamp with time zone,
	"billing_to" timestamp with time zone,
	"monthly_fee" numeric(12, 2),
	"static_cpm_price" numeric(12, 4),
	"video_cpm_price" numeric(12, 4),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "product_daily_stats" (
	"product_id" integer NOT NULL,
	"stream_id" integer NOT NULL,
	"day" date NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"link_clicks" integer DEFAULT 0 NOT NULL,
	"purchases" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_daily_stats_product_id_stream_id_day_pk" PRIMARY KEY("product_id","stream_id","day")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"sku" text,
	"price" numeric(12, 2),
	"sales_price" numeric(12, 2),
	"currency" text DEFAULT 'eur' NOT NULL,
	"image_url" text,
	"thumbnail_url" text,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text DEFAULT 'session' NOT NULL,
	"name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "stream_daily_stats" (
	"stream_id" integer NOT NULL,
	"day" date NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"three_sec_views" integer DEFAULT 0 NOT NULL,
	"viewers" integer DEFAULT 0 NOT NULL,
	"peak_viewers" integer DEFAULT 0 NOT NULL,
	"minutes" numeric(14, 2) DEFAULT '0' NOT NULL,
	"completes" integer DEFAULT 0 NOT NULL,
	"product_impressions" integer DEFAULT 0 NOT NULL,
	"product_clicks" integer DEFAULT 0 NOT NULL,
	"product_link_clicks" integer DEFAULT 0 NOT NULL,
	"product_purchases" integer DEFAULT 0 NOT NULL,
	"hearts" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	"subscribers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stream_daily_stats_stream_id_day_pk" PRIMARY KEY("stream_id","day")
);
--> statement-breakpoint
CREATE TABLE "stream_totals" (
	"stream_id" integer PRIMARY KEY NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"three_sec_views" integer DEFAULT 0 NOT NULL,
	"viewers" integer DEFAULT 0 NOT NULL,
	"peak_viewers" integer DEFAULT 0 NOT NULL,
	"minutes" numeric(14, 2) DEFAULT '0' NOT NULL,
	"completes" integer DEFAULT 0 NOT NULL,
	"product_impressions" integer DEFAULT 0 NOT NULL,
	"product_clicks" integer DEFAULT 0 NOT NULL,
	"product_link_clicks" integer DEFAULT 0 NOT NULL,
	"product_purchases" integer DEFAULT 0 NOT NULL,
	"hearts" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	"subscribers" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "streams" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"title" text NOT NULL,
	"type" smallint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"orientation" smallint DEFAULT 1 NOT NULL,
	"optimize_for_ad" boolean DEFAULT false NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"apikey" text NOT NULL,
	"streamkey" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "streams_apikey_unique" UNIQUE("apikey"),
	CONSTRAINT "streams_streamkey_unique" UNIQUE("streamkey")
);
--> statement-breakpoint
ALTER TABLE "product_daily_stats" ADD CONSTRAINT "product_daily_stats_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_daily_stats" ADD CONSTRAINT "product_daily_stats_stream_id_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_daily_stats" ADD CONSTRAINT "stream_daily_stats_stream_id_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_totals" ADD CONSTRAINT "stream_totals_stream_id_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streams" ADD CONSTRAINT "streams_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_daily_day_idx" ON "product_daily_stats" USING btree ("day");--> statement-breakpoint
CREATE INDEX "products_account_idx" ON "products" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "stream_daily_day_idx" ON "stream_daily_stats" USING btree ("day");--> statement-breakpoint
CREATE INDEX "streams_account_created_idx" ON "streams" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "streams_account_title_idx" ON "streams" USING btree ("account_id",lower("title"));