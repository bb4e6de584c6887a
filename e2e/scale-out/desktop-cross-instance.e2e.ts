import { createRequire } from 'node:module';
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, request as apiRequest, test, type APIRequestContext } from '@playwright/test';
import { LiveSocket } from '../support/live-socket';
import { api, apiLogin, DEMO_STUDENT, DEMO_TEACHER } from '../support/session';
import type { LiveInfo, MyClass, OfferingDetail, PlaybackRecords } from '../learning/learning-support';

/**
 * Two instances of the built server on one PostgreSQL and one Redis (.ci/scale-out starts them behind nginx and
 * names them in E2E_INSTANCES): what one instance does, the other knows at once. Each test talks to the two
 * instances directly, never through the balancer, so it is certain that two processes are involved:
 * - a session logged out on one instance is refused on the other at the next request (Redis `auth:revoked`);
 * - a live question pushed by a teacher on one instance reaches a pupil on the other, and the pupil's answer comes
 *   back to the teacher's statistics (the classroom's Redis fan-out);
 * - a job sent by one instance runs once in all (a recording uploaded on one instance, transcoded by whichever
 *   worker takes it, playable from the other), and a scheduled sweep runs once per period however many instances
 *   propose it.
 */

const instances = (process.env.E2E_INSTANCES ?? '').split(',').filter(Boolean);
const ADMIN = { username: 'admin', password: 'Admin1234' };
const BASIC = `Basic ${Buffer.from('web:web').toString('base64')}`;

let one: APIRequestContext;
let other: APIRequestContext;

test.beforeAll(async () => {
  expect(instances, 'E2E_INSTANCES names the two instances (.ci/scale-out sets it)').toHaveLength(2);
  one = await apiRequest.newContext({ baseURL: instances[0] });
  other = await apiRequest.newContext({ baseURL: instances[1] });
  // Two processes, not one behind two names: each answers its own port.
  expect(new URL(instances[0]!).port).not.toBe(new URL(instances[1]!).port);
});
test.afterAll(async () => {
  await one?.dispose();
  await other?.dispose();
});

const userInfoStatus = async (ctx: APIRequestContext, token: string) =>
  (await ctx.get('/api/admin/user/info', { headers: { Authorization: `Bearer ${token}` } })).status();

test('a session logged out on one instance is refused on the other at once', async () => {
  const grant = await one.post('/api/auth/oauth/token', {
    headers: { Authorization: BASIC },
    form: { grant_type: 'password', username: DEMO_STUDENT.username, password: DEMO_STUDENT.password },
  });
  expect(grant.ok(), await grant.text()).toBe(true);
  const raw = (await grant.json()) as Record<string, unknown>;
  const tokens = (typeof raw.code === 'number' ? raw.data : raw) as { access_token: string; refresh_token: string };

  // Both instances accept the token (the second has now cached the live session).
  expect(await userInfoStatus(one, tokens.access_token)).toBe(200);
  expect(await userInfoStatus(other, tokens.access_token)).toBe(200);

  const out = await one.delete('/api/auth/token/logout', {
    headers: { Authorization: `Bearer ${tokens.access_token}` },
  });
  expect(out.status()).toBe(200);
  // No waiting: the logout answered after its revocation reached every instance.
  expect(await userInfoStatus(other, tokens.access_token), 'the other instance refuses the logged-out token').toBe(401);
  expect(await userInfoStatus(one, tokens.access_token)).toBe(401);
  const refreshed = await other.post('/api/auth/oauth/token', {
    headers: { Authorization: BASIC },
    form: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
  });
  expect(refreshed.ok(), 'the refresh token of a logged-out session is refused on the other instance').toBe(false);
});

test('a live question pushed on one instance reaches a pupil on the other, and the answer comes back', async () => {
  const student = await apiLogin(other, DEMO_STUDENT.username, DEMO_STUDENT.password);
  const classes = await api<MyClass[]>(other, student.token, 'GET', '/api/learn/offering/my');
  const live = classes.find((c) => c.role === 'student' && c.nextChapter?.state === 'live');
  expect(live, 'the demo student has a session live now (seeded around the first start)').toBeTruthy();
  const chapterId = live!.nextChapter!.id;
  const teacher = await apiLogin(one, DEMO_TEACHER.username, DEMO_TEACHER.password);
  const teacherJoin = await api<LiveInfo>(one, teacher.token, 'GET', `/api/learn/live/info?chapterId=${chapterId}`);
  const pupilJoin = await api<LiveInfo>(other, student.token, 'GET', `/api/learn/live/info?chapterId=${chapterId}`);
  const ws = (base: string, token: string) =>
    `${base.replace(/^http/, 'ws')}/api/learn/live/ws?chapterId=${chapterId}&token=${encodeURIComponent(token)}`;
  const teacherSocket = await LiveSocket.open(ws(instances[0]!, teacherJoin.token));
  const pupilSocket = await LiveSocket.open(ws(instances[1]!, pupilJoin.token));
  try {
    await teacherSocket.waitFor('hello', (m) => m.type === 'hello');
    await pupilSocket.waitFor('hello', (m) => m.type === 'hello');

    const title = `跨实例 ${Date.now()}：5 + 4 = ?`;
    teacherSocket.send({
      type: 'question.push',
      title,
      options: [
        { key: 'A', text: '8' },
        { key: 'B', text: '9' },
      ],
      correct: ['B'],
      durationSec: 120,
    });
    const pushed = await pupilSocket.waitFor(
      'question.pushed from the other instance',
      (m) => m.type === 'question.pushed' && (m.question as { title: string }).title === title,
    );
    const question = pushed.question as { id: number; correct?: unknown };
    expect(question.correct ?? null, 'a pupil never sees the key of an open question').toBeNull();

    pupilSocket.send({ type: 'question.answer', questionId: question.id, answer: ['B'] });
    await pupilSocket.waitFor('question.ack', (m) => m.type === 'question.ack' && m.questionId === question.id);
    const stats = await teacherSocket.waitFor(
      "question.stats with the pupil's answer",
      (m) => m.type === 'question.stats' && m.questionId === question.id,
    );
    expect((stats.stats as { counts: Record<string, number> }).counts.B).toBeGreaterThanOrEqual(1);

    teacherSocket.send({ type: 'question.close', questionId: question.id });
    const closed = await pupilSocket.waitFor(
      'question.closed on the pupil’s instance',
      (m) => m.type === 'question.closed' && m.questionId === question.id,
    );
    expect(closed.correct).toEqual(['B']);
  } finally {
    teacherSocket.close();
    pupilSocket.close();
  }
});

interface JobPage {
  records: { id: string; name: string; state: string; createdAt: string; completedAt: string | null }[];
  total: number;
}

/** A short H.264 + AAC video, as a phone or screen recorder hands it over (the server's packaged ffmpeg). */
async function makeVideo(): Promise<Buffer> {
  const require = createRequire(path.resolve(process.cwd(), '../apps/server/package.json'));
  const ffmpeg = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'salt-scale-video-'));
  const file = path.join(dir, 'lesson.mp4');
  await promisify(execFile)(ffmpeg, [
    ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15', '-f', 'lavfi'],
    ...['-i', 'sine=frequency=440', '-t', '2', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', file],
  ]);
  const video = await fs.readFile(file);
  await fs.rm(dir, { recursive: true, force: true });
  return video;
}

test('a job sent on one instance runs once; a scheduled sweep runs once per period across both', async () => {
  test.setTimeout(120_000);
  const startedAt = Date.now();
  const admin = await apiLogin(one, ADMIN.username, ADMIN.password);
  const adminOther = await apiLogin(other, ADMIN.username, ADMIN.password);
  const student = await apiLogin(other, DEMO_STUDENT.username, DEMO_STUDENT.password);
  const classes = await api<MyClass[]>(other, student.token, 'GET', '/api/learn/offering/my');
  const cls = classes.find((c) => c.role === 'student' && c.finished > 0);
  expect(cls, 'the demo student has a class with finished sessions').toBeTruthy();
  const detail = await api<OfferingDetail>(other, student.token, 'GET', `/api/learn/offering/${cls!.offeringId}`);
  const session = detail.chapters.find((c) => c.state === 'finished' && !c.beforeEnrolment);
  expect(session, 'a finished session to record').toBeTruthy();

  const records = () =>
    api<PlaybackRecords>(other, student.token, 'GET', `/api/learn/playback/records?chapterId=${session!.id}`);
  const before = (await records()).records[0]?.durationSec ?? 0;
  expect(before, 'the demo recording (30 s) is what pupils play before the upload').toBeGreaterThan(5);

  // Staff upload the session's 2-second video on the first instance; the job is queued in the shared database.
  const upload = await one.post(`/api/console/class/session/${session!.id}/recording`, {
    headers: { Authorization: `Bearer ${admin.token}` },
    multipart: { file: { name: '跨实例.mp4', mimeType: 'video/mp4', buffer: await makeVideo() } },
  });
  const uploaded = (await upload.json()) as { code: number; msg: string; data: { id: number } };
  expect(uploaded.code, uploaded.msg).toBe(0);

  // The pupil, on the other instance, plays the new recording once a worker (either instance) has transcoded it.
  await expect
    .poll(async () => (await records()).records[0]?.durationSec, {
      timeout: 60_000,
      intervals: [500],
      message: 'the uploaded recording is transcoded and served on the other instance',
    })
    .toBeLessThanOrEqual(3);
  const playlist = await other.get((await records()).records[0]!.url);
  expect(playlist.status()).toBe(200);
  expect(await playlist.text()).toContain('#EXTM3U');

  const jobs = async (name: string) =>
    (await api<JobPage>(other, adminOther.token, 'GET', `/api/admin/job/page?name=${name}&size=100`)).records.filter(
      (j) => Date.parse(j.createdAt) >= startedAt - 1_000,
    );
  const transcodes = await jobs('learning-recording-transcode');
  expect(
    transcodes.map((j) => j.state),
    'one transcode job, run once',
  ).toEqual(['completed']);

  // The order sweep is proposed by both instances every 5 s (SWEEP_INTERVAL_MS): the queue keeps one per period.
  const windowStart = Date.now();
  await new Promise((r) => setTimeout(r, 21_000));
  const sweeps = (await jobs('shop-order-sweep')).filter((j) => Date.parse(j.createdAt) >= windowStart);
  expect(sweeps.length, 'sweeps run in the window').toBeGreaterThanOrEqual(3);
  expect(sweeps.length, 'one sweep per 5-second period, not one per instance').toBeLessThanOrEqual(5);
  const settled = sweeps.filter((j) => Date.parse(j.createdAt) < Date.now() - 5_000);
  expect(settled.every((j) => j.state === 'completed')).toBe(true);
});
