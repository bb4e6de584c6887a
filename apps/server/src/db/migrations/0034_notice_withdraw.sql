ALTER TABLE "learn_notice" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "learn_notice" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "learn_notice" ADD COLUMN "withdrawn_at" timestamp with time zone;