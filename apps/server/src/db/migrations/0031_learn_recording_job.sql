CREATE TABLE "learn_recording_job" (
	"id" serial PRIMARY KEY NOT NULL,
	"chapter_id" integer NOT NULL,
	"state" varchar(8) DEFAULT 'queued' NOT NULL,
	"percent" integer DEFAULT 0 NOT NULL,
	"raw_key" varchar(300) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"size_bytes" bigint NOT NULL,
	"error" varchar(200),
	"uploaded_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "learn_recording_job" ADD CONSTRAINT "learn_recording_job_chapter_id_learn_chapter_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."learn_chapter"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learn_recording_job" ADD CONSTRAINT "learn_recording_job_uploaded_by_sys_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learn_recording_job_chapter_idx" ON "learn_recording_job" USING btree ("chapter_id","id");