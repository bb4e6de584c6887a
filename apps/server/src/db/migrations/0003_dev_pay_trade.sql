CREATE TABLE "dev_pay_trade" (
	"out_trade_no" varchar(40) PRIMARY KEY NOT NULL,
	"amount_fen" integer NOT NULL,
	"description" text NOT NULL,
	"state" varchar(8) DEFAULT 'unpaid' NOT NULL,
	"transaction_id" varchar(64),
	"paid_at" timestamp with time zone,
	"refunds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
