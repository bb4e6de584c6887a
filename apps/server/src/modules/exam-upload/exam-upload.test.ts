import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLE_ID, API_PATHS, EXAM_UPLOAD_ERRORS, FILE_ERRORS, type ErrorEntry } from '@salt/domain';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { enrol, liveClassFactory } from '../../test/live-factories';
import { api, errorBodyOf } from '../../test/requests';

/**
 * 试卷上传 / 作文上传: page images, submit, every transition (revoke, resubmit, approve, reject) and who may do what,
 * the privacy of the page images, bad input as Chinese 4xx.
 */
let t: TestApp;
type H = Record<string, string>;
let pupil: H, otherPupil: H, tutor: H, otherTutor: H, teacher: H, admin: H;
let pupilId: number;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
let seed = 0;
/** A distinct jpeg each call (the store names files by content). */
const jpeg = () => Buffer.concat([JPEG, Buffer.from(String(++seed))]);

function multipart(
  files: { data: Buffer; type?: string; name?: string }[],
): Pick<InjectOptions, 'payload' | 'headers'> {
  const boundary = '----eu';
  const parts = files.map((f, i) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.name ?? `p${i}.jpg`}"\r\nContent-Type: ${f.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const call = (method: InjectOptions['method'], path: string, headers: H, payload?: unknown) =>
  t.app.inject({ method, url: api(path), headers, ...(payload === undefined ? {} : { payload: payload as string }) });
const idPath = (p: string, id: number) => p.replace(':id', String(id));

async function uploadImages(headers: H, files: Buffer[]): Promise<string[]> {
  const m = multipart(files.map((data) => ({ data })));
  const res = await t.app.inject({
    method: 'POST',
    url: api(API_PATHS.examUploadImages),
    payload: m.payload,
    headers: { ...headers, ...m.headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.images.map((i: { url: string }) => i.url);
}

const paper = (urls: string[]) => ({
  kind: 'paper',
  subject: '数学',
  examName: '期中考试',
  examDate: '2026-11-10',
  score: 86,
  fullMarks: 100,
  pages: urls.map((url, i) => ({ url, rotation: i === 1 ? 90 : 0 })),
});
const essay = (urls: string[]) => ({
  kind: 'essay',
  title: '我的妈妈',
  genre: '记叙文',
  wordCount: 600,
  pages: urls.map((url) => ({ url })),
});

async function submit(headers: H, body: unknown) {
  const res = await call('POST', API_PATHS.examUploadSubmit, headers, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; status: string; pages: { url: string; rotation: number }[] };
}
const expectError = (res: { statusCode: number; json(): unknown }, entry: ErrorEntry) => {
  expect(res.statusCode).toBe(entry.status);
  expect(res.json()).toMatchObject(errorBodyOf(entry));
};

beforeAll(async () => {
  t = await createTestApp();
  const cls = await liveClassFactory(t.ctx.db);
  const other = await liveClassFactory(t.ctx.db);
  const p = await userFactory(t.ctx.db, { realname: '王小明' });
  const op = await userFactory(t.ctx.db);
  const a = await userFactory(t.ctx.db, { roles: [ADMIN_ROLE_ID] });
  await enrol(t.ctx.db, p.id, cls.offering.id);
  await enrol(t.ctx.db, op.id, other.offering.id);
  pupilId = p.id;
  pupil = await sessionFor(t.ctx, p);
  otherPupil = await sessionFor(t.ctx, op);
  tutor = await sessionFor(t.ctx, cls.tutor);
  otherTutor = await sessionFor(t.ctx, other.tutor);
  teacher = await sessionFor(t.ctx, cls.teacher);
  admin = await sessionFor(t.ctx, a);
}, 120_000);
afterAll(() => t.close());

describe('page images', () => {
  it('stores several jpeg/png images at once privately and answers signed links', async () => {
    const m = multipart([{ data: jpeg() }, { data: PNG, type: 'image/png', name: 'b.png' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: api(API_PATHS.examUploadImages),
      payload: m.payload,
      headers: { ...pupil, ...m.headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    const images = res.json().data.images;
    expect(images.map((i: { mimeType: string }) => i.mimeType)).toEqual(['image/jpeg', 'image/png']);
    for (const i of images)
      expect(i.url).toMatch(
        new RegExp(`^/api/file/private/images/${pupilId}/[0-9a-f]{64}\\.(jpg|png)\\?exp=\\d+&sig=`),
      );
  });

  it('refuses a non-image, none, over 20 and a visitor', async () => {
    const send = (files: { data: Buffer; type?: string }[], headers: H = pupil) => {
      const m = multipart(files);
      return t.app.inject({
        method: 'POST',
        url: api(API_PATHS.examUploadImages),
        payload: m.payload,
        headers: { ...headers, ...m.headers },
      });
    };
    expectError(
      await send([{ data: jpeg() }, { data: Buffer.from('%PDF-1.4 hello'), type: 'image/jpeg' }]),
      EXAM_UPLOAD_ERRORS.imageType,
    );
    expectError(await send([]), EXAM_UPLOAD_ERRORS.noPages);
    expectError(await send(Array.from({ length: 21 }, () => ({ data: jpeg() }))), EXAM_UPLOAD_ERRORS.tooManyPages);
    expect((await send([{ data: jpeg() }], {})).statusCode).toBe(401);
    const notMultipart = await call('POST', API_PATHS.examUploadImages, pupil, { a: 1 });
    expectError(notMultipart, FILE_ERRORS.uploadMissing);
  });
});

describe('submit and bad input', () => {
  it('submits a paper as 待审核 with its pages in order', async () => {
    const urls = await uploadImages(pupil, [jpeg(), jpeg(), jpeg()]);
    const u = await submit(pupil, paper(urls));
    expect(u.status).toBe('pending');
    expect(u.pages.map((p) => p.rotation)).toEqual([0, 90, 0]);
    expect(u.pages.map((p) => p.url.split('?')[0])).toEqual(urls.map((x) => x.split('?')[0]));
    const mine = await call('GET', `${API_PATHS.examUploadMine}?kind=paper&status=pending`, pupil);
    expect(mine.json().data.records.map((r: { id: number }) => r.id)).toContain(u.id);
    expect(mine.json().data.records[0]).toMatchObject({ statusText: '待审核', title: '数学 · 期中考试', pageCount: 3 });
  });

  it('refuses zero pages, over 20, another pupil’s image, a public URL, missing fields', async () => {
    const [own] = await uploadImages(pupil, [jpeg()]);
    const [theirs] = await uploadImages(otherPupil, [jpeg()]);
    const submitRes = (body: unknown) => call('POST', API_PATHS.examUploadSubmit, pupil, body);
    expect((await submitRes(paper([]))).json().msg).toBe('请至少上传一页');
    expect((await submitRes(paper(Array.from({ length: 21 }, () => own!)))).json().msg).toBe('最多上传 20 页');
    expectError(await submitRes(paper([theirs!])), EXAM_UPLOAD_ERRORS.pageInvalid);
    expectError(await submitRes(paper(['/uploads/images/1/a.jpg'])), EXAM_UPLOAD_ERRORS.pageInvalid);
    expectError(
      await submitRes(paper([`/api/file/private/images/${pupilId}/${'c'.repeat(64)}.jpg`])),
      EXAM_UPLOAD_ERRORS.pageInvalid,
    );
    expectError(await submitRes({ ...essay([own!]), title: '' }), EXAM_UPLOAD_ERRORS.fieldsRequired);
    expect((await submitRes({ ...paper([own!]), kind: 'poem' })).statusCode).toBe(400);
  });
});

describe('transitions', () => {
  it('revoke only while pending; resubmit only when rejected or revoked', async () => {
    const urls = await uploadImages(pupil, [jpeg()]);
    const u = await submit(pupil, essay(urls));
    expectError(
      await call('PUT', idPath(API_PATHS.examUploadEdit, u.id), pupil, essay(urls)),
      EXAM_UPLOAD_ERRORS.notEditable,
    );
    expectError(await call('POST', idPath(API_PATHS.examUploadRevoke, u.id), otherPupil), EXAM_UPLOAD_ERRORS.notFound);
    const revoked = await call('POST', idPath(API_PATHS.examUploadRevoke, u.id), pupil);
    expect(revoked.json().data).toMatchObject({ status: 'revoked', statusText: '已撤回' });
    expectError(await call('POST', idPath(API_PATHS.examUploadRevoke, u.id), pupil), EXAM_UPLOAD_ERRORS.notRevocable);
    expectError(
      await call('POST', idPath(API_PATHS.examUploadApprove, u.id), tutor, {}),
      EXAM_UPLOAD_ERRORS.notPending,
    );
    const more = await uploadImages(pupil, [jpeg()]);
    const again = await call('PUT', idPath(API_PATHS.examUploadEdit, u.id), pupil, {
      ...essay([...urls, ...more]),
      title: '我的爸爸',
    });
    expect(again.json().data).toMatchObject({
      status: 'pending',
      revisionCount: 1,
      essayTitle: '我的爸爸',
      pageCount: 2,
    });
    expectError(
      await call('PUT', idPath(API_PATHS.examUploadEdit, u.id), otherPupil, essay(urls)),
      EXAM_UPLOAD_ERRORS.notFound,
    );
  });

  it('the tutor approves a paper with analysis; the pupil sees it; a second decision is 409', async () => {
    const u = await submit(pupil, paper(await uploadImages(pupil, [jpeg(), jpeg()])));
    const body = {
      analysis: [
        { knowledgePoint: '一元二次方程', lostPoints: 6 },
        { knowledgePoint: '三角形全等', lostPoints: 8 },
      ],
      advice: '多练习证明题的书写步骤。',
    };
    expectError(
      await call('POST', idPath(API_PATHS.examUploadApprove, u.id), otherTutor, body),
      EXAM_UPLOAD_ERRORS.notFound,
    );
    expectError(
      await call('POST', idPath(API_PATHS.examUploadApprove, u.id), teacher, body),
      EXAM_UPLOAD_ERRORS.reviewerOnly,
    );
    expectError(
      await call('POST', idPath(API_PATHS.examUploadApprove, u.id), pupil, body),
      EXAM_UPLOAD_ERRORS.reviewerOnly,
    );
    const ok = await call('POST', idPath(API_PATHS.examUploadApprove, u.id), tutor, body);
    expect(ok.statusCode, ok.body).toBe(200);
    const seen = (await call('GET', idPath(API_PATHS.examUploadOne, u.id), pupil)).json().data;
    expect(seen).toMatchObject({ status: 'approved', statusText: '已通过', canReview: false, review: body });
    expect(seen.reviewerName).toMatch(/周辅导/);
    expectError(
      await call('POST', idPath(API_PATHS.examUploadReject, u.id), tutor, { reason: '看不清' }),
      EXAM_UPLOAD_ERRORS.notPending,
    );
    expectError(await call('POST', idPath(API_PATHS.examUploadRevoke, u.id), pupil), EXAM_UPLOAD_ERRORS.notRevocable);
    expectError(
      await call('PUT', idPath(API_PATHS.examUploadEdit, u.id), pupil, paper([])),
      EXAM_UPLOAD_ERRORS.noPages,
    );
  });

  it('staff reject in the console with a required reason; the pupil edits and resubmits', async () => {
    const urls = await uploadImages(pupil, [jpeg()]);
    const u = await submit(pupil, essay(urls));
    const reject = idPath(API_PATHS.consoleExamUploadReject, u.id);
    // The message is shared with refunds and referrals, so the code is the generic VALIDATION_FAILED.
    const blank = await call('POST', reject, admin, { reason: '  ' });
    expect([blank.statusCode, blank.json().msg]).toEqual([400, '请填写驳回原因']);
    const tutorBlank = await call('POST', idPath(API_PATHS.examUploadReject, u.id), tutor, { reason: '' });
    expect([tutorBlank.statusCode, tutorBlank.json().msg]).toEqual([400, '请填写驳回原因']);
    expect((await call('POST', reject, tutor, { reason: '字迹不清' })).statusCode).toBe(403);
    const res = await call('POST', reject, admin, { reason: '照片太暗，请重新拍摄' });
    expect(res.json().data).toMatchObject({ status: 'rejected', rejectReason: '照片太暗，请重新拍摄' });
    const again = await call('PUT', idPath(API_PATHS.examUploadEdit, u.id), pupil, essay(urls));
    expect(again.json().data).toMatchObject({ status: 'pending', rejectReason: null, revisionCount: 1 });
  });

  it('an essay approved with marks per page keeps them as data; marks past the last page are refused', async () => {
    const u = await submit(pupil, essay(await uploadImages(pupil, [jpeg()])));
    const stroke = {
      tool: 'circle',
      color: '#e53935',
      width: 3,
      points: [
        { x: 0.2, y: 0.3 },
        { x: 0.4, y: 0.5 },
      ],
    };
    const approve = idPath(API_PATHS.consoleExamUploadApprove, u.id);
    expectError(
      await call('POST', approve, admin, { score: 45, annotations: [{ page: 2, strokes: [stroke] }] }),
      EXAM_UPLOAD_ERRORS.pageInvalid,
    );
    expect(
      (
        await call('POST', approve, admin, {
          annotations: [{ page: 1, strokes: [{ ...stroke, points: [{ x: 2, y: 0 }] }] }],
        })
      ).statusCode,
    ).toBe(400);
    const res = await call('POST', approve, admin, {
      score: 45,
      comment: '结构清楚，细节生动。',
      annotations: [{ page: 1, strokes: [stroke] }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.review).toMatchObject({ score: 45, annotations: [{ page: 1, strokes: [stroke] }] });
  });

  it('two reviewers at once: exactly one wins', async () => {
    const u = await submit(pupil, paper(await uploadImages(pupil, [jpeg()])));
    const results = await Promise.all([
      call('POST', idPath(API_PATHS.examUploadApprove, u.id), tutor, { analysis: [] }),
      call('POST', idPath(API_PATHS.consoleExamUploadReject, u.id), admin, { reason: '重复上传' }),
      call('POST', idPath(API_PATHS.examUploadReject, u.id), tutor, { reason: '重复上传' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });
});

describe('who sees what', () => {
  it('the pupil, their tutor and teacher and staff read an upload; others get 404; lists are scoped', async () => {
    const u = await submit(pupil, paper(await uploadImages(pupil, [jpeg()])));
    for (const h of [pupil, tutor, teacher, admin])
      expect((await call('GET', idPath(API_PATHS.examUploadOne, u.id), h)).statusCode).toBe(200);
    for (const h of [otherPupil, otherTutor])
      expectError(await call('GET', idPath(API_PATHS.examUploadOne, u.id), h), EXAM_UPLOAD_ERRORS.notFound);
    expect((await call('GET', idPath(API_PATHS.examUploadOne, u.id), tutor)).json().data.canReview).toBe(true);
    expect((await call('GET', idPath(API_PATHS.examUploadOne, u.id), teacher)).json().data.canReview).toBe(false);

    const tutorList = (await call('GET', `${API_PATHS.examUploadTutorPage}?status=pending`, tutor)).json().data;
    expect(tutorList.records.map((r: { id: number }) => r.id)).toContain(u.id);
    const otherList = (await call('GET', API_PATHS.examUploadTutorPage, otherTutor)).json().data;
    expect(otherList.records.map((r: { id: number }) => r.id)).not.toContain(u.id);
    expect((await call('GET', API_PATHS.examUploadTutorPage, pupil)).statusCode).toBe(403);
    const theirs = (await call('GET', API_PATHS.examUploadMine, otherPupil)).json().data;
    expect(theirs.records.map((r: { id: number }) => r.id)).not.toContain(u.id);

    const consoleList = await call('GET', `${API_PATHS.consoleExamUploadPage}?keyword=王小明`, admin);
    expect(consoleList.json().data.records.map((r: { id: number }) => r.id)).toContain(u.id);
    expect((await call('GET', API_PATHS.consoleExamUploadPage, teacher)).statusCode).toBe(403);
    expect((await call('GET', API_PATHS.consoleExamUploadPage, pupil)).statusCode).toBe(403);
  });

  it('page images: a signed link from the tutor’s answer opens; another pupil cannot read them by URL', async () => {
    const u = await submit(pupil, paper(await uploadImages(pupil, [jpeg()])));
    const signed: string = (await call('GET', idPath(API_PATHS.examUploadOne, u.id), tutor)).json().data.pages[0].url;
    expect(signed).toMatch(/\?exp=\d+&sig=[0-9a-f]{64}$/);
    expect((await t.app.inject({ method: 'GET', url: signed })).statusCode).toBe(200);
    const stable = signed.split('?')[0]!;
    for (const headers of [otherPupil, otherTutor, tutor, {}]) {
      expectError(await t.app.inject({ method: 'GET', url: stable, headers }), FILE_ERRORS.privateLinkInvalid);
    }
    // A forged signature on the stable path is no way in either.
    const forged = `${stable}?exp=${signed.match(/exp=(\d+)/)![1]}&sig=${'0'.repeat(64)}`;
    expectError(
      await t.app.inject({ method: 'GET', url: forged, headers: otherPupil }),
      FILE_ERRORS.privateLinkInvalid,
    );
  });
});
