import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_IMAGE_MIME_TYPES, FILE_ERRORS, HOMEWORK_ERRORS } from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';

/**
 * Recordings the browser's MediaRecorder writes (oral exam answers), by the container the bytes show: webm (Chrome,
 * Firefox; file-type names it video/webm), ogg/opus (Firefox), mp4 (Safari). Stored with the audio extension.
 */
const RECORDING_EXTENSIONS: Record<string, string> = {
  'video/webm': 'webm',
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/ogg; codecs=opus': 'ogg',
  'audio/opus': 'ogg',
  'audio/x-m4a': 'm4a',
  'audio/mp4': 'm4a',
  'video/mp4': 'm4a',
};

/**
 * Stores an image, or a recording, whose type is decided by its bytes, never by the name or header the client
 * sent. The key is the content hash under the uploader's folder (images/ or audio/), so a retried upload answers
 * the same URL instead of a copy. Anything else: 400 '上传图片格式错误'.
 */
export async function storeImage(ctx: AppContext, userId: number, data: Buffer): Promise<string> {
  if (data.length === 0) throw appError(FILE_ERRORS.uploadMissing);
  const type = await fileTypeFromBuffer(data);
  const hash = createHash('sha256').update(data).digest('hex');
  if (type && (UPLOAD_IMAGE_MIME_TYPES as readonly string[]).includes(type.mime)) {
    const ext = type.mime === 'image/png' ? 'png' : 'jpg';
    return ctx.storage.put(`${imageFolderOf(userId)}${hash}.${ext}`, data, type.mime);
  }
  const recording = type ? RECORDING_EXTENSIONS[type.mime] : undefined;
  if (!type || !recording) throw appError(FILE_ERRORS.uploadImageType);
  return ctx.storage.put(`audio/${userId}/${hash}.${recording}`, data, type.mime.split(';')[0]!);
}

const imageFolderOf = (userId: number) => `images/${userId}/`;

/**
 * Image URLs a user puts into an answer or feedback must be their own uploads: a URL is only as private as it
 * is hard to guess, so naming someone else's photo must not copy it into your record.
 */
export function assertOwnUploads(ctx: AppContext, userId: number, urls: readonly string[]): void {
  const own = ctx.storage.urlOf(imageFolderOf(userId));
  for (const url of urls) {
    const rest = url.startsWith(own) ? url.slice(own.length) : null;
    if (rest === null || rest.includes('/') || rest.includes('..')) throw appError(HOMEWORK_ERRORS.imageUrlInvalid);
  }
}
