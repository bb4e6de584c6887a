CREATE TABLE "learn_chapter" (
	"id" serial PRIMARY KEY NOT NULL,
	"offering_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"teacher_id" integer,
	"tutor_id" integer,
	"playback_key" varchar(300),
	"playback_duration_sec" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learn_chapter_time_ck" CHECK ("learn_chapter"."end_at" > "learn_chapter"."start_at")
);
--> statement-breakpoint
CREATE TABLE "learn_enrolment" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"offering_id" integer NOT NULL,
	"order_id" integer,
	"status" varchar(8) DEFAULT 'active' NOT NULL,
	"end_reason" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "learn_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"category" varchar(16) NOT NULL,
	"content" varchar(1000) NOT NULL,
	"contact" varchar(64),
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"handled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_answer" (
	"question_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"answer" varchar(32) NOT NULL,
	"correct" boolean,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_answer_question_id_user_id_pk" PRIMARY KEY("question_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "live_question" (
	"id" serial PRIMARY KEY NOT NULL,
	"chapter_id" integer NOT NULL,
	"pushed_by" integer NOT NULL,
	"title" varchar(300) NOT NULL,
	"options" jsonb NOT NULL,
	"correct" varchar(32),
	"pushed_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learn_notice_read" (
	"notice_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learn_notice_read_notice_id_user_id_pk" PRIMARY KEY("notice_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "learn_notice" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"offering_id" integer,
	"title" varchar(100) NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learn_offering" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku_id" integer NOT NULL,
	"spu_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"subject" varchar(2) NOT NULL,
	"grade" varchar(16) NOT NULL,
	"teacher_id" integer,
	"tutor_id" integer,
	"live_room" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learn_playback_progress" (
	"user_id" integer NOT NULL,
	"chapter_id" integer NOT NULL,
	"position_sec" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learn_playback_progress_user_id_chapter_id_pk" PRIMARY KEY("user_id","chapter_id")
);
--> statement-breakpoint
CREATE TABLE "live_roll_call_answer" (
	"roll_call_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_roll_call_answer_roll_call_id_user_id_pk" PRIMARY KEY("roll_call_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "live_roll_call" (
	"id" serial PRIMARY KEY NOT NULL,
	"chapter_id" integer NOT NULL,
	"started_by" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "learn_chapter" ADD CONSTRAINT "learn_chapter_offering_id_learn_offering_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."learn_offering"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learn_chapter" ADD CONSTRAINT "learn_chapter_teacher_id_sys_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learn_chapter" ADD CONSTRAINT "learn_chapter_tutor_id_sys_user_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learn_enrolment" ADD CONSTRAINT "learn_enrolment_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learn_enrolment" ADD CONSTRAINT "learn_enrolment_offering_id_learn_offering_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."learn_offering"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learn_feedback" ADD CONSTRAINT "learn_feedback_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_answer" ADD CONSTRAINT "live_answer_question_id_live_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."live_question"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_answer" ADD CONSTRAINT "live_answer_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_question" ADD CONSTRAINT "live_question_chapter_id_learn_chapter_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."learn_chapter"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_question" ADD CONSTRAINT "live_question_pushed_by_sys_user_id_fk" FOREIGN KEY ("pushed_by") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learn_notice_read" ADD CONSTRAINT "learn_notice_read_notice_id_learn_notice_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."learn_notice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learn_notice_read" ADD CONSTRAINT "learn_notice_read_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learn_notice" ADD CONSTRAINT "learn_notice_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learn_notice" ADD CONSTRAINT "learn_notice_offering_id_learn_offering_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."learn_offering"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learn_offering" ADD CONSTRAINT "learn_offering_sku_id_shop_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."shop_sku"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learn_offering" ADD CONSTRAINT "learn_offering_spu_id_shop_spu_id_fk" FOREIGN KEY ("spu_id") REFERENCES "public"."shop_spu"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learn_offering" ADD CONSTRAINT "learn_offering_teacher_id_sys_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learn_offering" ADD CONSTRAINT "learn_offering_tutor_id_sys_user_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learn_playback_progress" ADD CONSTRAINT "learn_playback_progress_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learn_playback_progress" ADD CONSTRAINT "learn_playback_progress_chapter_id_learn_chapter_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."learn_chapter"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_roll_call_answer" ADD CONSTRAINT "live_roll_call_answer_roll_call_id_live_roll_call_id_fk" FOREIGN KEY ("roll_call_id") REFERENCES "public"."live_roll_call"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_roll_call_answer" ADD CONSTRAINT "live_roll_call_answer_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_roll_call" ADD CONSTRAINT "live_roll_call_chapter_id_learn_chapter_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."learn_chapter"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_roll_call" ADD CONSTRAINT "live_roll_call_started_by_sys_user_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "learn_chapter_seq_uq" ON "learn_chapter" USING btree ("offering_id","seq");--> statement-breakpoint
CREATE INDEX "learn_chapter_time_idx" ON "learn_chapter" USING btree ("start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "learn_enrolment_active_uq" ON "learn_enrolment" USING btree ("user_id","offering_id") WHERE "learn_enrolment"."status" = 'active';--> statement-breakpoint
CREATE INDEX "learn_enrolment_offering_idx" ON "learn_enrolment" USING btree ("offering_id","status");--> statement-breakpoint
CREATE INDEX "learn_enrolment_order_idx" ON "learn_enrolment" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "live_question_chapter_idx" ON "live_question" USING btree ("chapter_id");--> statement-breakpoint
CREATE INDEX "learn_notice_user_idx" ON "learn_notice" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "learn_offering_sku_uq" ON "learn_offering" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "learn_offering_tutor_idx" ON "learn_offering" USING btree ("tutor_id");--> statement-breakpoint
CREATE INDEX "live_roll_call_chapter_idx" ON "live_roll_call" USING btree ("chapter_id");