CREATE TABLE "points_rule" (
	"code" varchar(32) PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"daily_cap" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_points_ledger" ADD COLUMN "balance_after" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_points_ledger" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_points_ledger" ADD COLUMN "operator_id" integer;--> statement-breakpoint
ALTER TABLE "user_points_ledger" ADD CONSTRAINT "user_points_ledger_operator_id_sys_user_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_points_ledger_rule_idx" ON "user_points_ledger" USING btree ("user_id","rule_code","created_at");--> statement-breakpoint
ALTER TABLE "user_points_ledger" ADD CONSTRAINT "user_points_ledger_amount_ck" CHECK ("user_points_ledger"."amount" <> 0);--> statement-breakpoint
ALTER TABLE "user_points_ledger" ADD CONSTRAINT "user_points_ledger_balance_ck" CHECK ("user_points_ledger"."balance_after" >= 0);