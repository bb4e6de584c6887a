ALTER TABLE "exam_paper" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_question" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;