CREATE TABLE "tutor_follow_up_note" (
	"id" serial PRIMARY KEY NOT NULL,
	"pupil_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"text" text NOT NULL,
	"next_contact_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tutor_follow_up_note" ADD CONSTRAINT "tutor_follow_up_note_pupil_id_sys_user_id_fk" FOREIGN KEY ("pupil_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_follow_up_note" ADD CONSTRAINT "tutor_follow_up_note_author_id_sys_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tutor_follow_up_pupil_idx" ON "tutor_follow_up_note" USING btree ("pupil_id","created_at");