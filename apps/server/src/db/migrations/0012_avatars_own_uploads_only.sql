-- Avatars are shown to a pupil's tutors and teachers; from now on only the user's own uploads are accepted
-- (profile.service.ts). Earlier rows pointing anywhere else (another host, someone else's photo) go back to the
-- default avatar.
UPDATE "sys_user" SET "avatar" = NULL
WHERE "avatar" IS NOT NULL AND "avatar" <> '' AND "avatar" !~ ('^/uploads/images/' || "id"::text || '/[A-Za-z0-9_.-]+$');
