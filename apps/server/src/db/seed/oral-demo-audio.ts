import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq, like, sql } from 'drizzle-orm';
import { EXAM_QUESTION_TYPE } from '@salt/domain';
import type { Database } from '../client';
import { examAnswers, examQuestions } from '../schema';
import { runFfmpeg } from '../../platform/media/packaged-media';
import type { ListeningVoicing } from './listening-demo-audio';

const execFileAsync = promisify(execFile);

/**
 * The demo's oral exam answers as recordings: the demo pupil "reads out" the oral question's reference answer,
 * spoken by espeak-ng's Mandarin voice and encoded by the packaged ffmpeg as AAC in an .m4a (what Safari records,
 * and what every browser plays). Without espeak-ng a short tone and a silence as long as the text would take to say
 * stand in, so the report's player still has something to play.
 *
 * The files live where the pupil's own recordings do: the private store under `audio/<pupil id>/`, which the
 * engine accepts as the pupil's answer and which is read only through a signed link (`/api/file/private/…`) that
 * API answers hand to those who may read the attempt (the pupil, a bound parent, whoever may mark it). The seed makes the name when it writes the answer; the demo media step, which runs after the
 * server listens, reads the names back from the database and makes the files that are missing.
 */

/** '/api/file/private/audio/7/demo-oral-m8-033-<32 hex>.m4a' ('-tone.m4a' when made without espeak-ng). */
const ORAL_URL = /^\/api\/file\/private\/(audio\/(\d+)\/demo-oral-[a-z0-9-]+-[0-9a-f]{32}(-tone)?\.m4a)$/;

/** The URL the seed stores as the demo pupil's oral answer to a question. */
export function oralDemoAudioUrl(pupilId: number, questionKey: string, voicing: ListeningVoicing): string {
  const safeKey = questionKey.toLowerCase().replace(/[^a-z0-9-]/g, '-');
  const token = randomBytes(16).toString('hex');
  return `/api/file/private/audio/${pupilId}/demo-oral-${safeKey}-${token}${voicing === 'tone' ? '-tone' : ''}.m4a`;
}

/** The storage key (under the private root) and the voicing of a demo oral answer's URL; null for others. */
export function oralDemoAudioKey(url: string): { key: string; voicing: ListeningVoicing } | null {
  const m = ORAL_URL.exec(url);
  return m ? { key: m[1]!, voicing: m[3] ? 'tone' : 'speech' } : null;
}

/**
 * What seeds before the recordings existed stored: '/uploads/audio/7/demo-oral-m8-033.webm', never made (or the
 * same moved to the private path by the start-up move of answer files).
 */
const LEGACY_URL = /^\/(?:uploads|api\/file\/private)\/audio\/(\d+)\/demo-oral-([a-z0-9-]+)\.webm$/;

/**
 * Points demo oral answers seeded with the old, never-recorded name at a recording name of the current kind (the
 * media step then makes the file), so a demo database from before keeps no dead player. Answers how many it moved.
 */
export async function renameLegacyOralAnswers(db: Database, voicing: ListeningVoicing): Promise<number> {
  const rows = await db
    .select({ attemptId: examAnswers.attemptId, questionId: examAnswers.questionId, answer: examAnswers.answer })
    .from(examAnswers)
    .where(like(sql<string>`${examAnswers.answer}::text`, '%/audio/%/demo-oral-%.webm%'));
  let moved = 0;
  for (const row of rows) {
    const urls = Array.isArray(row.answer) ? (row.answer as unknown[]) : [];
    let changed = false;
    const next = urls.map((url) => {
      const m = typeof url === 'string' ? LEGACY_URL.exec(url) : null;
      if (!m) return url;
      changed = true;
      return oralDemoAudioUrl(Number(m[1]), m[2]!, voicing);
    });
    if (!changed) continue;
    await db
      .update(examAnswers)
      .set({ answer: next })
      .where(and(eq(examAnswers.attemptId, row.attemptId), eq(examAnswers.questionId, row.questionId)));
    moved++;
  }
  return moved;
}

/** The Mandarin voice (espeak-ng's `cmn`, also reachable as `zh`); Latin letters (AB, AC) are read as English. */
const VOICE = 'cmn';
/** Words a minute; espeak counts a Chinese character as a word. A pupil thinking aloud: slower than the 175. */
const SPEED = 150;
const RATE = 22050;

/**
 * What the voice reads for a reference answer: the geometry signs as words (espeak skips or spells them), so
 * '△ABC ≌ △ADC' becomes '三角形ABC 全等于 三角形ADC'.
 */
export function speakableChinese(text: string): string {
  const words: [RegExp, string][] = [
    [/△/g, '三角形'],
    [/≌/g, '全等于'],
    [/∠/g, '角'],
    [/⊥/g, '垂直于'],
    [/∥/g, '平行于'],
    [/≠/g, '不等于'],
    [/=/g, '等于'],
    [/[（(]/g, '，'],
    [/[）)]/g, '，'],
  ];
  let out = text;
  for (const [sign, word] of words) out = out.replace(sign, ` ${word} `);
  return out
    .replace(/\s*，\s*/g, '，')
    .replace(/，+/g, '，')
    .replace(/，([。；])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Seconds the voice would take for a text at SPEED (the tone stand-in's length): a character a word. */
export const spokenChineseSeconds = (text: string) =>
  Math.max(2, Math.round(((text.replace(/\s/g, '').length * 60) / SPEED) * 10) / 10);

export interface OralRecording {
  /** Storage key under the private root ('audio/7/demo-oral-….m4a'). */
  key: string;
  voicing: ListeningVoicing;
  /** What is said: the question's reference answer. */
  text: string;
}

/** The demo oral answers whose recording is not on disk yet, with what each should say. */
export async function missingOralRecordings(db: Database, privateRoot: string): Promise<OralRecording[]> {
  const rows = await db
    .select({ answer: examAnswers.answer, reference: examQuestions.reference })
    .from(examAnswers)
    .innerJoin(examQuestions, eq(examQuestions.id, examAnswers.questionId))
    .where(
      and(
        eq(examQuestions.type, EXAM_QUESTION_TYPE.oral),
        like(sql<string>`${examAnswers.answer}::text`, '%/api/file/private/audio/%/demo-oral-%'),
      ),
    );
  const todo = new Map<string, OralRecording>();
  for (const row of rows) {
    const urls = Array.isArray(row.answer) ? (row.answer as unknown[]) : [];
    for (const url of urls) {
      const found = typeof url === 'string' ? oralDemoAudioKey(url) : null;
      if (!found || todo.has(found.key) || fs.existsSync(path.join(privateRoot, found.key))) continue;
      todo.set(found.key, { ...found, text: speakableChinese(row.reference ?? '') || '这道题我来说一下我的思路。' });
    }
  }
  return [...todo.values()];
}

/** One recording: speech (or the tone stand-in) padded with a little silence, as AAC in an .m4a. */
async function record(target: string, rec: OralRecording, espeak: string | null, tmp: string, signal?: AbortSignal) {
  let input: string[];
  if (rec.voicing === 'speech' && espeak) {
    const text = path.join(tmp, 'text.txt');
    const wav = path.join(tmp, 'speech.wav');
    await fsp.writeFile(text, rec.text);
    // The text goes in a file (-f), never on the command line, so nothing in it can read as an option.
    await execFileAsync(espeak, ['-v', VOICE, '-s', String(SPEED), '-w', wav, '-f', text], {
      timeout: 60_000,
      signal,
    });
    input = ['-i', wav];
  } else {
    const seconds = spokenChineseSeconds(rec.text);
    input = ['-f', 'lavfi', '-t', String(seconds), '-i', `sine=f=520:r=${RATE},volume=0.4`];
  }
  const part = `${target}.${process.pid}.part`;
  try {
    await runFfmpeg(
      [
        '-f',
        'lavfi',
        '-t',
        '0.5',
        '-i',
        `anullsrc=r=${RATE}:cl=mono`,
        ...input,
        '-filter_complex',
        `[0:a]aformat=sample_fmts=fltp:channel_layouts=mono[s];[1:a]aresample=${RATE},aformat=sample_fmts=fltp:channel_layouts=mono[v];[s][v]concat=n=2:v=0:a=1[out]`,
        '-map',
        '[out]',
        '-c:a',
        'aac',
        '-b:a',
        '48k',
        '-movflags',
        '+faststart',
        '-f',
        'ipod',
        part,
      ],
      { signal, timeoutMs: 120_000 },
    );
    await fsp.rename(part, target);
  } catch (err) {
    await fsp.rm(part, { force: true });
    throw err;
  }
}

export interface OralAudioOptions {
  /** The espeak-ng binary (findEspeakNg()), or null for the tone stand-in. */
  espeak: string | null;
  signal?: AbortSignal;
  log?: { info(msg: string): void; warn(msg: string): void };
}

/**
 * Makes the recording of every demo oral answer that has none yet (written to a temporary name and renamed, so a
 * stopped run never leaves half a file to be served). A name made for speech on a machine that has lost espeak-ng
 * gets the tone, with a warning. Answers how many files it wrote.
 */
export async function writeOralDemoAudio(db: Database, privateRoot: string, opts: OralAudioOptions): Promise<number> {
  const todo = await missingOralRecordings(db, privateRoot);
  if (todo.length === 0) return 0;
  if (!opts.espeak && todo.some((r) => r.voicing === 'speech')) {
    opts.log?.warn(
      '[demo-media] espeak-ng not found: demo oral answers get a placeholder tone (apt-get install espeak-ng for speech)',
    );
  }
  const tmp = await fsp.mkdtemp(path.join(os.tmpdir(), 'salt-oral-'));
  let written = 0;
  try {
    for (const rec of todo) {
      opts.signal?.throwIfAborted();
      const target = path.join(privateRoot, rec.key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await record(target, rec, opts.espeak, tmp, opts.signal);
      written++;
    }
  } finally {
    await fsp.rm(tmp, { recursive: true, force: true });
  }
  return written;
}
