import type { InjectOptions } from 'fastify';
import type { PermissionFixture, Who } from '../../test/permission-fixture';
import { BASIC, api } from '../../test/requests';

/** The permission matrix's vocabulary: expected statuses per caller and request builders. */
export type Expect = Record<Who, number>;
export interface Case {
  /** 'METHOD /url' as registered. */
  route: string;
  request: (f: PermissionFixture, who: Who) => InjectOptions | Promise<InjectOptions>;
  expect: Expect;
}

export const status = (base: number, over: Partial<Expect> = {}): Expect => ({
  visitor: base,
  pupil: base,
  otherPupil: base,
  parent: base,
  tutor: base,
  otherTutor: base,
  teacher: base,
  otherTeacher: base,
  admin: base,
  ...over,
});
/** Anyone, visitors included. */
export const PUBLIC = status(200);
/** Any signed-in user (their own rows); visitors 401. */
export const SIGNED_IN = status(200, { visitor: 401 });
/** The pupil's own record: others see an unknown id (404). */
export const OWNER = status(404, { visitor: 401, pupil: 200 });
/** The class's pupil, teacher and tutor; everyone else 403 (the parent too: a read-only view, not the class). */
export const CLASS = status(403, { visitor: 401, pupil: 200, tutor: 200, teacher: 200 });
/** The class's teacher and tutor only. */
export const CLASS_STAFF = status(403, { visitor: 401, tutor: 200, teacher: 200 });
/** Staff (role 1) only. */
export const ADMIN = status(403, { visitor: 401, admin: 200 });

export const get = (url: string): InjectOptions => ({ method: 'GET', url: api(url) });
export const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown): InjectOptions => ({
  method,
  url: api(url),
  ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
});
export const form = (url: string, fields: Record<string, string>): InjectOptions => ({
  method: 'POST',
  url: api(url),
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: BASIC },
});
/** A join token for the session, when the caller may enter it (others have none to send). */
export async function joinToken(f: PermissionFixture, who: Who, chapterId: number, inject: Inject): Promise<string> {
  if (who === 'visitor') return '';
  const res = await inject({ ...get(`/learn/live/info?chapterId=${chapterId}`), headers: f.headers[who] });
  return res.statusCode === 200 ? (res.json().data.token as string) : '';
}
export type Inject = (o: InjectOptions) => Promise<{ statusCode: number; json(): { data: { token?: string } } }>;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const multipart = (): InjectOptions => {
  const boundary = '----matrix';
  return {
    method: 'POST',
    url: api('/file/file/upload'),
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

/** The smallest bytes file-type takes for an mp4 (an ftyp box): enough to pass 上传录像's content check. */
const MP4_HEAD = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
/** 上传录像 of a session: one file part that looks like a video (the transcode job is not run by the matrix). */
export const videoUpload = (url: string): InjectOptions => {
  const boundary = '----matrix';
  return {
    method: 'POST',
    url: api(url),
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
      ),
      MP4_HEAD,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};
