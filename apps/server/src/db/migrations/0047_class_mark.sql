CREATE TABLE "class_mark" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"chapter_id" integer NOT NULL,
	"offering_id" integer NOT NULL,
	"teacher_stars" integer NOT NULL,
	"tutor_stars" integer NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"comment" varchar(200),
	"anonymous" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_mark_teacher_stars_ck" CHECK ("class_mark"."teacher_stars" between 1 and 5),
	CONSTRAINT "class_mark_tutor_stars_ck" CHECK ("class_mark"."tutor_stars" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "class_mark" ADD CONSTRAINT "class_mark_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_mark" ADD CONSTRAINT "class_mark_chapter_id_learn_chapter_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."learn_chapter"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_mark" ADD CONSTRAINT "class_mark_offering_id_learn_offering_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."learn_offering"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_mark_user_chapter_uq" ON "class_mark" USING btree ("user_id","chapter_id");--> statement-breakpoint
CREATE INDEX "class_mark_offering_idx" ON "class_mark" USING btree ("offering_id","chapter_id");