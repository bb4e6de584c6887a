CREATE TABLE "console_audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer NOT NULL,
	"actor_name" varchar(64) NOT NULL,
	"action" varchar(48) NOT NULL,
	"entity" varchar(32) NOT NULL,
	"entity_id" integer NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"request_id" varchar(64),
	"ip" varchar(64),
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_exam" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "console_audit_log" ADD CONSTRAINT "console_audit_log_actor_id_sys_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "console_audit_log_at_idx" ON "console_audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "console_audit_log_actor_idx" ON "console_audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "console_audit_log_entity_idx" ON "console_audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "console_audit_log_action_idx" ON "console_audit_log" USING btree ("action","at");