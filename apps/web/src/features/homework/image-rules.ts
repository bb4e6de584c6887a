import { IMAGE_COMPRESS_QUALITY, IMAGE_COMPRESS_SCALE, IMAGE_COMPRESS_THRESHOLD_BYTES } from '@salt/domain';

/** Photo answers: jpeg, jpg and png only. */
export const HOMEWORK_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png'];
export const IMAGE_TYPE_ERROR = '上传图片格式错误';
export const NOT_AN_IMAGE = '这不是图片!!!';
export const UPLOAD_FAILED = '上传失败';

/** Thumbnail sizes: 120x150 desktop, 60x75 mobile. */
export const thumbSize = (mobile: boolean) => (mobile ? { width: 60, height: 75 } : { width: 120, height: 150 });

export function isHomeworkImage(file: { type: string; name?: string }): boolean {
  if (HOMEWORK_IMAGE_TYPES.includes(file.type.toLowerCase())) return true;
  return !file.type && /\.(jpe?g|png)$/i.test(file.name ?? '');
}

/** Over 1 MB the photo is scaled down before upload. */
export const shouldCompress = (file: Blob) => file.size > IMAGE_COMPRESS_THRESHOLD_BYTES;

function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      URL.revokeObjectURL(url);
      resolve(img);
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error(IMAGE_TYPE_ERROR));
    };
    img.src = url;
  });
}

/** Photos over 1 MB: 30 % width and height, re-encoded as JPEG quality 0.8; smaller ones are sent as they are. */
export async function compressHomeworkImage(file: Blob): Promise<Blob> {
  if (!shouldCompress(file)) return file;
  const img = await loadImage(file);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(img.naturalWidth * IMAGE_COMPRESS_SCALE));
  canvas.height = Math.max(1, Math.round(img.naturalHeight * IMAGE_COMPRESS_SCALE));
  canvas.getContext('2d')?.drawImage(img, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', IMAGE_COMPRESS_QUALITY),
  );
  return blob ?? file;
}
