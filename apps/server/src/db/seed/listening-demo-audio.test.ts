import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpegPath } from '../../platform/media/packaged-media';
import {
  findEspeakNg,
  LISTENING_PASSAGES,
  listeningAudioKey,
  spokenSeconds,
  writeListeningDemoAudio,
  type ListeningPassage,
} from './listening-demo-audio';

const execFileAsync = promisify(execFile);
const espeak = findEspeakNg();
if (!espeak)
  console.warn('[listening-demo-audio] speech test skipped: no espeak-ng on PATH (apt-get install espeak-ng)');

const PASSAGE: ListeningPassage = {
  key: 'test-201',
  script: [
    { speaker: 'narrator', text: 'Listen to the talk.' },
    { speaker: 'man', text: 'Where are you going, Lucy?' },
    { speaker: 'woman', text: 'I am going to the library to return some books.' },
  ],
};

let root: string;
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'salt-listening-test-'));
});
afterAll(() => fs.rm(root, { recursive: true, force: true }));

/** Seconds of audio in a file, as ffmpeg reads its header. */
async function durationOf(file: string): Promise<number> {
  const out = await execFileAsync(ffmpegPath(), ['-hide_banner', '-i', file]).catch((err: { stderr: string }) => err);
  const m = /Duration: (\d+):(\d+):([\d.]+)/.exec(out.stderr);
  if (!m) throw new Error(`no duration in ${out.stderr}`);
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]);
}

const logs = () => {
  const lines: string[] = [];
  return { lines, log: { info: (l: string) => lines.push(l), warn: (l: string) => lines.push(`warn: ${l}`) } };
};

describe('listening demo audio', () => {
  it('names the file by script and voicing: a changed line or the tone stand-in is another file', () => {
    const speech = listeningAudioKey('e8-201', PASSAGE.script, 'speech');
    expect(speech).toMatch(/^demo\/listening\/e8-201-[0-9a-f]{10}\.mp3$/);
    expect(listeningAudioKey('e8-201', PASSAGE.script, 'speech')).toBe(speech);
    expect(listeningAudioKey('e8-201', PASSAGE.script, 'tone')).toBe(speech.replace('.mp3', '-tone.mp3'));
    const edited = [...PASSAGE.script.slice(0, 2), { speaker: 'woman' as const, text: 'I am going home.' }];
    expect(listeningAudioKey('e8-201', edited, 'speech')).not.toBe(speech);
    expect(LISTENING_PASSAGES.map((p) => p.key)).toEqual(['e7-030', 'e8-201', 'e8-202', 'e8-203', 'e8-204']);
  });

  it('finds espeak-ng on a PATH, and answers null on one without it', async () => {
    const bin = path.join(root, 'bin');
    await fs.mkdir(bin, { recursive: true });
    await fs.writeFile(path.join(bin, 'espeak-ng'), '#!/bin/sh\n', { mode: 0o755 });
    expect(findEspeakNg(['/nonexistent', bin].join(path.delimiter))).toBe(path.join(bin, 'espeak-ng'));
    expect(findEspeakNg('/nonexistent')).toBeNull();
    expect(findEspeakNg('')).toBeNull();
  });

  it('without espeak-ng: a beep and a silence per line as long as it would be said, with a warning; made once', async () => {
    const { lines, log } = logs();
    expect(await writeListeningDemoAudio(root, { espeak: null, passages: [PASSAGE], log })).toBe(1);
    expect(lines.some((l) => l.startsWith('warn: [demo-media] espeak-ng not found'))).toBe(true);
    const file = path.join(root, listeningAudioKey(PASSAGE.key, PASSAGE.script, 'tone'));
    const expected = 0.4 + PASSAGE.script.reduce((s, l) => s + 0.25 + spokenSeconds(l.text) + 0.7, 0);
    expect(await durationOf(file)).toBeCloseTo(expected, 0);
    const before = await fs.stat(file);
    // A restart finds it and makes nothing (no warning either).
    const again = logs();
    expect(await writeListeningDemoAudio(root, { espeak: null, passages: [PASSAGE], log: again.log })).toBe(0);
    expect(again.lines).toEqual([]);
    expect((await fs.stat(file)).mtimeMs).toBe(before.mtimeMs);
  });

  it('a synthesiser that fails leaves no file behind to be reused', async () => {
    await expect(writeListeningDemoAudio(root, { espeak: '/bin/false', passages: [PASSAGE] })).rejects.toThrow();
    const dir = path.join(root, 'demo/listening');
    const left = await fs.readdir(dir);
    expect(left.filter((f) => f.includes('.part'))).toEqual([]);
    expect(left).not.toContain(path.basename(listeningAudioKey(PASSAGE.key, PASSAGE.script, 'speech')));
  });

  it.skipIf(!espeak)('with espeak-ng: every line spoken in its voice, joined with pauses into one MP3', async () => {
    expect(await writeListeningDemoAudio(root, { espeak, passages: [PASSAGE] })).toBe(1);
    const file = path.join(root, listeningAudioKey(PASSAGE.key, PASSAGE.script, 'speech'));
    const head = (await fs.readFile(file)).subarray(0, 3);
    // An MP3: an ID3 tag or a frame sync.
    expect(head.toString('latin1') === 'ID3' || (head[0] === 0xff && (head[1]! & 0xe0) === 0xe0)).toBe(true);
    const seconds = await durationOf(file);
    // Three short lines and their pauses: a few seconds, never the tone's fixed lengths by accident.
    expect(seconds).toBeGreaterThan(3);
    expect(seconds).toBeLessThan(15);
    expect(await writeListeningDemoAudio(root, { espeak, passages: [PASSAGE] })).toBe(0);
  });
});
