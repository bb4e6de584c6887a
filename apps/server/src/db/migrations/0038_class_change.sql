CREATE TABLE "class_change_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(8) DEFAULT 'change' NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"from_sku_id" integer NOT NULL,
	"to_sku_id" integer NOT NULL,
	"reason" varchar(200) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"price_diff_fen" integer DEFAULT 0 NOT NULL,
	"settlement" varchar(12) DEFAULT 'none' NOT NULL,
	"settled_at" timestamp with time zone,
	"reviewer_id" integer,
	"reject_reason" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "class_change_status_ck" CHECK ("class_change_request"."status" in ('pending', 'approved', 'rejected', 'cancelled')),
	CONSTRAINT "class_change_kind_ck" CHECK ("class_change_request"."kind" in ('change', 'renewal')),
	CONSTRAINT "class_change_settlement_ck" CHECK ("class_change_request"."settlement" in ('none', 'refund', 'supplement'))
);
--> statement-breakpoint
CREATE TABLE "class_renewal_hold" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"from_sku_id" integer NOT NULL,
	"to_sku_id" integer NOT NULL,
	"price_fen" integer NOT NULL,
	"status" varchar(8) DEFAULT 'held' NOT NULL,
	"order_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_renewal_hold_status_ck" CHECK ("class_renewal_hold"."status" in ('held', 'bought', 'expired')),
	CONSTRAINT "class_renewal_hold_price_ck" CHECK ("class_renewal_hold"."price_fen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "class_change_request" ADD CONSTRAINT "class_change_request_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_change_request" ADD CONSTRAINT "class_change_request_order_item_id_shop_order_item_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."shop_order_item"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_change_request" ADD CONSTRAINT "class_change_request_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_change_request" ADD CONSTRAINT "class_change_request_from_sku_id_shop_sku_id_fk" FOREIGN KEY ("from_sku_id") REFERENCES "public"."shop_sku"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_change_request" ADD CONSTRAINT "class_change_request_to_sku_id_shop_sku_id_fk" FOREIGN KEY ("to_sku_id") REFERENCES "public"."shop_sku"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_change_request" ADD CONSTRAINT "class_change_request_reviewer_id_sys_user_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_renewal_hold" ADD CONSTRAINT "class_renewal_hold_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_renewal_hold" ADD CONSTRAINT "class_renewal_hold_order_item_id_shop_order_item_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."shop_order_item"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_renewal_hold" ADD CONSTRAINT "class_renewal_hold_from_sku_id_shop_sku_id_fk" FOREIGN KEY ("from_sku_id") REFERENCES "public"."shop_sku"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_renewal_hold" ADD CONSTRAINT "class_renewal_hold_to_sku_id_shop_sku_id_fk" FOREIGN KEY ("to_sku_id") REFERENCES "public"."shop_sku"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_renewal_hold" ADD CONSTRAINT "class_renewal_hold_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_change_pending_uq" ON "class_change_request" USING btree ("order_item_id") WHERE "class_change_request"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "class_change_item_idx" ON "class_change_request" USING btree ("order_item_id","status");--> statement-breakpoint
CREATE INDEX "class_change_user_idx" ON "class_change_request" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "class_change_from_idx" ON "class_change_request" USING btree ("from_sku_id","status");--> statement-breakpoint
CREATE INDEX "class_change_to_idx" ON "class_change_request" USING btree ("to_sku_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "class_renewal_hold_live_uq" ON "class_renewal_hold" USING btree ("user_id","to_sku_id") WHERE "class_renewal_hold"."status" = 'held';--> statement-breakpoint
CREATE INDEX "class_renewal_hold_sweep_idx" ON "class_renewal_hold" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "class_renewal_hold_from_idx" ON "class_renewal_hold" USING btree ("from_sku_id","status");