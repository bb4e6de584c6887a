CREATE TABLE "learn_report" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"offering_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"period" varchar(7) NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"figures" jsonb NOT NULL,
	"tutor_comment" text,
	"comment_by" integer,
	"commented_at" timestamp with time zone,
	"generated_by" integer,
	"generated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "learn_report_kind_ck" CHECK ("learn_report"."kind" in ('monthly', 'final')),
	CONSTRAINT "learn_report_period_ck" CHECK ("learn_report"."period_end" > "learn_report"."period_start")
);
--> statement-breakpoint
CREATE TABLE "learn_live_attendance" (
	"user_id" integer NOT NULL,
	"chapter_id" integer NOT NULL,
	"first_joined_at" timestamp with time zone NOT NULL,
	"last_joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "learn_live_attendance_user_id_chapter_id_pk" PRIMARY KEY("user_id","chapter_id")
);
--> statement-breakpoint
ALTER TABLE "learn_report" ADD CONSTRAINT "learn_report_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learn_report" ADD CONSTRAINT "learn_report_offering_id_learn_offering_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."learn_offering"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learn_report" ADD CONSTRAINT "learn_report_comment_by_sys_user_id_fk" FOREIGN KEY ("comment_by") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learn_report" ADD CONSTRAINT "learn_report_generated_by_sys_user_id_fk" FOREIGN KEY ("generated_by") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learn_live_attendance" ADD CONSTRAINT "learn_live_attendance_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learn_live_attendance" ADD CONSTRAINT "learn_live_attendance_chapter_id_learn_chapter_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."learn_chapter"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "learn_report_period_uq" ON "learn_report" USING btree ("user_id","offering_id","kind","period");--> statement-breakpoint
CREATE INDEX "learn_report_user_idx" ON "learn_report" USING btree ("user_id","generated_at");--> statement-breakpoint
CREATE INDEX "learn_report_offering_idx" ON "learn_report" USING btree ("offering_id","period");--> statement-breakpoint
CREATE INDEX "learn_live_attendance_chapter_idx" ON "learn_live_attendance" USING btree ("chapter_id");