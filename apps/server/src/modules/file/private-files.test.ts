import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, EXAM_QUESTION_TYPE, FILE_ERRORS } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userFactory } from '../../test/factories';
import { api, bearer, passwordLogin, errorBodyOf } from '../../test/requests';
import { examCalls } from '../../test/exam-requests';
import { seedDemo } from '../../db/seed/demo-seed';
import { HOMEWORK_DEMO_FILES } from '../../db/seed/homework-demo-files';
import { privateKeyOfUrl } from '../../platform/storage/private-file-links';
import { gunzipSync } from 'node:zlib';

let t: TestApp;
const login = async (username: string, password: string) =>
  bearer((await passwordLogin(t.app, username, password)).access_token);
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const SIGNED = /^\/api\/file\/private\/[^?]+\?exp=\d+&sig=[0-9a-f]{64}$/;
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);

function multipart(data: Buffer) {
  const boundary = '----pu';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="image.jpeg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function uploadJpeg(headers: Record<string, string>, seed: number): Promise<string> {
  const m = multipart(Buffer.concat([JPEG, Buffer.from([seed])]));
  const res = await t.app.inject({
    method: 'POST',
    url: api(API_PATHS.fileUpload),
    payload: m.payload,
    headers: { ...headers, ...m.headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.url;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.ctx.db, t.clock.now());
  // The demo's pupil photos as the media step writes them (private store).
  await t.ctx.privateStorage.put(HOMEWORK_DEMO_FILES.answerPhoto, JPEG, 'image/jpeg');
  await t.ctx.privateStorage.put(HOMEWORK_DEMO_FILES.feedbackPhoto, JPEG, 'image/png');
}, 120_000);
afterAll(() => t.close());

describe('private uploads: who reads them', () => {
  it('the uploader reads own files by link or token; others, visitors, forged and expired links get 403', async () => {
    const pupil = await userFactory(t.ctx.db);
    const other = await userFactory(t.ctx.db);
    const own = bearer((await passwordLogin(t.app, pupil.username, pupil.password)).access_token);
    const stranger = bearer((await passwordLogin(t.app, other.username, other.password)).access_token);
    const signed = await uploadJpeg(own, 1);
    expect(signed).toMatch(SIGNED);
    const stable = signed.split('?')[0]!;
    expect(privateKeyOfUrl(stable)).toMatchObject({ kind: 'images', owner: String(pupil.id) });

    expect((await get(signed)).statusCode).toBe(200);
    const byToken = await get(stable, own);
    expect(byToken.statusCode).toBe(200);
    expect(byToken.headers['content-type']).toBe('image/jpeg');
    expect(byToken.headers['x-content-type-options']).toBe('nosniff');
    expect(byToken.headers['cache-control']).toBe('private, no-store');

    const refused = errorBodyOf(FILE_ERRORS.privateLinkInvalid);
    for (const [url, headers] of [
      [stable, stranger],
      [stable, {}],
      [stable, { authorization: 'Bearer not-a-token' }],
      [signed.replace(/sig=([0-9a-f])/, (_m, c: string) => `sig=${c === '0' ? '1' : '0'}`), {}],
      [signed.replace(/exp=\d+/, 'exp=99999999999'), {}],
      [signed.replace(/exp=\d+/, 'exp=1'), {}],
      [`${stable}?exp=abc&sig=zz`, {}],
      // A link of one file is no link of another.
      [`${stable.replace(/[0-9a-f]{64}/, 'a'.repeat(64))}?${signed.split('?')[1]}`, {}],
    ] as const) {
      const res = await get(url, headers);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual(refused);
    }
    // Expired: the same link hours later.
    t.clock.advance(3 * 60 * 60 * 1000);
    try {
      expect((await get(signed)).statusCode).toBe(403);
    } finally {
      t.clock.advance(-3 * 60 * 60 * 1000);
    }
    // The public static root never has it.
    expect((await get(stable.replace('/api/file/private/', '/uploads/'))).statusCode).toBe(404);
  });

  it('unknown files are 404; traversal and odd keys are 4xx, never a 5xx nor a file outside', async () => {
    const unknown = t.ctx.fileLinks.sign(`/api/file/private/images/1/${'b'.repeat(64)}.jpg`);
    expect((await get(unknown)).statusCode).toBe(404);
    for (const url of [
      '/api/file/private/images/1/../../../../etc/passwd',
      '/api/file/private/images/1/%2e%2e/%2e%2e/secret',
      '/api/file/private/%2e%2e/uploads/x.jpg',
      '/api/file/private/images/1/..%2f..%2fx.jpg',
      '/api/file/private/playback/1/index.m3u8/x',
      '/api/file/private/',
      `/api/file/private/images/1/${'c'.repeat(400)}.jpg`,
      '/api/file/private/images/1/a.jpg?exp=1e999&sig=%00',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });

  it('serves a byte range (audio seeking)', async () => {
    await t.ctx.privateStorage.put('audio/1/range-test.webm', Buffer.from('0123456789'), 'audio/webm');
    const url = t.ctx.fileLinks.sign('/api/file/private/audio/1/range-test.webm');
    const res = await get(url, { range: 'bytes=2-5' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-type']).toBe('audio/webm');
    expect(res.headers['content-range']).toBe('bytes 2-5/10');
    expect(res.body).toBe('2345');
    expect((await get(url, { range: 'bytes=20-' })).statusCode).toBe(416);
  });
});

describe('private uploads in answers', () => {
  it('homework: the pupil sees signed links; the tutor sees the pupil’s photo through one', async () => {
    const pupil = await login('student', 'Student123');
    const classes = (await get(api('/learn/offering/my'), pupil)).json().data as { offeringId: number }[];
    let flagship: { chapterId: number; quiz: Record<string, unknown> } | null = null;
    for (const c of classes) {
      const detail = (await get(api(`/learn/offering/${c.offeringId}`), pupil)).json().data;
      const ch = (detail.chapters as { id: number; title: string }[]).find(
        (x) => x.title === '第1讲 三角形的边与三边关系',
      );
      if (!ch) continue;
      const quiz = (await get(api(`${API_PATHS.homeworkByChapter}?chapterId=${ch.id}`), pupil)).json().data;
      flagship = { chapterId: ch.id, quiz };
      break;
    }
    expect(flagship).not.toBeNull();
    const text = JSON.stringify(flagship!.quiz);
    const links = [...text.matchAll(/\/api\/file\/private\/[^"\\]+/g)].map((m) => m[0]);
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) {
      expect(link).toMatch(SIGNED);
      expect((await get(link)).statusCode, link).toBe(200);
    }
    // The stored value is the stable path, not a link.
    const { rows } = await t.database.pool.query(
      `select answer from quiz_answer_item where answer like '%/api/file/private/demo/homework/answer-photo.jpg%'`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows[0].answer).not.toContain('sig=');

    // A browser asks for a compressed answer: the links are signed before compression, not skipped by it.
    const zipped = await get(api(`${API_PATHS.homeworkByChapter}?chapterId=${flagship!.chapterId}`), {
      ...pupil,
      'accept-encoding': 'gzip',
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const unzipped = gunzipSync(zipped.rawPayload).toString('utf8');
    const zippedLinks = [...unzipped.matchAll(/\/api\/file\/private\/[^"\\]+/g)].map((m) => m[0]);
    expect(zippedLinks.length).toBe(links.length);
    for (const link of zippedLinks) expect(link).toMatch(SIGNED);

    const tutor = await login('tutor', 'Tutor1234');
    const seen = await get(api(`${API_PATHS.homeworkSubmissions}?chapterId=${flagship!.chapterId}`), tutor);
    expect(seen.statusCode, seen.body).toBe(200);
    const tutorLinks = [...seen.body.matchAll(/\/api\/file\/private\/demo\/homework\/answer-photo\.jpg[^"\\]*/g)];
    expect(tutorLinks.length).toBeGreaterThanOrEqual(1);
    expect((await get(tutorLinks[0]![0])).statusCode).toBe(200);
  });

  it('exam oral answer: pupil, teacher and bound parent get signed links that play; another pupil nothing', async () => {
    const calls = examCalls(t.app);
    const pupil = await login('student', 'Student123');
    const jieke = (await calls.myPage(pupil, 'type=jieke')).json().data as {
      records: { status: string; latestSessionId: number | null }[];
    };
    const sessionId = jieke.records.find((r) => r.status === 'marked')!.latestSessionId!;
    const oralOf = async (h: Record<string, string>) => {
      const analysis = (await calls.analysis(h, sessionId)).json().data as {
        sections: { questions: { type: string; myAnswer: string | string[] | null }[] }[];
      };
      const q = analysis.sections.flatMap((s) => s.questions).find((x) => x.type === EXAM_QUESTION_TYPE.oral)!;
      return (q.myAnswer as string[])[0]!;
    };
    const link = await oralOf(pupil);
    expect(link).toMatch(SIGNED);
    await t.ctx.privateStorage.put(privateKeyOfUrl(link.split('?')[0]!)!.key, Buffer.from('m4a'), 'audio/mp4');
    for (const who of [pupil, await login('teacher', 'Teacher123'), await login('parent', 'Parent123')]) {
      const theirs = await oralOf(who);
      expect(theirs).toMatch(SIGNED);
      const res = await get(theirs);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('audio/mp4');
    }
    const other = await userFactory(t.ctx.db);
    const stranger = bearer((await passwordLogin(t.app, other.username, other.password)).access_token);
    const refused = await calls.analysis(stranger, sessionId);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.body).not.toContain('/api/file/private/');
    expect((await get(link.split('?')[0]!, stranger)).statusCode).toBe(403);
  });

  it('feedback: a signed link echoed back is stored as its stable path; someone else’s is refused', async () => {
    const pupil = await userFactory(t.ctx.db);
    const headers = bearer((await passwordLogin(t.app, pupil.username, pupil.password)).access_token);
    const signed = await uploadJpeg(headers, 7);
    const post = (images: string[], h = headers) =>
      t.app.inject({
        method: 'POST',
        url: api('/learn/feedback'),
        headers: h,
        payload: { category: 'app', content: '截图', images },
      });
    expect((await post([signed])).statusCode).toBe(200);
    const { rows } = await t.database.pool.query('select images from learn_feedback where user_id = $1', [pupil.id]);
    expect(rows[0].images).toEqual([signed.split('?')[0]]);
    const other = await userFactory(t.ctx.db);
    const theirs = bearer((await passwordLogin(t.app, other.username, other.password)).access_token);
    expect((await post([signed], theirs)).statusCode).toBe(400);
  });
});
