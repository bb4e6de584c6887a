import type { InjectOptions } from 'fastify';
import { api } from '../../test/requests';
import { ADMIN, get, OWNER, send, SIGNED_IN, status, type Case } from './permission-helpers';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const images = (): InjectOptions => {
  const boundary = '----matrix';
  return {
    method: 'POST',
    url: api('/exam-upload/images'),
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

/** Seen by the pupil, the class's tutor and teacher, staff; an unknown 404 to everyone else. */
const VIEWERS = status(404, { visitor: 401, pupil: 200, tutor: 200, teacher: 200, admin: 200 });
/** Decided by the class's tutor and staff; the pupil and the teacher see it but may not (403). */
const REVIEWERS = status(404, { visitor: 401, pupil: 403, tutor: 200, teacher: 403, admin: 200 });

/**
 * 试卷上传 / 作文上传: a pupil's own uploads (pages must be the caller's own photos: anyone else's 400); reading one
 * is for the pupil, the class's tutor and teacher, staff; the tutor and staff review; the console is staff's.
 */
export function examUploadCases(): Case[] {
  const paper = (page: string) => ({ kind: 'paper', subject: '数学', examName: '期中考试', pages: [{ url: page }] });
  return [
    { route: 'POST /api/exam-upload/images', request: () => images(), expect: SIGNED_IN },
    {
      route: 'POST /api/exam-upload/submit',
      request: (f) => send('POST', '/exam-upload/submit', paper(f.examUpload.page)),
      expect: status(400, { visitor: 401, pupil: 200 }),
    },
    { route: 'GET /api/exam-upload/mine/page', request: () => get('/exam-upload/mine/page'), expect: SIGNED_IN },
    {
      route: 'GET /api/exam-upload/review/page',
      request: () => get('/exam-upload/review/page'),
      expect: status(403, { visitor: 401, tutor: 200, otherTutor: 200, admin: 200 }),
    },
    {
      route: 'GET /api/exam-upload/:id',
      request: async (f) => get(`/exam-upload/${await f.examUpload.upload()}`),
      expect: VIEWERS,
    },
    {
      route: 'PUT /api/exam-upload/:id',
      request: async (f) => {
        const { kind: _kind, ...body } = paper(f.examUpload.page);
        return send('PUT', `/exam-upload/${await f.examUpload.upload('rejected')}`, body);
      },
      expect: OWNER,
    },
    {
      route: 'POST /api/exam-upload/:id/revoke',
      request: async (f) => send('POST', `/exam-upload/${await f.examUpload.upload()}/revoke`),
      expect: OWNER,
    },
    {
      route: 'POST /api/exam-upload/:id/approve',
      request: async (f) => send('POST', `/exam-upload/${await f.examUpload.upload()}/approve`, {}),
      expect: REVIEWERS,
    },
    {
      route: 'POST /api/exam-upload/:id/reject',
      request: async (f) => send('POST', `/exam-upload/${await f.examUpload.upload()}/reject`, { reason: '看不清' }),
      expect: REVIEWERS,
    },
    { route: 'GET /api/console/exam-upload/page', request: () => get('/console/exam-upload/page'), expect: ADMIN },
    {
      route: 'GET /api/console/exam-upload/:id',
      request: async (f) => get(`/console/exam-upload/${await f.examUpload.upload()}`),
      expect: ADMIN,
    },
    {
      route: 'POST /api/console/exam-upload/:id/approve',
      request: async (f) => send('POST', `/console/exam-upload/${await f.examUpload.upload()}/approve`, {}),
      expect: ADMIN,
    },
    {
      route: 'POST /api/console/exam-upload/:id/reject',
      request: async (f) =>
        send('POST', `/console/exam-upload/${await f.examUpload.upload()}/reject`, { reason: '看不清' }),
      expect: ADMIN,
    },
  ];
}
