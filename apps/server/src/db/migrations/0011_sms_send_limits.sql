CREATE TABLE "sys_rate_counter" (
	"key" varchar(128) NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sys_rate_counter_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "auth_sms_send" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"type" varchar(16) NOT NULL,
	"address" varchar(64) NOT NULL,
	"issued" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_rate_counter_expires_idx" ON "sys_rate_counter" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "auth_sms_send_mobile_idx" ON "auth_sms_send" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "auth_sms_send_address_idx" ON "auth_sms_send" USING btree ("address","created_at");--> statement-breakpoint
CREATE INDEX "auth_sms_send_created_idx" ON "auth_sms_send" USING btree ("created_at");