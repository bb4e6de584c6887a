import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { EXAM_QUESTION_TYPE } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, passwordLogin } from '../../test/requests';
import { examCalls } from '../../test/exam-requests';
import { userFactory } from '../../test/factories';
import { ffmpegPath } from '../../platform/media/packaged-media';
import { LocalDiskBlobStore } from '../../platform/storage/local-disk-storage';
import { examAnswers, examQuestions } from '../schema';
import { seedDemo } from './demo-seed';
import { findEspeakNg } from './listening-demo-audio';
import {
  missingOralRecordings,
  oralDemoAudioKey,
  oralDemoAudioUrl,
  renameLegacyOralAnswers,
  speakableChinese,
  spokenChineseSeconds,
  writeOralDemoAudio,
} from './oral-demo-audio';

const execFileAsync = promisify(execFile);
const espeak = findEspeakNg();
if (!espeak) console.warn('[oral-demo-audio] speech test skipped: no espeak-ng on PATH (apt-get install espeak-ng)');

/** Seconds of audio in a file, as ffmpeg reads its header. */
async function durationOf(file: string): Promise<number> {
  const out = await execFileAsync(ffmpegPath(), ['-hide_banner', '-i', file]).catch((err: { stderr: string }) => err);
  const m = /Duration: (\d+):(\d+):([\d.]+)/.exec(out.stderr);
  if (!m) throw new Error(`no duration in ${out.stderr}`);
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]);
}

/** An MP4 container (what .m4a is): a box of type 'ftyp' first. */
const isMp4 = (bytes: Buffer) => bytes.subarray(4, 8).toString('latin1') === 'ftyp';

const logs = () => {
  const lines: string[] = [];
  return { lines, log: { info: (l: string) => lines.push(l), warn: (l: string) => lines.push(`warn: ${l}`) } };
};

describe('oral demo audio: names and text', () => {
  it('names a recording in the pupil’s own upload folder, unguessably, tone recordings apart', () => {
    const url = oralDemoAudioUrl(7, 'm8-033', 'speech');
    expect(url).toMatch(/^\/api\/file\/private\/audio\/7\/demo-oral-m8-033-[0-9a-f]{32}\.m4a$/);
    expect(oralDemoAudioUrl(7, 'm8-033', 'speech')).not.toBe(url);
    expect(oralDemoAudioUrl(7, 'm8-033', 'tone')).toMatch(/-[0-9a-f]{32}-tone\.m4a$/);
    expect(oralDemoAudioKey(url)).toEqual({ key: url.slice('/api/file/private/'.length), voicing: 'speech' });
    expect(oralDemoAudioKey(oralDemoAudioUrl(7, 'm8-033', 'tone'))?.voicing).toBe('tone');
    // Anything else is not the demo's to make: a pupil's upload, the old name, a path that leaves the folder.
    for (const other of [
      '/api/file/private/audio/7/3f2a.webm',
      '/api/file/private/audio/7/demo-oral-m8-033.webm',
      `/uploads/audio/7/demo-oral-m8-033-${'0'.repeat(32)}.m4a`,
      `/api/file/private/audio/7/../8/demo-oral-m8-033-${'0'.repeat(32)}.m4a`,
      `/uploads/images/7/demo-oral-m8-033-${'0'.repeat(32)}.m4a`,
    ])
      expect(oralDemoAudioKey(other), other).toBeNull();
  });

  it('reads geometry signs as words', () => {
    const text = speakableChinese(
      '连接 AC。在 △ABC 和 △ADC 中，AB = AD，AC = AC（公共边），所以 △ABC ≌ △ADC（SSS），所以 ∠B = ∠D（全等三角形的对应角相等）。',
    );
    expect(text).not.toMatch(/[△≌∠=（）()]/);
    expect(text).toContain('三角形 ABC 全等于 三角形 ADC');
    expect(text).toContain('角 B 等于 角 D');
    expect(text).toContain('AC 等于 AC，公共边，所以');
    expect(text.endsWith('全等三角形的对应角相等。')).toBe(true);
    expect(spokenChineseSeconds('一二三四五')).toBe(2);
    expect(spokenChineseSeconds('字'.repeat(75))).toBe(30);
  });
});

describe('oral demo audio: the demo pupil’s answer', () => {
  let t: TestApp;
  let root: string;
  const calls = () => examCalls(t.app);
  const login = async (username: string, password: string) =>
    bearer((await passwordLogin(t.app, username, password)).access_token);

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.ctx.db, t.clock.now());
    root = (t.ctx.privateStorage as LocalDiskBlobStore).root;
  }, 120_000);
  afterAll(() => t.close());

  /** The finished class-completion exam's attempt and its oral answer, as the demo pupil's analysis shows it. */
  async function finishedOral(h: Record<string, string>) {
    const jieke = (await calls().myPage(h, 'type=jieke')).json().data as {
      records: { status: string; latestSessionId: number | null }[];
    };
    const sessionId = jieke.records.find((r) => r.status === 'marked')!.latestSessionId!;
    const analysis = (await calls().analysis(h, sessionId)).json().data as {
      sections: { questions: { type: string; myAnswer: string | string[] | null }[] }[];
    };
    const oral = analysis.sections.flatMap((s) => s.questions).find((q) => q.type === EXAM_QUESTION_TYPE.oral)!;
    // The API hands the stored path out as a signed link; the stored (stable) path is what names the file.
    const url = (oral.myAnswer as string[])[0]!;
    expect(url).toMatch(/\?exp=\d+&sig=[0-9a-f]{64}$/);
    return { sessionId, url, stable: url.split('?')[0]! };
  }

  it('the media step records the seeded answer; its URL plays for the pupil and the teacher, others never see it', async () => {
    const pupil = await login('student', 'Student123');
    const { sessionId, url, stable } = await finishedOral(pupil);
    const found = oralDemoAudioKey(stable);
    expect(found).not.toBeNull();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);

    const { lines, log } = logs();
    expect(await writeOralDemoAudio(t.ctx.db, root, { espeak, log })).toBeGreaterThanOrEqual(1);
    if (espeak) expect(lines).toEqual([]);

    // The pupil's player: the URL the analysis gives answers the recording.
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^audio\/(mp4|x-m4a)/);
    expect(isMp4(res.rawPayload)).toBe(true);
    expect(res.rawPayload.length).toBe((await fs.stat(path.join(root, found!.key))).size);
    expect(await durationOf(path.join(root, found!.key))).toBeGreaterThan(2);
    // Seekable, as players (Safari's above all) ask for ranges.
    const range = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-99' } });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.length).toBe(100);

    // The class's teacher reads the same answer; another pupil cannot read the attempt at all.
    const teacher = await login('teacher', 'Teacher123');
    const seen = (await calls().analysis(teacher, sessionId)).json();
    expect(JSON.stringify(seen.data)).toContain(stable);
    const other = await userFactory(t.ctx.db);
    const stranger = await login(other.username, other.password);
    const refused = await calls().analysis(stranger, sessionId);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.body).not.toContain(url);

    // Made once: a restart finds every recording there.
    expect(await missingOralRecordings(t.ctx.db, root)).toEqual([]);
    expect(await writeOralDemoAudio(t.ctx.db, root, { espeak })).toBe(0);
  });

  it('without espeak-ng a tone as long as the answer would take, with a warning', async () => {
    const [student] = await t.ctx.db
      .select({ attemptId: examAnswers.attemptId, questionId: examAnswers.questionId, answer: examAnswers.answer })
      .from(examAnswers)
      .innerJoin(examQuestions, eq(examQuestions.id, examAnswers.questionId))
      .where(eq(examQuestions.type, EXAM_QUESTION_TYPE.oral))
      .limit(1);
    const [pupilId] = /\/audio\/(\d+)\//.exec((student!.answer as string[])[0]!)!.slice(1);
    const toneUrl = oralDemoAudioUrl(Number(pupilId), 'm8-033', 'tone');
    await t.ctx.db
      .update(examAnswers)
      .set({ answer: [toneUrl] })
      .where(and(eq(examAnswers.attemptId, student!.attemptId), eq(examAnswers.questionId, student!.questionId)));
    const [todo] = await missingOralRecordings(t.ctx.db, root);
    expect(todo).toMatchObject({ key: oralDemoAudioKey(toneUrl)!.key, voicing: 'tone' });

    const { lines, log } = logs();
    expect(await writeOralDemoAudio(t.ctx.db, root, { espeak: null, log })).toBe(1);
    // A tone name needs no espeak-ng, so nothing to warn about.
    expect(lines).toEqual([]);
    const seconds = await durationOf(path.join(root, todo!.key));
    expect(seconds).toBeCloseTo(0.5 + spokenChineseSeconds(todo!.text), 0);

    // A speech name on a machine without espeak-ng still gets a file (the tone), and says why.
    const speechUrl = oralDemoAudioUrl(Number(pupilId), 'm8-033', 'speech');
    await t.ctx.db
      .update(examAnswers)
      .set({ answer: [speechUrl] })
      .where(and(eq(examAnswers.attemptId, student!.attemptId), eq(examAnswers.questionId, student!.questionId)));
    const again = logs();
    expect(await writeOralDemoAudio(t.ctx.db, root, { espeak: null, log: again.log })).toBe(1);
    expect(again.lines.some((l) => l.startsWith('warn: [demo-media] espeak-ng not found'))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: t.ctx.fileLinks.sign(speechUrl) })).statusCode).toBe(200);
  });

  it('a demo database seeded with the old, never-made name is moved to a recording', async () => {
    const [row] = await t.ctx.db
      .select({ attemptId: examAnswers.attemptId, questionId: examAnswers.questionId, answer: examAnswers.answer })
      .from(examAnswers)
      .innerJoin(examQuestions, eq(examQuestions.id, examAnswers.questionId))
      .where(eq(examQuestions.type, EXAM_QUESTION_TYPE.oral))
      .limit(1);
    const where = and(eq(examAnswers.attemptId, row!.attemptId), eq(examAnswers.questionId, row!.questionId));
    const pupilId = /\/audio\/(\d+)\//.exec((row!.answer as string[])[0]!)![1];
    await t.ctx.db
      .update(examAnswers)
      .set({ answer: [`/uploads/audio/${pupilId}/demo-oral-m8-033.webm`] })
      .where(where);

    expect(await renameLegacyOralAnswers(t.ctx.db, 'tone')).toBe(1);
    const [moved] = await t.ctx.db.select({ answer: examAnswers.answer }).from(examAnswers).where(where);
    const url = (moved!.answer as string[])[0]!;
    expect(oralDemoAudioKey(url)).toMatchObject({ voicing: 'tone' });
    expect(url.startsWith(`/api/file/private/audio/${pupilId}/demo-oral-m8-033-`)).toBe(true);
    expect(await renameLegacyOralAnswers(t.ctx.db, 'tone')).toBe(0);
    expect(await writeOralDemoAudio(t.ctx.db, root, { espeak: null })).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: t.ctx.fileLinks.sign(url) })).statusCode).toBe(200);
    // The stored path alone opens nothing: a link forwarded from the database or a log is no key.
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(403);
  });

  it('a synthesiser that fails leaves no half file to be served', async () => {
    const [row] = await t.ctx.db
      .select({ attemptId: examAnswers.attemptId, questionId: examAnswers.questionId, answer: examAnswers.answer })
      .from(examAnswers)
      .innerJoin(examQuestions, eq(examQuestions.id, examAnswers.questionId))
      .where(eq(examQuestions.type, EXAM_QUESTION_TYPE.oral))
      .limit(1);
    const pupilId = Number(/\/audio\/(\d+)\//.exec((row!.answer as string[])[0]!)![1]);
    const url = oralDemoAudioUrl(pupilId, 'm8-033', 'speech');
    await t.ctx.db
      .update(examAnswers)
      .set({ answer: [url] })
      .where(and(eq(examAnswers.attemptId, row!.attemptId), eq(examAnswers.questionId, row!.questionId)));
    await expect(writeOralDemoAudio(t.ctx.db, root, { espeak: '/bin/false' })).rejects.toThrow();
    const dir = path.join(root, 'audio', String(pupilId));
    const left = await fs.readdir(dir);
    expect(left.filter((f) => f.includes('.part'))).toEqual([]);
    expect(left).not.toContain(path.basename(oralDemoAudioKey(url)!.key));
  });
});
