import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { runFfmpeg } from '../../platform/media/packaged-media';
import { EXAM_BANK, type ListeningLine } from './exam-bank';
import { demoFileUrl } from './homework-demo-files';

const execFileAsync = promisify(execFile);

/**
 * The demo's listening passages as audio files under the public uploads root (practice material, nothing
 * private): each line spoken by espeak-ng in its speaker's voice, joined by the packaged ffmpeg with short pauses
 * into one MP3. Without espeak-ng (a system package, not an npm one) each line becomes a short beep and a silence
 * as long as the line would take to say, so the page still plays something of a plausible length.
 *
 * The file name carries a hash of the script and of how it is voiced ('speech' or 'tone'), so a changed passage
 * gets a new file, an unchanged one is never made twice (restarts reuse it), and a browser never keeps a tone it
 * cached once espeak-ng is installed (uploads are cached as immutable). The seed stores the same name.
 */

export type ListeningVoicing = 'speech' | 'tone';

/** Bump when the voicing changes (voices, speed, pauses, encoding): every passage is then made again. */
const VOICING_VERSION = 1;

/** Storage key of a passage's audio: 'demo/listening/e8-201-3f2a9c1b07.mp3' ('-tone.mp3' without espeak-ng). */
export function listeningAudioKey(
  questionKey: string,
  script: readonly ListeningLine[],
  voicing: ListeningVoicing,
): string {
  const hash = createHash('sha256')
    .update(JSON.stringify({ v: VOICING_VERSION, script }))
    .digest('hex')
    .slice(0, 10);
  return `demo/listening/${questionKey}-${hash}${voicing === 'tone' ? '-tone' : ''}.mp3`;
}

/** The URL the seed stores in exam_question.listening.audioUrl (served by /uploads/ without login). */
export const listeningAudioUrl = (questionKey: string, script: readonly ListeningLine[], voicing: ListeningVoicing) =>
  demoFileUrl(listeningAudioKey(questionKey, script, voicing));

/** espeak-ng on PATH, or null. */
export function findEspeakNg(pathEnv = process.env.PATH ?? ''): string | null {
  for (const dir of pathEnv.split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, 'espeak-ng');
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/** How the demo voices its passages on this machine: with speech when espeak-ng is installed. */
export const defaultVoicing = (): ListeningVoicing => (findEspeakNg() ? 'speech' : 'tone');

export interface ListeningPassage {
  key: string;
  script: readonly ListeningLine[];
}

/** The bank's listening passages (combined questions with a script). */
export const LISTENING_PASSAGES: readonly ListeningPassage[] = EXAM_BANK.flatMap((q) =>
  q.listening ? [{ key: q.key, script: q.listening.script }] : [],
);

/** espeak-ng voices: an American man and woman talking, a British narrator. */
const VOICES: Record<ListeningLine['speaker'], string> = { man: 'en-us', woman: 'en-us+f3', narrator: 'en-gb' };
/** Words per minute: slower than espeak's 175, for pupils. */
const SPEED = 140;
const RATE = 22050;
const PAUSE_SECONDS = 0.7;

/** Seconds a line would take to say at SPEED (for the tone stand-in). */
export const spokenSeconds = (text: string) =>
  Math.max(1, Math.round(((text.trim().split(/\s+/).length * 60) / SPEED) * 10) / 10);

const silence = (seconds: number) => ['-f', 'lavfi', '-t', String(seconds), '-i', `anullsrc=r=${RATE}:cl=mono`];
const beep = (seconds: number) => ['-f', 'lavfi', '-t', String(seconds), '-i', `sine=f=660:r=${RATE}`];

async function speakLines(espeak: string, lines: readonly ListeningLine[], tmp: string, signal?: AbortSignal) {
  const inputs: string[][] = [silence(0.4)];
  for (const [i, line] of lines.entries()) {
    const text = path.join(tmp, `line-${i}.txt`);
    const wav = path.join(tmp, `line-${i}.wav`);
    await fsp.writeFile(text, line.text);
    // The text goes in a file (-f), never on the command line, so nothing in it can read as an option.
    await execFileAsync(espeak, ['-v', VOICES[line.speaker], '-s', String(SPEED), '-w', wav, '-f', text], {
      timeout: 30_000,
      signal,
    });
    inputs.push(['-i', wav], silence(PAUSE_SECONDS));
  }
  return inputs;
}

function toneLines(lines: readonly ListeningLine[]) {
  const inputs: string[][] = [silence(0.4)];
  for (const line of lines) inputs.push(beep(0.25), silence(spokenSeconds(line.text)), silence(PAUSE_SECONDS));
  return inputs;
}

/** Joins the inputs in order into one mono MP3 (each resampled alike so concat accepts them). */
async function joinToMp3(inputs: string[][], out: string, signal?: AbortSignal) {
  const chains = inputs.map(
    (_, i) => `[${i}:a]aresample=${RATE},aformat=sample_fmts=s16:channel_layouts=mono,volume=0.9[a${i}]`,
  );
  const labels = inputs.map((_, i) => `[a${i}]`).join('');
  await runFfmpeg(
    [
      ...inputs.flat(),
      '-filter_complex',
      `${chains.join(';')};${labels}concat=n=${inputs.length}:v=0:a=1[out]`,
      '-map',
      '[out]',
      '-c:a',
      'libmp3lame',
      '-b:a',
      '64k',
      '-f',
      'mp3',
      out,
    ],
    { signal, timeoutMs: 120_000 },
  );
}

export interface ListeningAudioOptions {
  /** The espeak-ng binary (findEspeakNg()), or null for the tone stand-in. */
  espeak: string | null;
  passages?: readonly ListeningPassage[];
  signal?: AbortSignal;
  log?: { info(msg: string): void; warn(msg: string): void };
}

/**
 * Writes every passage's audio under `publicRoot` unless it is there already (written to a temporary name and
 * renamed, so a stopped run never leaves half a file behind to be reused). Answers how many files it wrote.
 */
export async function writeListeningDemoAudio(publicRoot: string, opts: ListeningAudioOptions): Promise<number> {
  const voicing: ListeningVoicing = opts.espeak ? 'speech' : 'tone';
  const passages = opts.passages ?? LISTENING_PASSAGES;
  const todo = passages.filter(
    (p) => !fs.existsSync(path.join(publicRoot, listeningAudioKey(p.key, p.script, voicing))),
  );
  if (todo.length === 0) return 0;
  if (!opts.espeak) {
    opts.log?.warn(
      '[demo-media] espeak-ng not found: listening passages get a placeholder tone (apt-get install espeak-ng for speech)',
    );
  }
  const tmp = await fsp.mkdtemp(path.join(os.tmpdir(), 'salt-listening-'));
  let written = 0;
  try {
    for (const p of todo) {
      opts.signal?.throwIfAborted();
      const target = path.join(publicRoot, listeningAudioKey(p.key, p.script, voicing));
      const inputs = opts.espeak ? await speakLines(opts.espeak, p.script, tmp, opts.signal) : toneLines(p.script);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      const part = `${target}.${process.pid}.part`;
      try {
        await joinToMp3(inputs, part, opts.signal);
        await fsp.rename(part, target);
      } catch (err) {
        await fsp.rm(part, { force: true });
        throw err;
      }
      written++;
    }
  } finally {
    await fsp.rm(tmp, { recursive: true, force: true });
  }
  return written;
}
