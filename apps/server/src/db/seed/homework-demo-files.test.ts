import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpegAvailable } from '../../platform/live/hls-media';
import { HOMEWORK_DEMO_FILES, writeHomeworkDemoFiles } from './homework-demo-files';

let root: string;
let hasFfmpeg: boolean;
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'salt-hw-files-'));
  hasFfmpeg = await ffmpegAvailable();
  if (!hasFfmpeg) console.warn('[homework-demo-files.test] ffmpeg not installed: only the PDF is checked');
});
afterAll(() => fs.rm(root, { recursive: true, force: true }));

const typeOf = async (key: string) => (await fileTypeFromBuffer(await fs.readFile(path.join(root, key))))?.mime;

describe('demo homework files', () => {
  it('writes a real PDF of the worked answers and real photos, once', async () => {
    const lines: string[] = [];
    const written = await writeHomeworkDemoFiles(root, { log: (l) => lines.push(l) });
    expect(await typeOf(HOMEWORK_DEMO_FILES.explanation)).toBe('application/pdf');
    const pdf = await fs.readFile(path.join(root, HOMEWORK_DEMO_FILES.explanation));
    expect(pdf.length).toBeGreaterThan(1000);
    if (hasFfmpeg) {
      expect(written).toBe(4);
      expect(await typeOf(HOMEWORK_DEMO_FILES.answerPhoto)).toBe('image/jpeg');
      expect(await typeOf(HOMEWORK_DEMO_FILES.feedbackPhoto)).toBe('image/png');
      expect(await typeOf(HOMEWORK_DEMO_FILES.board)).toBe('image/png');
    } else {
      expect(written).toBe(1);
      expect(lines.join('\n')).toContain('ffmpeg not found');
    }
    // Idempotent: a second start writes nothing.
    expect(await writeHomeworkDemoFiles(root)).toBe(0);
  });
});
