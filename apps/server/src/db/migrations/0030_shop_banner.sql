CREATE TABLE "shop_banner" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(40) NOT NULL,
	"subtitle" varchar(80),
	"image_url" text,
	"spu_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_banner_window_ck" CHECK ("shop_banner"."starts_at" is null or "shop_banner"."ends_at" is null or "shop_banner"."ends_at" > "shop_banner"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "shop_banner" ADD CONSTRAINT "shop_banner_spu_id_shop_spu_id_fk" FOREIGN KEY ("spu_id") REFERENCES "public"."shop_spu"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_banner_sort_idx" ON "shop_banner" USING btree ("enabled","sort");