import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { privateUrlOf } from '../../platform/storage/private-file-links';
import { drawPicture, type Picture } from './homework-demo-files';

/**
 * The demo pupil's photographed exam papers and essays (试卷上传 / 作文上传): drawn like the homework photos (the
 * packaged ffmpeg and CJK font), kept in the private store as real page photos are, read through signed links.
 */
const page = (key: string, lines: string[], colour = '0x1f1f1f'): Picture => ({
  key: `demo/examupload/${key}`,
  width: 720,
  height: 960,
  background: '0xfdfcf5',
  ruled: 56,
  colour,
  fontSize: 30,
  lines,
});

export const EXAM_UPLOAD_DEMO_PAGES = {
  paperA: [
    page('paper-a-1.jpg', [
      '七年级数学期中考试  第1页',
      '一、选择题（每题3分）',
      '1. (B)  2. (C)  3. (A)',
      '4. (D)  5. (B)  6. (C)',
    ]),
    page('paper-a-2.jpg', ['第2页', '二、填空题（每题4分）', '7. x = 3', '8. 2a + b', '9. 135°']),
    page('paper-a-3.jpg', ['第3页', '三、解答题', '10. 解方程 2x - 5 = 7', '    2x = 12，x = 6']),
  ],
  paperB: [
    page('paper-b-1.jpg', [
      '八年级物理月考  第1页',
      '1. 光在真空中的速度',
      '   约 3×10^8 m/s',
      '2. 声音不能在真空中传播',
    ]),
    page('paper-b-2.jpg', ['第2页', '3. 平面镜成像：虚像', '4. 凸透镜成像规律', '   u > 2f：倒立缩小实像']),
  ],
  essayRejected: [
    page('essay-r-1.jpg', ['我的妈妈', '    我的妈妈是一名医生，', '她每天都很忙……', '（照片较暗）'], '0x555555'),
  ],
  essayApproved: [
    page(
      'essay-a-1.jpg',
      ['难忘的一天', '    那天早上，阳光洒进窗户，', '我和爸爸一起去爬山。', '山路弯弯，鸟儿在唱歌。'],
      '0x1f3a93',
    ),
    page(
      'essay-a-2.jpg',
      ['    到了山顶，我看到了', '美丽的云海，心里非常', '激动。这一天让我明白：', '坚持就能看到美景。'],
      '0x1f3a93',
    ),
  ],
} as const;

export const examUploadDemoUrl = (p: Picture) => privateUrlOf(p.key);

/** Writes the missing demo page photos under `<privateRoot>/demo/examupload/` (idempotent). Answers how many. */
export async function writeExamUploadDemoFiles(privateRoot: string, opts: { signal?: AbortSignal } = {}) {
  const all = Object.values(EXAM_UPLOAD_DEMO_PAGES).flat();
  await fs.mkdir(path.join(privateRoot, 'demo/examupload'), { recursive: true });
  const missing: Picture[] = [];
  for (const p of all)
    if (
      !(await fs
        .access(path.join(privateRoot, p.key))
        .then(() => true)
        .catch(() => false))
    )
      missing.push(p);
  if (missing.length === 0) return 0;
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'salt-examupload-demo-'));
  try {
    for (const p of missing) {
      opts.signal?.throwIfAborted();
      const drawn = path.join(tmp, path.basename(p.key));
      await drawPicture(p, drawn, tmp, opts.signal);
      const final = path.join(privateRoot, p.key);
      await fs.copyFile(drawn, `${final}.part`);
      await fs.rename(`${final}.part`, final);
    }
  } finally {
    await fs.rm(tmp, { recursive: true, force: true });
  }
  return missing.length;
}
