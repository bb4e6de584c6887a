ALTER TABLE "shop_order" ADD COLUMN "kind" varchar(10) DEFAULT 'purchase' NOT NULL;--> statement-breakpoint
ALTER TABLE "class_change_request" ADD COLUMN "supplement_order_id" integer;--> statement-breakpoint
ALTER TABLE "class_change_request" ADD CONSTRAINT "class_change_request_supplement_order_id_shop_order_id_fk" FOREIGN KEY ("supplement_order_id") REFERENCES "public"."shop_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_kind_ck" CHECK ("shop_order"."kind" in ('purchase', 'supplement'));