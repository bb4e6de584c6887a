DROP INDEX "shop_banner_sort_idx";--> statement-breakpoint
ALTER TABLE "shop_banner" ADD COLUMN "placement" varchar(16) DEFAULT 'shop' NOT NULL;--> statement-breakpoint
CREATE INDEX "shop_banner_sort_idx" ON "shop_banner" USING btree ("placement","enabled","sort");--> statement-breakpoint
ALTER TABLE "shop_banner" ADD CONSTRAINT "shop_banner_placement_ck" CHECK ("shop_banner"."placement" in ('shop', 'points-mall'));