CREATE TABLE "referral_code" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"code" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_code_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "referral_reward" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"referral_id" integer NOT NULL,
	"status" varchar(10) DEFAULT 'available' NOT NULL,
	"points_amount" integer NOT NULL,
	"cash_fen" integer NOT NULL,
	"choice" varchar(6),
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "referral_reward_referral_id_unique" UNIQUE("referral_id"),
	CONSTRAINT "referral_reward_status_ck" CHECK ("referral_reward"."status" in ('available', 'received', 'revoked')),
	CONSTRAINT "referral_reward_choice_ck" CHECK ("referral_reward"."choice" is null or "referral_reward"."choice" in ('points', 'cash')),
	CONSTRAINT "referral_reward_amount_ck" CHECK ("referral_reward"."points_amount" >= 0 and "referral_reward"."cash_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "referral_withdrawal" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"reward_id" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"status" varchar(10) DEFAULT 'applied' NOT NULL,
	"payee_name" varchar(32) NOT NULL,
	"payee_account" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewer_id" integer,
	"reject_reason" varchar(200),
	CONSTRAINT "referral_withdrawal_status_ck" CHECK ("referral_withdrawal"."status" in ('applied', 'paid', 'rejected', 'cancelled')),
	CONSTRAINT "referral_withdrawal_amount_ck" CHECK ("referral_withdrawal"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "referral" (
	"id" serial PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"referee_id" integer NOT NULL,
	"referee_phone" varchar(20) NOT NULL,
	"code" varchar(8) NOT NULL,
	"touched_at" timestamp with time zone NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"status" varchar(10) DEFAULT 'registered' NOT NULL,
	"order_id" integer,
	"paid_at" timestamp with time zone,
	"reward_due_at" timestamp with time zone,
	"rewarded_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "referral_referee_id_unique" UNIQUE("referee_id"),
	CONSTRAINT "referral_referee_phone_unique" UNIQUE("referee_phone"),
	CONSTRAINT "referral_status_ck" CHECK ("referral"."status" in ('registered', 'paid', 'rewarded', 'revoked')),
	CONSTRAINT "referral_not_self_ck" CHECK ("referral"."referrer_id" <> "referral"."referee_id")
);
--> statement-breakpoint
ALTER TABLE "referral_code" ADD CONSTRAINT "referral_code_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_reward" ADD CONSTRAINT "referral_reward_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_reward" ADD CONSTRAINT "referral_reward_referral_id_referral_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referral"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_withdrawal" ADD CONSTRAINT "referral_withdrawal_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_withdrawal" ADD CONSTRAINT "referral_withdrawal_reward_id_referral_reward_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."referral_reward"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_withdrawal" ADD CONSTRAINT "referral_withdrawal_reviewer_id_sys_user_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral" ADD CONSTRAINT "referral_referrer_id_sys_user_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral" ADD CONSTRAINT "referral_referee_id_sys_user_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral" ADD CONSTRAINT "referral_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_reward_user_idx" ON "referral_reward" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "referral_withdrawal_user_idx" ON "referral_withdrawal" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "referral_withdrawal_status_idx" ON "referral_withdrawal" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_withdrawal_live_uq" ON "referral_withdrawal" USING btree ("reward_id") WHERE "referral_withdrawal"."status" in ('applied', 'paid');--> statement-breakpoint
CREATE INDEX "referral_referrer_idx" ON "referral" USING btree ("referrer_id","registered_at");--> statement-breakpoint
CREATE INDEX "referral_due_idx" ON "referral" USING btree ("reward_due_at") WHERE "referral"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "referral_order_idx" ON "referral" USING btree ("order_id");