CREATE TABLE "exam_upload_page" (
	"id" serial PRIMARY KEY NOT NULL,
	"upload_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"file_url" varchar(400) NOT NULL,
	"rotation" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "exam_upload_page_rotation_ck" CHECK ("exam_upload_page"."rotation" in (0, 90, 180, 270))
);
--> statement-breakpoint
CREATE TABLE "exam_upload_review" (
	"upload_id" integer PRIMARY KEY NOT NULL,
	"analysis" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"advice" text,
	"score" real,
	"comment" text,
	"annotations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reviewer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_upload" (
	"id" serial PRIMARY KEY NOT NULL,
	"pupil_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"subject" varchar(20),
	"exam_name" varchar(60),
	"exam_date" varchar(10),
	"score" real,
	"full_marks" integer,
	"title" varchar(60),
	"genre" varchar(20),
	"word_count" integer,
	"reject_reason" varchar(200),
	"reviewer_id" integer,
	"reviewed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revision_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_upload_kind_ck" CHECK ("exam_upload"."kind" in ('paper', 'essay')),
	CONSTRAINT "exam_upload_status_ck" CHECK ("exam_upload"."status" in ('pending', 'approved', 'rejected', 'revoked'))
);
--> statement-breakpoint
ALTER TABLE "exam_upload_page" ADD CONSTRAINT "exam_upload_page_upload_id_exam_upload_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."exam_upload"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_upload_review" ADD CONSTRAINT "exam_upload_review_upload_id_exam_upload_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."exam_upload"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_upload_review" ADD CONSTRAINT "exam_upload_review_reviewer_id_sys_user_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_upload" ADD CONSTRAINT "exam_upload_pupil_id_sys_user_id_fk" FOREIGN KEY ("pupil_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_upload" ADD CONSTRAINT "exam_upload_reviewer_id_sys_user_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_upload_page_seq_uq" ON "exam_upload_page" USING btree ("upload_id","seq");--> statement-breakpoint
CREATE INDEX "exam_upload_pupil_idx" ON "exam_upload" USING btree ("pupil_id","submitted_at");--> statement-breakpoint
CREATE INDEX "exam_upload_status_idx" ON "exam_upload" USING btree ("status","submitted_at");