CREATE TABLE "points_exchange" (
	"id" serial PRIMARY KEY NOT NULL,
	"exchange_no" varchar(32) NOT NULL,
	"user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"title" varchar(60) NOT NULL,
	"cover_url" varchar(500),
	"quantity" integer NOT NULL,
	"points_cost" integer NOT NULL,
	"points_total" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"address" jsonb,
	"logistics_company" varchar(40),
	"tracking_no" varchar(40),
	"coupon_user_id" integer,
	"remark" varchar(200),
	"idempotency_key" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shipped_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "points_exchange_status_ck" CHECK ("points_exchange"."status" in ('toShip', 'shipped', 'completed', 'cancelled')),
	CONSTRAINT "points_exchange_qty_ck" CHECK ("points_exchange"."quantity" >= 1),
	CONSTRAINT "points_exchange_total_ck" CHECK ("points_exchange"."points_total" = "points_exchange"."points_cost" * "points_exchange"."quantity")
);
--> statement-breakpoint
CREATE TABLE "points_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"title" varchar(60) NOT NULL,
	"subtitle" varchar(100) DEFAULT '' NOT NULL,
	"cover_url" varchar(500),
	"category" varchar(20) NOT NULL,
	"points_cost" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"exchanged" integer DEFAULT 0 NOT NULL,
	"hot" boolean DEFAULT false NOT NULL,
	"on_shelf" boolean DEFAULT true NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"coupon_template_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "points_goods_kind_ck" CHECK ("points_goods"."kind" in ('physical', 'coupon', 'virtual')),
	CONSTRAINT "points_goods_stock_ck" CHECK ("points_goods"."stock" >= 0),
	CONSTRAINT "points_goods_exchanged_ck" CHECK ("points_goods"."exchanged" >= 0),
	CONSTRAINT "points_goods_cost_ck" CHECK ("points_goods"."points_cost" > 0),
	CONSTRAINT "points_goods_coupon_ck" CHECK ("points_goods"."kind" <> 'coupon' or "points_goods"."coupon_template_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "points_exchange" ADD CONSTRAINT "points_exchange_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_exchange" ADD CONSTRAINT "points_exchange_goods_id_points_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."points_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_exchange" ADD CONSTRAINT "points_exchange_coupon_user_id_shop_coupon_user_id_fk" FOREIGN KEY ("coupon_user_id") REFERENCES "public"."shop_coupon_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_goods" ADD CONSTRAINT "points_goods_coupon_template_id_shop_coupon_template_id_fk" FOREIGN KEY ("coupon_template_id") REFERENCES "public"."shop_coupon_template"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "points_exchange_no_uq" ON "points_exchange" USING btree ("exchange_no");--> statement-breakpoint
CREATE UNIQUE INDEX "points_exchange_idem_uq" ON "points_exchange" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "points_exchange_user_idx" ON "points_exchange" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "points_exchange_status_idx" ON "points_exchange" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "points_goods_shelf_idx" ON "points_goods" USING btree ("on_shelf","category","sort");