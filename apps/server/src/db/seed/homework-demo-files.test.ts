import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cjkFont } from '../../platform/media/packaged-media';
import { HOMEWORK_DEMO_FILES, writeHomeworkDemoFiles } from './homework-demo-files';

let root: string;
let privateRoot: string;
const savedPath = process.env.PATH;
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'salt-hw-files-'));
  privateRoot = path.join(root, 'private-root');
});
afterEach(() => {
  process.env.PATH = savedPath;
});
afterAll(() => fs.rm(root, { recursive: true, force: true }));

const typeOf = async (key: string, base = root) =>
  (await fileTypeFromBuffer(await fs.readFile(path.join(base, key))))?.mime;

describe('demo homework files', () => {
  it('writes the Chinese worked-answers PDF and the photos with the packaged tools, once', async () => {
    // A bare machine: no system ffmpeg, no system fonts to find.
    process.env.PATH = '';
    expect(await writeHomeworkDemoFiles(root, privateRoot)).toBe(4);
    expect(await typeOf(HOMEWORK_DEMO_FILES.explanation)).toBe('application/pdf');
    const pdf = (await fs.readFile(path.join(root, HOMEWORK_DEMO_FILES.explanation))).toString('latin1');
    // The packaged CJK font embedded as a subset, with a ToUnicode map: the text is Chinese, not a Latin fallback.
    expect(pdf).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${cjkFont().postscriptName}`));
    expect(pdf).toContain('/ToUnicode');
    expect(pdf).not.toContain('Helvetica');
    // The pupil's photo and the tutor's marked photo are a pupil's work: private store only, never public.
    expect(await typeOf(HOMEWORK_DEMO_FILES.answerPhoto, privateRoot)).toBe('image/jpeg');
    expect(await typeOf(HOMEWORK_DEMO_FILES.feedbackPhoto, privateRoot)).toBe('image/png');
    await expect(fs.access(path.join(root, HOMEWORK_DEMO_FILES.answerPhoto))).rejects.toThrow();
    expect(await typeOf(HOMEWORK_DEMO_FILES.board)).toBe('image/png');
    // No half-written files left beside them.
    expect((await fs.readdir(path.join(root, 'demo/homework'))).filter((f) => f.endsWith('.part'))).toEqual([]);
    // Idempotent: a second start writes nothing.
    expect(await writeHomeworkDemoFiles(root, privateRoot)).toBe(0);
  });
});
