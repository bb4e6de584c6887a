CREATE TABLE "shop_refund_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"computed_fen" integer NOT NULL,
	"computation" jsonb NOT NULL,
	"approved_fen" integer,
	"reason_code" varchar(16) NOT NULL,
	"reason_text" varchar(200) DEFAULT '' NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"reviewer_id" integer,
	"reject_reason" varchar(200),
	"fail_reason" varchar(200),
	"attempts" integer DEFAULT 0 NOT NULL,
	"refund_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"refunding_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "shop_refund_request_status_ck" CHECK ("shop_refund_request"."status" in ('pending', 'approved', 'refunding', 'refunded', 'rejected', 'cancelled', 'failed')),
	CONSTRAINT "shop_refund_request_money_ck" CHECK ("shop_refund_request"."computed_fen" >= 0 and ("shop_refund_request"."approved_fen" is null or "shop_refund_request"."approved_fen" > 0))
);
--> statement-breakpoint
DROP INDEX "shop_refund_payment_uq";--> statement-breakpoint
ALTER TABLE "shop_sku" ADD COLUMN "material_price_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_refund" ADD COLUMN "vendor_refund_id" varchar(64);--> statement-breakpoint
ALTER TABLE "shop_refund" ADD COLUMN "fail_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "shop_refund" ADD COLUMN "succeeded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_refund_request" ADD CONSTRAINT "shop_refund_request_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_refund_request" ADD CONSTRAINT "shop_refund_request_order_item_id_shop_order_item_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."shop_order_item"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_refund_request" ADD CONSTRAINT "shop_refund_request_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_refund_request" ADD CONSTRAINT "shop_refund_request_reviewer_id_sys_user_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_refund_request" ADD CONSTRAINT "shop_refund_request_refund_id_shop_refund_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."shop_refund"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_refund_request_open_uq" ON "shop_refund_request" USING btree ("order_item_id") WHERE "shop_refund_request"."status" in ('pending', 'approved', 'refunding', 'failed');--> statement-breakpoint
CREATE UNIQUE INDEX "shop_refund_request_refunded_uq" ON "shop_refund_request" USING btree ("order_item_id") WHERE "shop_refund_request"."status" = 'refunded';--> statement-breakpoint
CREATE INDEX "shop_refund_request_user_idx" ON "shop_refund_request" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_refund_request_status_idx" ON "shop_refund_request" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "shop_refund_request_refund_idx" ON "shop_refund_request" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "shop_refund_payment_idx" ON "shop_refund" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "shop_refund_processing_idx" ON "shop_refund" USING btree ("created_at") WHERE "shop_refund"."status" = 'processing';--> statement-breakpoint
ALTER TABLE "shop_sku" ADD CONSTRAINT "shop_sku_material_price_ck" CHECK ("shop_sku"."material_price_fen" >= 0);