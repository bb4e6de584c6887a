CREATE TABLE "shop_redeem_batch" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"count" integer NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_redeem_batch_count_ck" CHECK ("shop_redeem_batch"."count" between 1 and 10000)
);
--> statement-breakpoint
CREATE TABLE "shop_redeem_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"batch_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"redeemed_by" integer,
	"redeemed_at" timestamp with time zone,
	"coupon_user_id" integer
);
--> statement-breakpoint
ALTER TABLE "shop_coupon_template" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_redeem_batch" ADD CONSTRAINT "shop_redeem_batch_template_id_shop_coupon_template_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."shop_coupon_template"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_redeem_batch" ADD CONSTRAINT "shop_redeem_batch_created_by_sys_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_redeem_code" ADD CONSTRAINT "shop_redeem_code_batch_id_shop_redeem_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."shop_redeem_batch"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_redeem_code" ADD CONSTRAINT "shop_redeem_code_template_id_shop_coupon_template_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."shop_coupon_template"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_redeem_code" ADD CONSTRAINT "shop_redeem_code_redeemed_by_sys_user_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_redeem_code" ADD CONSTRAINT "shop_redeem_code_coupon_user_id_shop_coupon_user_id_fk" FOREIGN KEY ("coupon_user_id") REFERENCES "public"."shop_coupon_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_redeem_batch_template_idx" ON "shop_redeem_batch" USING btree ("template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_redeem_code_code_uq" ON "shop_redeem_code" USING btree ("code");--> statement-breakpoint
CREATE INDEX "shop_redeem_code_batch_idx" ON "shop_redeem_code" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "shop_redeem_code_open_idx" ON "shop_redeem_code" USING btree ("template_id") WHERE "shop_redeem_code"."redeemed_by" is null;