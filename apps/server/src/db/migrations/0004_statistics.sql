CREATE TABLE "stat_page_daily" (
	"day" date NOT NULL,
	"path" varchar(300) NOT NULL,
	"pv" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_page_daily_day_path_pk" PRIMARY KEY("day","path")
);
--> statement-breakpoint
CREATE TABLE "stat_visitor_daily" (
	"day" date NOT NULL,
	"visitor_id" varchar(64) NOT NULL,
	CONSTRAINT "stat_visitor_daily_day_visitor_id_pk" PRIMARY KEY("day","visitor_id")
);
