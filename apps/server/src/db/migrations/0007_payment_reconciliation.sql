CREATE TABLE "shop_payment_reconciliation_run" (
	"id" serial PRIMARY KEY NOT NULL,
	"window_from" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"checked" integer DEFAULT 0 NOT NULL,
	"findings" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_payment_reconciliation" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer,
	"source" varchar(12) NOT NULL,
	"payment_id" integer,
	"order_id" integer,
	"out_trade_no" varchar(40) NOT NULL,
	"provider" varchar(16) NOT NULL,
	"finding" varchar(24) NOT NULL,
	"our_status" varchar(10),
	"order_status" varchar(1),
	"our_amount_fen" integer,
	"provider_state" varchar(8) NOT NULL,
	"provider_vendor_state" varchar(32),
	"provider_amount_fen" integer,
	"action" varchar(10) NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_payment" ADD COLUMN "reconciled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_payment_reconciliation" ADD CONSTRAINT "shop_payment_reconciliation_run_id_shop_payment_reconciliation_run_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."shop_payment_reconciliation_run"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_payment_reconciliation" ADD CONSTRAINT "shop_payment_reconciliation_payment_id_shop_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."shop_payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_payment_reconciliation" ADD CONSTRAINT "shop_payment_reconciliation_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_payment_reconciliation_finding_uq" ON "shop_payment_reconciliation" USING btree ("out_trade_no","finding");--> statement-breakpoint
CREATE INDEX "shop_payment_reconciliation_created_idx" ON "shop_payment_reconciliation" USING btree ("created_at");