CREATE TABLE "parent_student" (
	"parent_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parent_student_parent_id_student_id_pk" PRIMARY KEY("parent_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "user_client_info" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"app" varchar(64),
	"brand" varchar(64),
	"brand_info" varchar(200),
	"brand_version" varchar(64),
	"system_version" varchar(64),
	"client_code" integer,
	"client" varchar(32),
	"client_version" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_user_role" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "sys_user_role_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "sys_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(64) NOT NULL,
	"phone" varchar(11),
	"password_hash" text NOT NULL,
	"realname" varchar(32),
	"nickname" varchar(32),
	"avatar" varchar(500),
	"gender" smallint,
	"grade" varchar(16),
	"dept_value" varchar(16),
	"school" varchar(64),
	"client_version" varchar(32),
	"client" varchar(32),
	"points" integer DEFAULT 0 NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"failed_window_start" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_user_points_nonneg" CHECK ("sys_user"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sys_oauth_client" (
	"client_id" varchar(64) PRIMARY KEY NOT NULL,
	"secret_hash" text NOT NULL,
	"scope" varchar(64) DEFAULT 'server' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_refresh_token" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"family_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_sms_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"type" varchar(16) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_social_binding" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" varchar(16) NOT NULL,
	"open_id" varchar(128) NOT NULL,
	"union_id" varchar(128),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_token_family" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"client_id" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" varchar(32)
);
--> statement-breakpoint
CREATE TABLE "sys_dict_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(32) NOT NULL,
	"value" varchar(32) NOT NULL,
	"label" varchar(64) NOT NULL,
	"description" varchar(200),
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_points_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"rule_code" varchar(32) NOT NULL,
	"biz_key" varchar(128) NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parent_student" ADD CONSTRAINT "parent_student_parent_id_sys_user_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_student" ADD CONSTRAINT "parent_student_student_id_sys_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_client_info" ADD CONSTRAINT "user_client_info_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_role" ADD CONSTRAINT "sys_user_role_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_refresh_token" ADD CONSTRAINT "auth_refresh_token_family_id_auth_token_family_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."auth_token_family"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_social_binding" ADD CONSTRAINT "sys_social_binding_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_token_family" ADD CONSTRAINT "auth_token_family_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_points_ledger" ADD CONSTRAINT "user_points_ledger_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parent_student_student_idx" ON "parent_student" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "user_client_info_user_idx" ON "user_client_info" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_username_uq" ON "sys_user" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_phone_uq" ON "sys_user" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_refresh_token_hash_uq" ON "auth_refresh_token" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_refresh_token_family_idx" ON "auth_refresh_token" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "auth_sms_code_mobile_idx" ON "auth_sms_code" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_social_binding_open_uq" ON "sys_social_binding" USING btree ("provider","open_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_social_binding_user_uq" ON "sys_social_binding" USING btree ("provider","user_id");--> statement-breakpoint
CREATE INDEX "auth_token_family_user_idx" ON "auth_token_family" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_item_type_value_uq" ON "sys_dict_item" USING btree ("type","value");--> statement-breakpoint
CREATE UNIQUE INDEX "user_points_ledger_biz_uq" ON "user_points_ledger" USING btree ("user_id","biz_key");--> statement-breakpoint
CREATE INDEX "user_points_ledger_user_idx" ON "user_points_ledger" USING btree ("user_id","created_at");