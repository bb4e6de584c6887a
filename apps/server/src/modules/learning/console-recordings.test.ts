import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import {
  ADMIN_ROLE_ID,
  API_PATHS,
  LEARNING_ERRORS,
  RECORDING_FAILURES,
  fillPath,
  type ConsoleClassRecordings,
  type PlaybackRecords,
} from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { enrol, liveClassFactory } from '../../test/live-factories';
import { api } from '../../test/requests';
import { chapters, consoleAuditLog, recordingJobs } from '../../db/schema';
import { runFfmpeg } from '../../platform/media/packaged-media';
import { transcodeToHls } from '../../platform/media/transcode-hls';
import { storageLayout } from '../../platform/storage/storage-layout';
import { RECORDING_JOB } from './recording-files';
import { transcodeRecording } from './recording-transcode';

/** 上传录像: a real (tiny) video through the upload, the durable transcode job and the pupils' playback. */
let t: TestApp;
let admin: Record<string, string>;
let teacher: Record<string, string>;
let pupil: Record<string, string>;
let skuId: number;
let ids: number[];
let video: Buffer;
let privateRoot: string;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function upload(chapterId: number, bytes: Buffer, headers: Record<string, string> = admin, name = '第1讲.mp4') {
  const boundary = '----recording';
  return t.app.inject({
    method: 'POST',
    url: api(fillPath(API_PATHS.consoleSessionRecording, { id: chapterId })),
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: video/mp4\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}
const states = async (headers = admin) =>
  (
    await t.app.inject({ method: 'GET', url: api(fillPath(API_PATHS.consoleClassRecordings, { skuId })), headers })
  ).json().data as ConsoleClassRecordings;
const stateOf = async (chapterId: number) => (await states()).recordings.find((r) => r.chapterId === chapterId)!;
const chapterOf = async (id: number) => (await t.ctx.db.select().from(chapters).where(eq(chapters.id, id)))[0]!;
const newestJob = async (chapterId: number) =>
  (
    await t.ctx.db
      .select()
      .from(recordingJobs)
      .where(eq(recordingJobs.chapterId, chapterId))
      .orderBy(desc(recordingJobs.id))
      .limit(1)
  )[0]!;
const uploadsLeft = async () =>
  fs.readdir(path.join(privateRoot, 'recording-uploads'), { recursive: true }).then(
    (names) => names.filter((n) => n.endsWith('.upload')),
    () => [],
  );

beforeAll(async () => {
  t = await createTestApp();
  privateRoot = storageLayout(t.ctx.config.dataDir).privateRoot;
  const db = t.ctx.db;
  const cls = await liveClassFactory(db, { offsetsMin: [-3 * 24 * 60, -24 * 60, 24 * 60] });
  skuId = cls.offering.skuId;
  ids = cls.chapters.map((c) => c.id);
  const p = await userFactory(db);
  await enrol(db, p.id, cls.offering.id);
  pupil = await sessionFor(t.ctx, p);
  admin = await sessionFor(t.ctx, await userFactory(db, { roles: [ADMIN_ROLE_ID] }));
  teacher = await sessionFor(t.ctx, cls.teacher);
  // 2.5 s of test pattern with a tone, as a phone or a screen recorder would hand it over (mp4, H.264 + AAC).
  const file = path.join(t.ctx.config.dataDir, 'source.mp4');
  await runFfmpeg([
    ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15', '-f', 'lavfi', '-i', 'sine=frequency=440'],
    ...['-t', '2.5', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', file],
  ]);
  video = await fs.readFile(file);
}, 60_000);
afterAll(() => t.close());

describe('console session recordings', () => {
  it('uploads a video, transcodes it to HLS in private storage and pupils play it', async () => {
    expect((await stateOf(ids[0]!)).state).toBe('none');
    const res = await upload(ids[0]!, video);
    expect(res.statusCode).toBe(200);
    const { id } = res.json().data as { id: number };
    expect(await stateOf(ids[0]!)).toMatchObject({ state: 'queued', percent: 0, hasRecording: false });
    expect((await states()).busy).toBe(true);
    // Audited, with the file the staff member sent.
    const [audit] = await t.ctx.db
      .select()
      .from(consoleAuditLog)
      .where(eq(consoleAuditLog.action, 'session.recording'));
    expect(audit).toMatchObject({ entity: 'session', entityId: ids[0] });
    expect(audit!.after).toMatchObject({ recordingJobId: id, fileName: '第1讲.mp4', type: 'video/mp4' });

    expect(await t.ctx.jobs.runQueued(RECORDING_JOB)).toBe(1);
    const done = await stateOf(ids[0]!);
    expect(done).toMatchObject({ state: 'done', percent: 100, hasRecording: true, error: null });
    expect(done.durationSec).toBeGreaterThanOrEqual(2);
    expect(done.durationSec).toBeLessThanOrEqual(3);
    const chapter = await chapterOf(ids[0]!);
    expect(chapter.playbackKey).toBe(`playback/${ids[0]}/rec-${id}/index.m3u8`);
    const playlist = await fs.readFile(path.join(privateRoot, chapter.playbackKey!), 'utf8');
    expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(playlist).toMatch(/seg000\.ts/);
    // The raw upload is gone; nothing landed in the public folder.
    expect(await uploadsLeft()).toEqual([]);
    const publicFiles = await fs
      .readdir(storageLayout(t.ctx.config.dataDir).publicRoot, { recursive: true })
      .catch(() => []);
    expect(publicFiles.filter((f) => /\.(ts|m3u8|upload)$/.test(String(f)))).toEqual([]);

    // The pupil's existing playback serves it.
    const records = await t.app.inject({
      method: 'GET',
      url: api(`${API_PATHS.playbackRecords}?chapterId=${ids[0]}`),
      headers: pupil,
    });
    const url = (records.json().data as PlaybackRecords).records[0]!.url;
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('#EXTM3U');
  }, 60_000);

  it('reports progress from ffmpeg as it transcodes', async () => {
    const src = path.join(t.ctx.config.dataDir, 'source.mp4');
    const seen: number[] = [];
    await transcodeToHls(src, path.join(t.ctx.config.dataDir, 'progress-out'), { onProgress: (f) => seen.push(f) });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.at(-1)).toBeGreaterThan(0.9);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  }, 30_000);

  it('refuses a file that is not a video with the Chinese message and changes nothing', async () => {
    const before = await chapterOf(ids[1]!);
    const res = await upload(ids[1]!, PNG, admin, 'fake.mp4');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'LEARNING_RECORDING_NOT_VIDEO',
      msg: LEARNING_ERRORS.recordingNotVideo.msg,
    });
    expect((await stateOf(ids[1]!)).state).toBe('none');
    expect(await chapterOf(ids[1]!)).toEqual(before);
    expect(await uploadsLeft()).toEqual([]);
  });

  it('ends 失败 with a reason on a corrupt video and keeps the previous recording', async () => {
    const before = await chapterOf(ids[0]!);
    // An mp4 header (so the bytes look like a video) followed by garbage.
    const corrupt = Buffer.concat([video.subarray(0, 64), Buffer.alloc(4096, 7)]);
    expect((await upload(ids[0]!, corrupt)).statusCode).toBe(200);
    await t.ctx.jobs.runQueued(RECORDING_JOB);
    expect(await stateOf(ids[0]!)).toMatchObject({
      state: 'failed',
      error: RECORDING_FAILURES.unreadable,
      hasRecording: true,
    });
    const after = await chapterOf(ids[0]!);
    expect(after.playbackKey).toBe(before.playbackKey);
    await expect(fs.stat(path.join(privateRoot, after.playbackKey!))).resolves.toBeTruthy();
    expect(await uploadsLeft()).toEqual([]);
  }, 30_000);

  it('a job interrupted mid-way (row left 转码中) starts over cleanly and completes; a second upload meanwhile waits', async () => {
    const res = await upload(ids[1]!, video, teacher);
    expect(res.statusCode).toBe(200);
    const { id } = res.json().data as { id: number };
    // A run that died: the row says 转码中 at 40%, half an output folder is there.
    await t.ctx.db.update(recordingJobs).set({ state: 'running', percent: 40 }).where(eq(recordingJobs.id, id));
    const outDir = path.join(privateRoot, 'playback', String(ids[1]), `rec-${id}`);
    await fs.mkdir(outDir, { recursive: true });
    await fs.writeFile(path.join(outDir, 'seg009.ts'), 'half');
    expect((await stateOf(ids[1]!)).state).toBe('running');
    const busy = await upload(ids[1]!, video);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().msg).toBe(LEARNING_ERRORS.recordingBusy.msg);

    await transcodeRecording(t.ctx, id, { retryCount: 1, signal: new AbortController().signal });
    expect((await newestJob(ids[1]!)).state).toBe('done');
    expect(await fs.readdir(outDir)).not.toContain('seg009.ts');
    expect((await chapterOf(ids[1]!)).playbackKey).toBe(`playback/${ids[1]}/rec-${id}/index.m3u8`);
    // The queued job of that upload finds the row done and leaves it.
    await t.ctx.jobs.runQueued(RECORDING_JOB);
    expect((await newestJob(ids[1]!)).percent).toBe(100);
  }, 60_000);

  it("replacing a recording removes the earlier upload's files", async () => {
    const oldKey = (await chapterOf(ids[1]!)).playbackKey!;
    expect((await upload(ids[1]!, video)).statusCode).toBe(200);
    await t.ctx.jobs.runQueued(RECORDING_JOB);
    const newKey = (await chapterOf(ids[1]!)).playbackKey!;
    expect(newKey).not.toBe(oldKey);
    await expect(fs.stat(path.join(privateRoot, path.dirname(oldKey)))).rejects.toThrow();
    await expect(fs.stat(path.join(privateRoot, newKey))).resolves.toBeTruthy();
  }, 60_000);

  it('refuses a recording of a session not yet over (live or to come) and keeps nothing', async () => {
    const res = await upload(ids[2]!, video);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errorCode: 'LEARNING_RECORDING_BEFORE_END',
      msg: '课次结束后才能上传录像',
    });
    expect(await uploadsLeft()).toEqual([]);
  });

  it('refuses pupils, other teachers and anonymous callers', async () => {
    const other = await sessionFor(t.ctx, (await liveClassFactory(t.ctx.db)).teacher);
    expect((await upload(ids[2]!, video, pupil)).statusCode).toBe(403);
    const refused = await upload(ids[2]!, video, other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe(LEARNING_ERRORS.recordingNotYourClass.msg);
    expect((await upload(ids[2]!, video, {})).statusCode).toBe(401);
    expect((await states(teacher)).recordings).toHaveLength(3);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: api(fillPath(API_PATHS.consoleClassRecordings, { skuId })),
          headers: other,
        })
      ).statusCode,
    ).toBe(403);
    expect((await stateOf(ids[2]!)).state).toBe('none');
  }, 30_000);
});
