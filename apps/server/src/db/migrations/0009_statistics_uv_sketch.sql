CREATE TABLE "stat_uv_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"registers" smallint[] NOT NULL
);
