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
