CREATE TABLE "qn_question" (
	"id" serial PRIMARY KEY NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"title" varchar(200) NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_choices" integer,
	"max_choices" integer,
	"max_length" integer,
	CONSTRAINT "qn_question_kind_ck" CHECK ("qn_question"."kind" in ('single', 'multiple', 'text', 'rating'))
);
--> statement-breakpoint
CREATE TABLE "qn_response" (
	"id" serial PRIMARY KEY NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qn_questionnaire" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"audience_kind" varchar(8) DEFAULT 'all' NOT NULL,
	"offering_id" integer,
	"grade" varchar(16),
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"anonymous" boolean DEFAULT true NOT NULL,
	"results_public" boolean DEFAULT false NOT NULL,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"created_by" integer,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qn_questionnaire_status_ck" CHECK ("qn_questionnaire"."status" in ('draft', 'published')),
	CONSTRAINT "qn_questionnaire_audience_ck" CHECK ("qn_questionnaire"."audience_kind" in ('all', 'class', 'grade')),
	CONSTRAINT "qn_questionnaire_window_ck" CHECK ("qn_questionnaire"."closes_at" > "qn_questionnaire"."opens_at")
);
--> statement-breakpoint
ALTER TABLE "qn_question" ADD CONSTRAINT "qn_question_questionnaire_id_qn_questionnaire_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."qn_questionnaire"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qn_response" ADD CONSTRAINT "qn_response_questionnaire_id_qn_questionnaire_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."qn_questionnaire"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qn_response" ADD CONSTRAINT "qn_response_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qn_questionnaire" ADD CONSTRAINT "qn_questionnaire_offering_id_learn_offering_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."learn_offering"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qn_questionnaire" ADD CONSTRAINT "qn_questionnaire_created_by_sys_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "qn_question_seq_uq" ON "qn_question" USING btree ("questionnaire_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "qn_response_user_uq" ON "qn_response" USING btree ("questionnaire_id","user_id");--> statement-breakpoint
CREATE INDEX "qn_response_user_idx" ON "qn_response" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "qn_questionnaire_window_idx" ON "qn_questionnaire" USING btree ("status","closes_at");