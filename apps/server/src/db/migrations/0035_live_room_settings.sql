ALTER TABLE "learn_offering" ADD COLUMN "entry_lead_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "learn_offering" ADD COLUMN "playback_open" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "learn_offering" ADD COLUMN "interaction_open" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "learn_offering" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "learn_offering" ADD CONSTRAINT "learn_offering_entry_lead_ck" CHECK ("learn_offering"."entry_lead_minutes" between 0 and 60);