CREATE TABLE "exam_answer" (
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"seq" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"teacher_tenths" integer,
	"teacher_comment" text,
	"marked_by" integer,
	"marked_at" timestamp with time zone,
	CONSTRAINT "exam_answer_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "exam_attempt_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"attempt_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"actor_id" integer,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_attempt" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"attempt_no" integer NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"paper" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"set_by" varchar(8) NOT NULL,
	"extra_seconds" integer DEFAULT 0 NOT NULL,
	"committed_at" timestamp with time zone,
	"committed_by" varchar(5),
	"cost_time" integer,
	"earned_tenths" integer,
	"possible_tenths" integer,
	"pending_tenths" integer,
	"marks" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_attempt_status_ck" CHECK ("exam_attempt"."status" in ('open', 'committed'))
);
--> statement-breakpoint
CREATE TABLE "exam_paper" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(60) NOT NULL,
	"title" varchar(200) NOT NULL,
	"subject" varchar(2) NOT NULL,
	"grade" varchar(16) NOT NULL,
	"duration_seconds" integer NOT NULL,
	"total_tenths" integer NOT NULL,
	"sections" jsonb NOT NULL,
	"levels" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_paper_duration_ck" CHECK ("exam_paper"."duration_seconds" > 0)
);
--> statement-breakpoint
CREATE TABLE "exam_practice_check" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"right" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_question_option" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"label" varchar(2) NOT NULL,
	"text" text NOT NULL,
	"is_right" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_question" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(40) NOT NULL,
	"parent_id" integer,
	"seq" integer DEFAULT 0 NOT NULL,
	"subject" varchar(2) NOT NULL,
	"grade" varchar(16) NOT NULL,
	"type" varchar(3) NOT NULL,
	"stem" text NOT NULL,
	"blanks" jsonb,
	"is_true" boolean,
	"reference" text,
	"score_tenths" integer NOT NULL,
	"difficulty" smallint NOT NULL,
	"knowledge_points" text[] NOT NULL,
	"analysis" text DEFAULT '' NOT NULL,
	"analysis_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"listening" jsonb,
	"in_bank" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_question_type_ck" CHECK ("exam_question"."type" in ('0', '1', '2', '3', '4', '100')),
	CONSTRAINT "exam_question_difficulty_ck" CHECK ("exam_question"."difficulty" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "exam_wrong_question" (
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"wrong_count" integer DEFAULT 1 NOT NULL,
	"last_wrong_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_wrong_question_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "exam_exam" (
	"id" serial PRIMARY KEY NOT NULL,
	"paper_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"title" varchar(200) NOT NULL,
	"subject" varchar(2) NOT NULL,
	"grade" varchar(16) NOT NULL,
	"offering_id" integer,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"max_attempts" integer,
	"multi_partial" varchar(4) DEFAULT 'none' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_exam_kind_ck" CHECK ("exam_exam"."kind" in ('jieke', 'mock', 'outdoor', 'placement', 'listening', 'ai')),
	CONSTRAINT "exam_exam_window_ck" CHECK ("exam_exam"."opens_at" is null or "exam_exam"."closes_at" is null or "exam_exam"."opens_at" < "exam_exam"."closes_at")
);
--> statement-breakpoint
ALTER TABLE "exam_answer" ADD CONSTRAINT "exam_answer_attempt_id_exam_attempt_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempt"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_answer" ADD CONSTRAINT "exam_answer_marked_by_sys_user_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempt_event" ADD CONSTRAINT "exam_attempt_event_attempt_id_exam_attempt_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempt"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempt_event" ADD CONSTRAINT "exam_attempt_event_actor_id_sys_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempt" ADD CONSTRAINT "exam_attempt_exam_id_exam_exam_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exam_exam"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempt" ADD CONSTRAINT "exam_attempt_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_practice_check" ADD CONSTRAINT "exam_practice_check_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_practice_check" ADD CONSTRAINT "exam_practice_check_question_id_exam_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."exam_question"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_question_option" ADD CONSTRAINT "exam_question_option_question_id_exam_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."exam_question"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_wrong_question" ADD CONSTRAINT "exam_wrong_question_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_wrong_question" ADD CONSTRAINT "exam_wrong_question_question_id_exam_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."exam_question"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_exam" ADD CONSTRAINT "exam_exam_paper_id_exam_paper_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."exam_paper"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_exam" ADD CONSTRAINT "exam_exam_offering_id_learn_offering_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."learn_offering"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_attempt_event_attempt_idx" ON "exam_attempt_event" USING btree ("attempt_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempt_open_uq" ON "exam_attempt" USING btree ("exam_id","user_id") WHERE "exam_attempt"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempt_no_uq" ON "exam_attempt" USING btree ("exam_id","user_id","attempt_no");--> statement-breakpoint
CREATE INDEX "exam_attempt_sweep_idx" ON "exam_attempt" USING btree ("deadline") WHERE "exam_attempt"."status" = 'open';--> statement-breakpoint
CREATE INDEX "exam_attempt_user_idx" ON "exam_attempt" USING btree ("user_id","committed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_paper_key_uq" ON "exam_paper" USING btree ("key");--> statement-breakpoint
CREATE INDEX "exam_practice_check_user_idx" ON "exam_practice_check" USING btree ("user_id","question_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_question_option_label_uq" ON "exam_question_option" USING btree ("question_id","label");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_question_key_uq" ON "exam_question" USING btree ("key");--> statement-breakpoint
CREATE INDEX "exam_question_parent_idx" ON "exam_question" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "exam_question_scope_idx" ON "exam_question" USING btree ("subject","grade");--> statement-breakpoint
CREATE INDEX "exam_exam_kind_idx" ON "exam_exam" USING btree ("kind","grade");--> statement-breakpoint
CREATE INDEX "exam_exam_offering_idx" ON "exam_exam" USING btree ("offering_id");