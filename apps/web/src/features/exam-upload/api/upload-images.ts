import { API_PATHS, type ExamUploadImagesResult } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';

/** 批量上传页面: several (compressed) page images at once into my private folder; answers their signed links. */
export function uploadPageImages(files: Blob[]): Promise<ExamUploadImagesResult> {
  const form = new FormData();
  files.forEach((f, i) => form.append('file', f, f.type === 'image/png' ? `page${i + 1}.png` : `page${i + 1}.jpeg`));
  return apiPost<ExamUploadImagesResult>(API_PATHS.examUploadImages, form, { requireToken: true });
}
