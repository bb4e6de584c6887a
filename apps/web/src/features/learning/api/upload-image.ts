import { API_PATHS } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';

/** One image to the shared upload endpoint; the part is named image.jpeg or image.png as the spec says. */
export async function uploadImage(file: Blob): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.type === 'image/png' ? 'image.png' : 'image.jpeg');
  const data = await apiPost<{ url: string }>(API_PATHS.fileUpload, form, { requireToken: true });
  return data.url;
}
