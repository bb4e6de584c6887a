CREATE TABLE "shop_cart_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_cart_item_quantity_ck" CHECK ("shop_cart_item"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "shop_class_period" (
	"id" serial PRIMARY KEY NOT NULL,
	"spu_id" integer NOT NULL,
	"sku_id" integer,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"lesson_count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "shop_class_period_dates_ck" CHECK ("shop_class_period"."end_date" >= "shop_class_period"."start_date"),
	CONSTRAINT "shop_class_period_lessons_ck" CHECK ("shop_class_period"."lesson_count" >= 1)
);
--> statement-breakpoint
CREATE TABLE "shop_sku" (
	"id" serial PRIMARY KEY NOT NULL,
	"spu_id" integer NOT NULL,
	"sku_code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"price_fen" integer NOT NULL,
	"original_price_fen" integer,
	"stock" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"level" varchar(8),
	"class_name" varchar(64),
	"need_logistics" boolean DEFAULT false NOT NULL,
	"is_group" boolean DEFAULT false NOT NULL,
	"group_member_num" integer,
	"group_price_fen" integer,
	"group_hours_valid" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_sku_price_ck" CHECK ("shop_sku"."price_fen" >= 0),
	CONSTRAINT "shop_sku_original_price_ck" CHECK ("shop_sku"."original_price_fen" is null or "shop_sku"."original_price_fen" >= 0),
	CONSTRAINT "shop_sku_stock_ck" CHECK ("shop_sku"."stock" >= 0),
	CONSTRAINT "shop_sku_sold_ck" CHECK ("shop_sku"."sold" >= 0),
	CONSTRAINT "shop_sku_group_ck" CHECK (not "shop_sku"."is_group" or ("shop_sku"."group_member_num" >= 2 and "shop_sku"."group_price_fen" >= 0 and "shop_sku"."group_hours_valid" > 0))
);
--> statement-breakpoint
CREATE TABLE "shop_spu_staff" (
	"spu_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" varchar(8) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_spu_staff_spu_id_user_id_role_pk" PRIMARY KEY("spu_id","user_id","role"),
	CONSTRAINT "shop_spu_staff_role_ck" CHECK ("shop_spu_staff"."role" in ('teacher', 'tutor'))
);
--> statement-breakpoint
CREATE TABLE "shop_spu" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"subtitle" varchar(200),
	"subject" varchar(2) NOT NULL,
	"grade" varchar(16) NOT NULL,
	"term" varchar(16) NOT NULL,
	"dept_value" varchar(16),
	"cover_url" text,
	"detail_html" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"recommended" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_spu_subject_ck" CHECK ("shop_spu"."subject" in ('1','2','3','4','5','6','7','8'))
);
--> statement-breakpoint
CREATE TABLE "shop_teacher_profile" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"kind" varchar(8) DEFAULT 'teacher' NOT NULL,
	"title" varchar(64),
	"intro" text,
	"avatar" varchar(2000),
	"subject" varchar(2),
	"qualification_no" varchar(64),
	"honors" text[] DEFAULT '{}'::text[] NOT NULL,
	"teaching_years" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_teacher_profile_kind_ck" CHECK ("shop_teacher_profile"."kind" in ('teacher', 'tutor')),
	CONSTRAINT "shop_teacher_profile_years_ck" CHECK ("shop_teacher_profile"."teaching_years" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_user_address" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"receiver_name" varchar(32) NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"province" varchar(32) NOT NULL,
	"city" varchar(32) NOT NULL,
	"district" varchar(32) NOT NULL,
	"detail" varchar(200) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_cart_item" ADD CONSTRAINT "shop_cart_item_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_cart_item" ADD CONSTRAINT "shop_cart_item_sku_id_shop_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."shop_sku"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_class_period" ADD CONSTRAINT "shop_class_period_spu_id_shop_spu_id_fk" FOREIGN KEY ("spu_id") REFERENCES "public"."shop_spu"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_class_period" ADD CONSTRAINT "shop_class_period_sku_id_shop_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."shop_sku"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_sku" ADD CONSTRAINT "shop_sku_spu_id_shop_spu_id_fk" FOREIGN KEY ("spu_id") REFERENCES "public"."shop_spu"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_spu_staff" ADD CONSTRAINT "shop_spu_staff_spu_id_shop_spu_id_fk" FOREIGN KEY ("spu_id") REFERENCES "public"."shop_spu"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_spu_staff" ADD CONSTRAINT "shop_spu_staff_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_teacher_profile" ADD CONSTRAINT "shop_teacher_profile_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_user_address" ADD CONSTRAINT "shop_user_address_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_cart_item_user_sku_uq" ON "shop_cart_item" USING btree ("user_id","sku_id");--> statement-breakpoint
CREATE INDEX "shop_class_period_spu_idx" ON "shop_class_period" USING btree ("spu_id");--> statement-breakpoint
CREATE INDEX "shop_class_period_sku_idx" ON "shop_class_period" USING btree ("sku_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_sku_code_uq" ON "shop_sku" USING btree ("sku_code");--> statement-breakpoint
CREATE INDEX "shop_sku_spu_idx" ON "shop_sku" USING btree ("spu_id");--> statement-breakpoint
CREATE INDEX "shop_spu_staff_user_idx" ON "shop_spu_staff" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "shop_spu_list_idx" ON "shop_spu" USING btree ("on_sale","subject","grade","sort");--> statement-breakpoint
CREATE INDEX "shop_teacher_profile_list_idx" ON "shop_teacher_profile" USING btree ("kind","visible","sort");--> statement-breakpoint
CREATE INDEX "shop_user_address_user_idx" ON "shop_user_address" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_user_address_default_uq" ON "shop_user_address" USING btree ("user_id") WHERE "shop_user_address"."is_default";