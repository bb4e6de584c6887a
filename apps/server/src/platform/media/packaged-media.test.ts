import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeTestPatternHls } from '../live/hls-media';
import { cjkFont, ffmpegPath, filterValue, runFfmpeg } from './packaged-media';

/**
 * A bare machine has neither Debian's ffmpeg nor its CJK fonts: the media tools must come from node_modules.
 * PATH is emptied for these tests, so a system ffmpeg cannot stand in for the packaged one.
 */
let dir: string;
const savedPath = process.env.PATH;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'salt-packaged-media-'));
});
afterEach(() => {
  process.env.PATH = savedPath;
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

const nodeModules = path.resolve(__dirname, '../../../../../node_modules');

describe('packaged ffmpeg and CJK font', () => {
  it('are files inside node_modules', async () => {
    expect(ffmpegPath().startsWith(nodeModules + path.sep)).toBe(true);
    expect(cjkFont().file.startsWith(nodeModules + path.sep)).toBe(true);
    await fs.access(ffmpegPath(), fs.constants.X_OK);
    expect((await fs.stat(cjkFont().file)).size).toBeGreaterThan(1_000_000);
  });

  it('make a one-second HLS recording with nothing on PATH', async () => {
    process.env.PATH = '';
    const out = path.join(dir, 'hls');
    const rec = await makeTestPatternHls(out, { seconds: 1 });
    expect(rec.files).toContain('index.m3u8');
    const playlist = await fs.readFile(path.join(out, 'index.m3u8'), 'utf8');
    expect(playlist).toContain('#EXT-X-ENDLIST');
    const segment = await fs.readFile(
      path.join(
        out,
        rec.files.find((f) => f.endsWith('.ts'))!,
      ),
    );
    // MPEG-TS: 188-byte packets, each starting with the sync byte.
    expect(segment.length % 188).toBe(0);
    expect(segment[0]).toBe(0x47);
    expect(segment.length).toBeGreaterThan(188 * 20);
  });

  it('draw Chinese text with drawtext (the glyphs differ from the missing-glyph box)', async () => {
    process.env.PATH = '';
    const draw = async (text: string) => {
      const textFile = path.join(dir, `${Buffer.from(text).toString('hex')}.txt`);
      const out = `${textFile}.pgm`;
      await fs.writeFile(textFile, text);
      await runFfmpeg([
        '-f',
        'lavfi',
        '-i',
        'color=c=white:s=120x60',
        '-frames:v',
        '1',
        '-vf',
        `drawtext=fontfile=${filterValue(cjkFont().file)}:textfile=${filterValue(textFile)}:fontsize=40:x=5:y=5`,
        '-pix_fmt',
        'gray',
        out,
      ]);
      return fs.readFile(out);
    };
    const [a, b, blank] = await Promise.all([draw('课'), draw('堂'), draw(' ')]);
    // Ink on the page, and two characters look different (a font without them draws the same .notdef box).
    expect(a.equals(blank)).toBe(false);
    expect(a.equals(b)).toBe(false);
  });

  it('embed the font in a PDF as a subset (pdfkit / fontkit)', async () => {
    const out = path.join(dir, 'zh.pdf');
    const doc = new PDFDocument({ size: 'A5' });
    const done = new Promise<void>((resolve) => doc.pipe(createWriteStream(out)).on('finish', () => resolve()));
    doc.font(cjkFont().file).fontSize(20).text('课后作业解析：先算乘除，后算加减');
    doc.end();
    await done;
    const pdf = (await fs.readFile(out)).toString('latin1');
    // A subset font: a six-letter tag, '+', the PostScript name; CID-keyed with a ToUnicode map (text extracts).
    expect(pdf).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${cjkFont().postscriptName}`));
    expect(pdf).toContain('/ToUnicode');
    expect(pdf).toContain('/FontFile3');
    // The subset holds the glyphs used, not the 8 MB font.
    expect(pdf.length).toBeLessThan(500_000);
  });

  it('reaches files whose paths hold the characters filter graphs treat specially', async () => {
    const odd = path.join(dir, "we:ird, [dir];it's");
    await fs.mkdir(odd);
    const font = path.join(odd, 'font:1.otf');
    await fs.symlink(cjkFont().file, font);
    const text = path.join(odd, "t'1.txt");
    await fs.writeFile(text, '盐课堂');
    const out = path.join(dir, 'odd.png');
    await runFfmpeg([
      '-f',
      'lavfi',
      '-i',
      'color=c=white:s=160x60',
      '-frames:v',
      '1',
      '-vf',
      `drawtext=fontfile=${filterValue(font)}:textfile=${filterValue(text)}:fontsize=30:x=5:y=5`,
      out,
    ]);
    expect((await fs.stat(out)).size).toBeGreaterThan(100);
  });
});
