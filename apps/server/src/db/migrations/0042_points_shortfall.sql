CREATE TABLE "points_shortfall" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"source_key" varchar(128) NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_shortfall_amount_ck" CHECK ("points_shortfall"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "points_shortfall" ADD CONSTRAINT "points_shortfall_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "points_shortfall_source_uq" ON "points_shortfall" USING btree ("user_id","source_key");