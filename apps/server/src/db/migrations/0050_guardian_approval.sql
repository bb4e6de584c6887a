CREATE TABLE "guardian_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(12) NOT NULL,
	"student_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"reason" varchar(200),
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardian_request_kind_ck" CHECK ("guardian_request"."kind" in ('purchase', 'refund', 'class_change')),
	CONSTRAINT "guardian_request_status_ck" CHECK ("guardian_request"."status" in ('pending', 'approved', 'declined', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "shop_payment" ADD COLUMN "payer_user_id" integer;--> statement-breakpoint
ALTER TABLE "shop_refund_request" ADD COLUMN "awaiting_guardian" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "class_change_request" ADD COLUMN "awaiting_guardian" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "guardian_request" ADD CONSTRAINT "guardian_request_student_id_sys_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_request" ADD CONSTRAINT "guardian_request_decided_by_sys_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_request_open_uq" ON "guardian_request" USING btree ("kind","target_id") WHERE "guardian_request"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "guardian_request_student_idx" ON "guardian_request" USING btree ("student_id","status");--> statement-breakpoint
ALTER TABLE "shop_payment" ADD CONSTRAINT "shop_payment_payer_user_id_sys_user_id_fk" FOREIGN KEY ("payer_user_id") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;