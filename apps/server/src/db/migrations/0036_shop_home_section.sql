CREATE TABLE "shop_home_section" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" varchar(8) NOT NULL,
	"title" varchar(12),
	"sort" integer DEFAULT 0 NOT NULL,
	"shown" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_home_section_subject_ck" CHECK ("shop_home_section"."subject" in ('1', '2', '3', '4', '5', '6', '7', '8'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "shop_home_section_subject_uq" ON "shop_home_section" USING btree ("subject");