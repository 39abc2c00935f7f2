CREATE TABLE "connected_platforms" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"type" text NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"token_sealed" text NOT NULL,
	"administrator" boolean DEFAULT true NOT NULL,
	"inactive" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stream_restreams" (
	"stream_id" integer NOT NULL,
	"platform_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "stream_restreams_stream_id_platform_id_pk" PRIMARY KEY("stream_id","platform_id")
);
--> statement-breakpoint
ALTER TABLE "connected_platforms" ADD CONSTRAINT "connected_platforms_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_restreams" ADD CONSTRAINT "stream_restreams_stream_id_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_restreams" ADD CONSTRAINT "stream_restreams_platform_id_connected_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."connected_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "connected_platforms_account_type_ext_idx" ON "connected_platforms" USING btree ("account_id","type","external_id");