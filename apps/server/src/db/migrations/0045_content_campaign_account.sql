CREATE TABLE "content_campaign" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(32) NOT NULL,
	"title" varchar(40) NOT NULL,
	"subtitle" varchar(80) DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"cover" varchar(500) DEFAULT '' NOT NULL,
	"cta_text" varchar(12) NOT NULL,
	"cta_link" varchar(200) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_official_account" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(32) NOT NULL,
	"name" varchar(30) NOT NULL,
	"wechat_id" varchar(20) NOT NULL,
	"qr_url" varchar(300) DEFAULT '' NOT NULL,
	"qr_image" varchar(500) DEFAULT '' NOT NULL,
	"intro" varchar(300) DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_campaign_key_uq" ON "content_campaign" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "content_official_account_key_uq" ON "content_official_account" USING btree ("key");