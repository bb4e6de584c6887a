import { API_PATHS, type UploadResponse } from '@salt/domain';
import { apiPost } from './client';

async function upload(file: Blob, name: string, query = ''): Promise<string> {
  const form = new FormData();
  form.append('file', file, name);
  const data = await apiPost<UploadResponse['data']>(`${API_PATHS.fileUpload}${query}`, form, {
    requireToken: true,
  });
  return data.url;
}

/**
 * One image to the shared upload endpoint (homework photos, feedback screenshots); the part is named image.jpeg or
 * image.png as the spec says. Answers the stored image's URL.
 */
export function uploadImage(file: Blob): Promise<string> {
  return upload(file, file.type === 'image/png' ? 'image.png' : 'image.jpeg');
}

const AUDIO_EXTENSIONS: Record<string, string> = { 'audio/webm': 'webm', 'audio/ogg': 'ogg', 'audio/mp4': 'm4a' };

/**
 * A recording made in the browser (oral exam answers) to the same endpoint; the name follows the recorder's
 * container (Chrome and Firefox record webm or ogg, Safari mp4). Answers the stored file's URL.
 */
export function uploadRecording(file: Blob): Promise<string> {
  const base = file.type.split(';')[0]!.trim();
  return upload(file, `recording.${AUDIO_EXTENSIONS[base] ?? 'webm'}`);
}

/** A course cover (the console, admins): stored publicly, since the shop shows it to everyone. */
export function uploadCover(file: Blob): Promise<string> {
  return upload(file, file.type === 'image/png' ? 'cover.png' : 'cover.jpeg', '?purpose=cover');
}

/** A teacher's avatar or qualification image (the console, admins): stored publicly, the teacher pages show it. */
export function uploadTeacherImage(file: Blob): Promise<string> {
  return upload(file, file.type === 'image/png' ? 'teacher.png' : 'teacher.jpeg', '?purpose=teacher');
}

/** A school licence image (the console's 办学资质, admins): stored publicly, /qualifications shows it. */
export function uploadLicenceImage(file: Blob): Promise<string> {
  return upload(file, file.type === 'image/png' ? 'licence.png' : 'licence.jpeg', '?purpose=licence');
}

/**
 * A homework explanation file (the console, staff): a PDF or a picture, stored publicly as teaching material (every
 * pupil of the class gets the same file after handing the homework in, as the demo homework's key and board).
 */
export function uploadMaterial(file: Blob & { name?: string }): Promise<string> {
  const ext = file.type === 'application/pdf' ? 'pdf' : file.type === 'image/png' ? 'png' : 'jpeg';
  return upload(file, `material.${ext}`, '?purpose=material');
}
