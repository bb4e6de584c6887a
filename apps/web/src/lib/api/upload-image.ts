import { API_PATHS, type UploadResponse } from '@salt/domain';
import { apiPost } from './client';

/**
 * One image to the shared upload endpoint (homework photos, feedback screenshots); the part is named image.jpeg or
 * image.png as the spec says. Answers the stored image's URL.
 */
export async function uploadImage(file: Blob): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.type === 'image/png' ? 'image.png' : 'image.jpeg');
  const data = await apiPost<UploadResponse['data']>(API_PATHS.fileUpload, form, { requireToken: true });
  return data.url;
}
