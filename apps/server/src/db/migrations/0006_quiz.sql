CREATE TABLE "quiz_chapter_quiz" (
	"chapter_id" integer NOT NULL,
	"quiz_id" integer NOT NULL,
	"kind" varchar(16) DEFAULT 'homework' NOT NULL,
	CONSTRAINT "quiz_chapter_quiz_chapter_id_quiz_id_pk" PRIMARY KEY("chapter_id","quiz_id")
);
--> statement-breakpoint
CREATE TABLE "quiz_answer_item" (
	"quiz_answer_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" text NOT NULL,
	"is_right" boolean,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_answer_item_quiz_answer_id_question_id_pk" PRIMARY KEY("quiz_answer_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "quiz_answer" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"chapter_id" integer,
	"kind" varchar(16) DEFAULT 'homework' NOT NULL,
	"quiz_answer_type" varchar(1) DEFAULT '1' NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"over_time" timestamp with time zone,
	"quiz_answer_score" integer,
	"quiz_answer_auto_score" integer,
	"reply_over" text,
	"reply_over_time" timestamp with time zone,
	"reply_over_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_answer_type_ck" CHECK ("quiz_answer"."quiz_answer_type" in ('1', '2')),
	CONSTRAINT "quiz_answer_score_ck" CHECK (("quiz_answer"."quiz_answer_score" is null or "quiz_answer"."quiz_answer_score" between 0 and 100) and ("quiz_answer"."quiz_answer_auto_score" is null or "quiz_answer"."quiz_answer_auto_score" between 0 and 100))
);
--> statement-breakpoint
CREATE TABLE "quiz_option" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"option_title" text NOT NULL,
	"option_is_right" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_question" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"question_type" varchar(16) NOT NULL,
	"question_number" varchar(16) NOT NULL,
	"title" text NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"right_answer" text,
	CONSTRAINT "quiz_question_score_ck" CHECK ("quiz_question"."score" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quiz_section" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"title" varchar(200) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_quiz" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"analysis" text,
	"kind" varchar(16) DEFAULT 'homework' NOT NULL,
	"total_score" integer DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quiz_chapter_quiz" ADD CONSTRAINT "quiz_chapter_quiz_chapter_id_learn_chapter_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."learn_chapter"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_chapter_quiz" ADD CONSTRAINT "quiz_chapter_quiz_quiz_id_quiz_quiz_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quiz_quiz"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answer_item" ADD CONSTRAINT "quiz_answer_item_quiz_answer_id_quiz_answer_id_fk" FOREIGN KEY ("quiz_answer_id") REFERENCES "public"."quiz_answer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answer_item" ADD CONSTRAINT "quiz_answer_item_question_id_quiz_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_question"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answer" ADD CONSTRAINT "quiz_answer_quiz_id_quiz_quiz_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quiz_quiz"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answer" ADD CONSTRAINT "quiz_answer_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answer" ADD CONSTRAINT "quiz_answer_chapter_id_learn_chapter_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."learn_chapter"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answer" ADD CONSTRAINT "quiz_answer_reply_over_by_sys_user_id_fk" FOREIGN KEY ("reply_over_by") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_option" ADD CONSTRAINT "quiz_option_question_id_quiz_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_question"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_question" ADD CONSTRAINT "quiz_question_quiz_id_quiz_quiz_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quiz_quiz"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_question" ADD CONSTRAINT "quiz_question_section_id_quiz_section_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."quiz_section"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_section" ADD CONSTRAINT "quiz_section_quiz_id_quiz_quiz_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quiz_quiz"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_chapter_quiz_kind_uq" ON "quiz_chapter_quiz" USING btree ("chapter_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_answer_homework_uq" ON "quiz_answer" USING btree ("quiz_id","user_id") WHERE "quiz_answer"."kind" = 'homework';--> statement-breakpoint
CREATE INDEX "quiz_answer_chapter_idx" ON "quiz_answer" USING btree ("chapter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_option_seq_uq" ON "quiz_option" USING btree ("question_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_question_seq_uq" ON "quiz_question" USING btree ("section_id","seq");--> statement-breakpoint
CREATE INDEX "quiz_question_quiz_idx" ON "quiz_question" USING btree ("quiz_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_section_seq_uq" ON "quiz_section" USING btree ("quiz_id","seq");