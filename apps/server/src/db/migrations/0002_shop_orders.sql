CREATE TABLE "shop_coupon_template" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"amount_fen" integer NOT NULL,
	"threshold_fen" integer DEFAULT 0 NOT NULL,
	"per_user_limit" integer DEFAULT 1 NOT NULL,
	"total_quantity" integer NOT NULL,
	"received_count" integer DEFAULT 0 NOT NULL,
	"sku_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"redeem_code" varchar(32),
	"claimable" boolean DEFAULT true NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_coupon_template_amount_ck" CHECK ("shop_coupon_template"."amount_fen" > 0 and "shop_coupon_template"."threshold_fen" >= 0),
	CONSTRAINT "shop_coupon_template_qty_ck" CHECK ("shop_coupon_template"."received_count" >= 0 and "shop_coupon_template"."received_count" <= "shop_coupon_template"."total_quantity"),
	CONSTRAINT "shop_coupon_template_limit_ck" CHECK ("shop_coupon_template"."per_user_limit" >= 1),
	CONSTRAINT "shop_coupon_template_window_ck" CHECK ("shop_coupon_template"."valid_to" > "shop_coupon_template"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "shop_coupon_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(8) DEFAULT 'unused' NOT NULL,
	"order_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "shop_coupon_user_status_ck" CHECK ("shop_coupon_user"."status" in ('unused', 'locked', 'used'))
);
--> statement-breakpoint
CREATE TABLE "shop_delivery" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"express_company" varchar(32) NOT NULL,
	"tracking_no" varchar(40) NOT NULL,
	"item_ids" integer[] NOT NULL,
	"traces" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shipped_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_group_buy" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku_id" integer NOT NULL,
	"leader_user_id" integer NOT NULL,
	"member_num" integer NOT NULL,
	"joined_count" integer DEFAULT 0 NOT NULL,
	"status" varchar(1) DEFAULT '0' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_group_buy_count_ck" CHECK ("shop_group_buy"."joined_count" >= 0 and "shop_group_buy"."joined_count" <= "shop_group_buy"."member_num")
);
--> statement-breakpoint
CREATE TABLE "shop_group_member" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_order_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"spu_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"sku_name" varchar(100) NOT NULL,
	"cover_url" text,
	"price_fen" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"need_logistics" boolean DEFAULT false NOT NULL,
	"shipped" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_order_seat" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(1) DEFAULT '0' NOT NULL,
	"pay_type" varchar(16),
	"close_reason" varchar(16),
	"delivery_status" varchar(8) DEFAULT 'none' NOT NULL,
	"need_logistics" boolean DEFAULT false NOT NULL,
	"total_fen" integer NOT NULL,
	"coupon_fen" integer DEFAULT 0 NOT NULL,
	"promotion_fen" integer DEFAULT 0 NOT NULL,
	"pay_fen" integer NOT NULL,
	"coupon_user_id" integer,
	"group_id" integer,
	"address" jsonb,
	"remark" varchar(200),
	"idempotency_key" varchar(64),
	"pay_deadline" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_order_money_ck" CHECK ("shop_order"."pay_fen" >= 0 and "shop_order"."total_fen" >= 0 and "shop_order"."coupon_fen" >= 0 and "shop_order"."promotion_fen" >= 0),
	CONSTRAINT "shop_order_status_ck" CHECK ("shop_order"."status" in ('0', '1', '2', '3', '5'))
);
--> statement-breakpoint
CREATE TABLE "shop_payment_notification" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" varchar(16) NOT NULL,
	"out_trade_no" varchar(40),
	"verified" boolean NOT NULL,
	"outcome" varchar(24) NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_payment" (
	"id" serial PRIMARY KEY NOT NULL,
	"out_trade_no" varchar(40) NOT NULL,
	"order_id" integer NOT NULL,
	"provider" varchar(16) NOT NULL,
	"channel" varchar(24) NOT NULL,
	"amount_fen" integer NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"transaction_id" varchar(64),
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_refund" (
	"id" serial PRIMARY KEY NOT NULL,
	"out_refund_no" varchar(40) NOT NULL,
	"order_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"reason" varchar(32) NOT NULL,
	"status" varchar(12) DEFAULT 'processing' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_coupon_user" ADD CONSTRAINT "shop_coupon_user_template_id_shop_coupon_template_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."shop_coupon_template"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_coupon_user" ADD CONSTRAINT "shop_coupon_user_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_delivery" ADD CONSTRAINT "shop_delivery_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_group_buy" ADD CONSTRAINT "shop_group_buy_sku_id_shop_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."shop_sku"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_group_buy" ADD CONSTRAINT "shop_group_buy_leader_user_id_sys_user_id_fk" FOREIGN KEY ("leader_user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_group_member" ADD CONSTRAINT "shop_group_member_group_id_shop_group_buy_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."shop_group_buy"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_group_member" ADD CONSTRAINT "shop_group_member_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_group_member" ADD CONSTRAINT "shop_group_member_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_item" ADD CONSTRAINT "shop_order_item_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_item" ADD CONSTRAINT "shop_order_item_sku_id_shop_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."shop_sku"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_item" ADD CONSTRAINT "shop_order_item_spu_id_shop_spu_id_fk" FOREIGN KEY ("spu_id") REFERENCES "public"."shop_spu"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_seat" ADD CONSTRAINT "shop_order_seat_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_seat" ADD CONSTRAINT "shop_order_seat_sku_id_shop_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."shop_sku"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_seat" ADD CONSTRAINT "shop_order_seat_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_group_id_shop_group_buy_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."shop_group_buy"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_payment" ADD CONSTRAINT "shop_payment_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_refund" ADD CONSTRAINT "shop_refund_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_refund" ADD CONSTRAINT "shop_refund_payment_id_shop_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."shop_payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_coupon_template_code_uq" ON "shop_coupon_template" USING btree ("redeem_code");--> statement-breakpoint
CREATE INDEX "shop_coupon_user_user_idx" ON "shop_coupon_user" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "shop_delivery_order_idx" ON "shop_delivery" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shop_group_buy_sweep_idx" ON "shop_group_buy" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_group_member_order_uq" ON "shop_group_member" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shop_group_member_group_idx" ON "shop_group_member" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "shop_order_item_order_idx" ON "shop_order_item" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shop_order_item_sku_idx" ON "shop_order_item" USING btree ("sku_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_order_seat_active_uq" ON "shop_order_seat" USING btree ("user_id","sku_id") WHERE "shop_order_seat"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "shop_order_no_uq" ON "shop_order" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_order_idem_uq" ON "shop_order" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "shop_order_user_idx" ON "shop_order" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_order_sweep_idx" ON "shop_order" USING btree ("status","pay_deadline");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_payment_out_trade_no_uq" ON "shop_payment" USING btree ("out_trade_no");--> statement-breakpoint
CREATE INDEX "shop_payment_order_idx" ON "shop_payment" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_refund_no_uq" ON "shop_refund" USING btree ("out_refund_no");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_refund_payment_uq" ON "shop_refund" USING btree ("payment_id");