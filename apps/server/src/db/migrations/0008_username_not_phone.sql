-- Security issue 10 item 3: rows written before these constraints are put right first, deterministically.
-- Phones that are not mainland mobile numbers ('' or junk) cannot receive a code or be logged in with; they are
-- cleared (the account keeps its username and password).
UPDATE "sys_user" SET "phone" = NULL WHERE "phone" IS NOT NULL AND "phone" !~ '^1[3-9][0-9]{9}$';--> statement-breakpoint
-- A mobile-shaped username that is not the account's own phone could be (or become) someone else's phone: it is
-- renamed u<id>, or u-<id> when u<id> is taken (the API only makes letters, digits and _, so u-<id> is free).
UPDATE "sys_user" s SET "username" = CASE
    WHEN EXISTS (SELECT 1 FROM "sys_user" o WHERE lower(o."username") = 'u' || s."id") THEN 'u-' || s."id"
    ELSE 'u' || s."id"
  END
  WHERE s."username" ~ '^1[3-9][0-9]{9}$' AND (s."phone" IS NULL OR s."username" <> s."phone");--> statement-breakpoint
ALTER TABLE "sys_user" ADD CONSTRAINT "sys_user_phone_mobile" CHECK ("sys_user"."phone" ~ '^1[3-9][0-9]{9}$');--> statement-breakpoint
ALTER TABLE "sys_user" ADD CONSTRAINT "sys_user_username_not_mobile" CHECK ("sys_user"."username" !~ '^1[3-9][0-9]{9}$' or ("sys_user"."phone" is not null and "sys_user"."username" = "sys_user"."phone"));