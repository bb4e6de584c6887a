import { IMAGE_COMPRESS_QUALITY, IMAGE_COMPRESS_SCALE, IMAGE_COMPRESS_THRESHOLD_BYTES } from '@salt/domain';

export const IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png'];

/** Spec 5: photos over 1 MB are scaled to 30 % and re-encoded as JPEG 0.8, so phone photos upload quickly. */
export async function compressImage(file: File): Promise<Blob> {
  if (file.size <= IMAGE_COMPRESS_THRESHOLD_BYTES) return file;
  const bitmap = await createImageBitmap(file);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * IMAGE_COMPRESS_SCALE));
  canvas.height = Math.max(1, Math.round(bitmap.height * IMAGE_COMPRESS_SCALE));
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', IMAGE_COMPRESS_QUALITY),
  );
  return blob ?? file;
}
