import { z } from 'zod';

/** Answer of POST /file/file/upload: code 0 with msg '上传成功' and the stored file's URL. */
export const uploadResponseSchema = z.object({
  code: z.literal(0),
  msg: z.string(),
  data: z.object({ url: z.string() }),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png'] as const;

/**
 * Where an upload goes: answers (homework and exam photos, recordings, feedback screenshots) are a pupil's private
 * data and the default; 'avatar' is shown to others and stays public.
 */
/**
 * answer: private (pupils' work); avatar: public; cover, teacher, licence: public images of the console, admins only;
 * material: public teaching material staff attach in the console (homework explanation files: a PDF or a picture).
 */
export const uploadQuerySchema = z.object({
  purpose: z.enum(['answer', 'avatar', 'cover', 'teacher', 'licence', 'material']).optional(),
});

/** Prefix of the stable URL of a private upload, as answers store it (`/api/file/private/images/12/<hash>.jpg`). */
export const PRIVATE_FILE_PREFIX = '/api/file/private/';

/** A signed private file link: `?exp=<unix seconds>&sig=<hex hmac>`; anything else is refused, never a 500. */
export const privateFileQuerySchema = z.object({
  exp: z.string().max(20).optional(),
  sig: z.string().max(128).optional(),
});
export const privateFileParamsSchema = z.object({ '*': z.string().max(300) });
