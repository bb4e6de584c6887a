CREATE TABLE "auth_login_failure" (
	"user_id" integer NOT NULL,
	"address" varchar(64) NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone,
	"locked_until" timestamp with time zone,
	CONSTRAINT "auth_login_failure_user_id_address_pk" PRIMARY KEY("user_id","address")
);
--> statement-breakpoint
ALTER TABLE "auth_login_failure" ADD CONSTRAINT "auth_login_failure_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;