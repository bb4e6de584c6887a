import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_IMAGE_MIME_TYPES, FILE_ERRORS, HOMEWORK_ERRORS } from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { privateKeyOfUrl, privateUrlOf } from '../../platform/storage/private-file-links';

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

export type UploadPurpose = 'answer' | 'avatar' | 'cover' | 'teacher' | 'licence' | 'material';

/**
 * Stores an image, or a recording, whose type is decided by its bytes, never by the name or header the client
 * sent. The key is the content hash under the uploader's folder (images/ or audio/), so a retried upload answers
 * the same URL instead of a copy. Anything else: 400 '上传图片格式错误'.
 * Answers (homework and exam photos, feedback screenshots, oral recordings) are a minor's private data: they go to
 * the private store and answer their stable path (`/api/file/private/images/<uid>/…`, read only by a signed link
 * or the uploader's token). Avatars, course covers and teacher images (avatar, qualifications) and the school's licence images are shown to others and stay in the public store.
 */
export async function storeImage(
  ctx: AppContext,
  userId: number,
  data: Buffer,
  purpose: UploadPurpose = 'answer',
): Promise<string> {
  if (data.length === 0) throw appError(FILE_ERRORS.uploadMissing);
  const type = await fileTypeFromBuffer(data);
  const hash = createHash('sha256').update(data).digest('hex');
  if (type && (UPLOAD_IMAGE_MIME_TYPES as readonly string[]).includes(type.mime)) {
    const key = `${imageFolderOf(userId)}${hash}.${type.mime === 'image/png' ? 'png' : 'jpg'}`;
    if (purpose !== 'answer') return ctx.storage.put(key, data, type.mime);
    await ctx.privateStorage.put(key, data, type.mime);
    return privateUrlOf(key);
  }
  // Teaching material (homework explanations, shown with download buttons) may be a PDF too; it is public like
  // the demo homework's key and board, since every pupil of the class gets the same file.
  if (type?.mime === 'application/pdf' && purpose === 'material')
    return ctx.storage.put(`material/${userId}/${hash}.pdf`, data, type.mime);
  const recording = type ? RECORDING_EXTENSIONS[type.mime] : undefined;
  if (!type || !recording || purpose !== 'answer') throw appError(FILE_ERRORS.uploadImageType);
  const key = `audio/${userId}/${hash}.${recording}`;
  await ctx.privateStorage.put(key, data, type.mime.split(';')[0]!);
  return privateUrlOf(key);
}

const imageFolderOf = (userId: number) => `images/${userId}/`;

/**
 * Image URLs a user puts into an answer or feedback must be their own private uploads (stable paths; a signed link
 * was turned back into one when the body came in): naming someone else's photo must not copy it into your record,
 * and a public or foreign URL must not be shown to the tutor as the pupil's work.
 */
export function assertOwnUploads(_ctx: AppContext, userId: number, urls: readonly string[]): void {
  for (const url of urls) if (!isOwnPrivateUpload(userId, url)) throw appError(HOMEWORK_ERRORS.imageUrlInvalid);
}

/** Whether a URL is the stable path of one of the user's own private uploads (`images/` or `audio/`). */
export function isOwnPrivateUpload(userId: number, url: string): boolean {
  const key = privateKeyOfUrl(url);
  return !!key && (key.kind === 'images' || key.kind === 'audio') && key.owner === String(userId);
}

/** An avatar must be the user's own public upload (`/uploads/images/<own id>/<file>`). */
export function assertOwnAvatar(ctx: AppContext, userId: number, url: string): void {
  const own = ctx.storage.urlOf(imageFolderOf(userId));
  const rest = url.startsWith(own) ? url.slice(own.length) : null;
  if (rest === null || rest.includes('/') || rest.includes('..') || rest === '') {
    throw appError(HOMEWORK_ERRORS.imageUrlInvalid);
  }
}
