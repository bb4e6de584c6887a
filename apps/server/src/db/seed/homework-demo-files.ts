import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { cjkFont, filterValue, runFfmpeg } from '../../platform/media/packaged-media';
import { privateUrlOf } from '../../platform/storage/private-file-links';

/**
 * Storage keys of the demo homework's files: a pupil's photo, the tutor's marked photo (private: a pupil's work,
 * read through signed links), the board, the key (public teaching material).
 */
export const HOMEWORK_DEMO_FILES = {
  answerPhoto: 'demo/homework/answer-photo.jpg',
  feedbackPhoto: 'demo/homework/feedback-photo.png',
  board: 'demo/homework/board.png',
  explanation: 'demo/homework/explanation.pdf',
} as const;

/** The pupil's work: kept in the private store, like real answer photos. */
const PRIVATE_KEYS: ReadonlySet<string> = new Set([HOMEWORK_DEMO_FILES.answerPhoto, HOMEWORK_DEMO_FILES.feedbackPhoto]);

/** The URL answers store: the public /uploads/ route for material, the private file route for the pupil's work. */
export const demoFileUrl = (key: string) => (PRIVATE_KEYS.has(key) ? privateUrlOf(key) : `/uploads/${key}`);

export interface Picture {
  key: string;
  width: number;
  height: number;
  background: string;
  /** Ruled like an exercise book (line spacing in px), or plain. */
  ruled?: number;
  colour: string;
  fontSize: number;
  lines: string[];
}

const PICTURES: Picture[] = [
  {
    key: HOMEWORK_DEMO_FILES.answerPhoto,
    width: 720,
    height: 960,
    background: '0xfdfcf5',
    ruled: 56,
    colour: '0x1f3a93',
    fontSize: 34,
    lines: ['解：设第三边长为 x', '    7 - 3 < x < 7 + 3', '    4 < x < 10', '答：x 可取 5、6、7、8、9。'],
  },
  {
    key: HOMEWORK_DEMO_FILES.feedbackPhoto,
    width: 720,
    height: 960,
    background: '0xfdfcf5',
    ruled: 56,
    colour: '0xd4380d',
    fontSize: 34,
    lines: ['√ 步骤完整，书写工整', '× 第3题：4、4、9 不能组成三角形', '   腰为 9：4 + 9 + 9 = 22', '继续加油！'],
  },
  {
    key: HOMEWORK_DEMO_FILES.board,
    width: 960,
    height: 540,
    background: '0x24543c',
    colour: 'white',
    fontSize: 40,
    lines: ['板书：三角形的三边关系', '两边之和大于第三边', '两边之差小于第三边', '7 - 3 < x < 7 + 3'],
  },
];

/** Draws a picture with the packaged ffmpeg (colour source, optional ruling, drawtext in the packaged CJK font). */
export async function drawPicture(p: Picture, out: string, tmp: string, signal?: AbortSignal) {
  const textFile = path.join(tmp, `${path.basename(out)}.txt`);
  await fs.writeFile(textFile, p.lines.join('\n'));
  const margin = p.ruled ?? 48;
  const filters = [
    p.ruled ? `drawgrid=w=iw:h=${p.ruled}:t=2:c=0xdfe6ee` : null,
    `drawtext=fontfile=${filterValue(cjkFont().file)}:textfile=${filterValue(textFile)}:expansion=none` +
      `:x=${margin}:y=${margin + 10}:fontsize=${p.fontSize}` +
      `:line_spacing=${(p.ruled ?? p.fontSize * 1.6) - p.fontSize}:fontcolor=${p.colour}`,
  ].filter(Boolean);
  await runFfmpeg(
    [
      '-f',
      'lavfi',
      '-i',
      `color=c=${p.background}:s=${p.width}x${p.height}`,
      '-frames:v',
      '1',
      '-vf',
      filters.join(','),
      ...(out.endsWith('.jpg') ? ['-q:v', '3'] : []),
      out,
    ],
    { timeoutMs: 30_000, signal },
  );
}

/**
 * The worked answers of the demo homework as a real PDF: pdfkit with the packaged CJK font, which fontkit embeds
 * as a subset (only the glyphs used, tens of kilobytes). Written beside and renamed, so a half-written file is
 * never served nor taken for done.
 */
async function writeExplanationPdf(out: string) {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: '课后作业解析' } });
  const done = new Promise<void>((resolve, reject) => {
    const stream = createWriteStream(`${out}.part`);
    stream.on('finish', resolve).on('error', reject);
    doc.pipe(stream);
  });
  doc.font(cjkFont().file);
  doc.fontSize(22).text('课后作业解析', { align: 'center' });
  doc.moveDown();
  const items = [
    [
      '1. 单选：3 cm、4 cm、5 cm 能组成三角形。',
      '较短两边之和大于最长边即可：3 + 4 > 5；而 1 + 2 = 3、2 + 3 < 6、4 + 4 < 9。',
    ],
    [
      '2. 多选：两边之和大于第三边；两边之差小于第三边；等边三角形是特殊的等腰三角形。',
      '等腰三角形的腰不一定比底边长，例如腰长 3、底边长 5。',
    ],
    [
      '3. 填空：周长为 22；4 < x < 10。',
      '腰为 4 时 4 + 4 < 9，不能组成三角形，腰只能为 9：4 + 9 + 9 = 22；7 - 3 < x < 7 + 3。',
    ],
    [
      '4. 拍照题：第三边可取 5、6、7、8、9。',
      '由 4 < x < 10 且 x 为整数，得 x = 5、6、7、8、9。写出每一步，最后作答。',
    ],
  ];
  for (const [head, body] of items) {
    doc.fontSize(14).fillColor('#1f1f1f').text(head!);
    doc.fontSize(12).fillColor('#595959').text(body!, { indent: 18 });
    doc.moveDown(0.8);
  }
  doc.end();
  await done;
  await fs.rename(`${out}.part`, out);
}

/**
 * Writes the demo homework's files under `<root>/demo/homework/` of the public or private root (idempotent: files
 * already there are kept): the PDF and the pictures, with the packaged font and ffmpeg. Runs in the background once the server
 * listens (`signal` stops it at shutdown). Answers how many files were written.
 */
export async function writeHomeworkDemoFiles(
  publicRoot: string,
  privateRoot: string,
  opts: { signal?: AbortSignal } = {},
): Promise<number> {
  const fileOf = (key: string) => path.join(PRIVATE_KEYS.has(key) ? privateRoot : publicRoot, key);
  const exists = (key: string) =>
    fs
      .access(fileOf(key))
      .then(() => true)
      .catch(() => false);
  for (const root of [publicRoot, privateRoot]) await fs.mkdir(path.join(root, 'demo/homework'), { recursive: true });
  let written = 0;
  if (!(await exists(HOMEWORK_DEMO_FILES.explanation))) {
    await writeExplanationPdf(fileOf(HOMEWORK_DEMO_FILES.explanation));
    written++;
  }
  const missing = [];
  for (const p of PICTURES) if (!(await exists(p.key))) missing.push(p);
  if (missing.length === 0) return written;
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'salt-homework-demo-'));
  try {
    for (const p of missing) {
      opts.signal?.throwIfAborted();
      const drawn = path.join(tmp, path.basename(p.key));
      await drawPicture(p, drawn, tmp, opts.signal);
      // Copied beside, then renamed: a half-copied file is never served.
      const final = fileOf(p.key);
      await fs.copyFile(drawn, `${final}.part`);
      await fs.rename(`${final}.part`, final);
      written++;
    }
  } finally {
    await fs.rm(tmp, { recursive: true, force: true });
  }
  return written;
}
