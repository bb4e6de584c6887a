import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { MESSAGES, SERVER_MESSAGES, UPLOAD_IMAGE_MIME_TYPES } from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';

/**
 * Stores an image whose type is decided by its bytes, never by the name or header the client sent. The key is
 * the content hash under the uploader's folder, so a retried upload answers the same URL instead of a copy.
 */
export async function storeImage(ctx: AppContext, userId: number, data: Buffer): Promise<string> {
  if (data.length === 0) throw badRequest(SERVER_MESSAGES.uploadMissing);
  const type = await fileTypeFromBuffer(data);
  if (!type || !(UPLOAD_IMAGE_MIME_TYPES as readonly string[]).includes(type.mime))
    throw badRequest(MESSAGES.uploadImageType);
  const ext = type.mime === 'image/png' ? 'png' : 'jpg';
  const hash = createHash('sha256').update(data).digest('hex');
  return ctx.storage.put(`images/${userId}/${hash}.${ext}`, data, type.mime);
}
