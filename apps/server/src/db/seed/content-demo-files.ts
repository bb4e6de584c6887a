import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { cjkFont, filterValue, runFfmpeg } from '../../platform/media/packaged-media';

/** Storage keys (public store) of the demo's school licence images, where console uploads go too. */
export const LICENCE_DEMO_FILES = {
  schoolLicence: 'images/demo/school-licence.png',
  icpLicence: 'images/demo/icp-licence.png',
} as const;

interface Certificate {
  key: string;
  heading: string;
  lines: string[];
}

const CERTIFICATES: Certificate[] = [
  {
    key: LICENCE_DEMO_FILES.schoolLicence,
    heading: '民办学校办学许可证',
    lines: [
      '教民 111010870000123 号',
      '学校名称：北京市海淀区盐课堂培训学校',
      '办学内容：中小学学科类线上培训',
      '办学地址：北京市海淀区中关村大街 27 号',
      '有效期限：2025年9月1日至2030年8月31日',
      '发证机关：北京市海淀区教育委员会',
    ],
  },
  {
    key: LICENCE_DEMO_FILES.icpLicence,
    heading: '增值电信业务经营许可证',
    lines: [
      '经营许可证编号：京B2-20214567',
      '公司名称：北京盐课堂教育科技有限公司',
      '业务种类：第二类增值电信业务',
      '业务覆盖范围：信息服务业务（仅限互联网信息服务）',
      '有效期至：2031年12月30日',
      '发证机关：北京市通信管理局',
    ],
  },
];

/** A certificate: cream paper, a double red border, the heading and the lines in the packaged CJK font. */
async function drawCertificate(c: Certificate, out: string, tmp: string, signal?: AbortSignal) {
  const font = filterValue(cjkFont().file);
  const heading = path.join(tmp, `${path.basename(out)}.head.txt`);
  const body = path.join(tmp, `${path.basename(out)}.body.txt`);
  await fs.writeFile(heading, c.heading);
  await fs.writeFile(body, c.lines.join('\n'));
  const filters = [
    'drawbox=x=24:y=24:w=iw-48:h=ih-48:color=0xb8322a:t=6',
    'drawbox=x=40:y=40:w=iw-80:h=ih-80:color=0xd4a24c:t=2',
    `drawtext=fontfile=${font}:textfile=${filterValue(heading)}:expansion=none:x=(w-text_w)/2:y=110:fontsize=54:fontcolor=0xb8322a`,
    `drawtext=fontfile=${font}:textfile=${filterValue(body)}:expansion=none:x=110:y=240:fontsize=28:line_spacing=26:fontcolor=0x333333`,
    'drawbox=x=iw-300:y=ih-260:w=170:h=170:color=0xd9363e@0.55:t=5',
    `drawtext=fontfile=${font}:text=${filterValue('印章')}:x=w-250:y=h-195:fontsize=34:fontcolor=0xd9363e@0.7`,
  ];
  await runFfmpeg(
    ['-f', 'lavfi', '-i', 'color=c=0xfffaf0:s=1000x700', '-frames:v', '1', '-vf', filters.join(','), out],
    { timeoutMs: 30_000, signal },
  );
}

/**
 * Writes the demo licence images into the public store (idempotent: files already there are kept). Runs in the
 * background once the server listens, like the homework pictures. Answers how many were written.
 */
export async function writeLicenceDemoFiles(publicRoot: string, opts: { signal?: AbortSignal } = {}): Promise<number> {
  const missing: Certificate[] = [];
  for (const c of CERTIFICATES) {
    const there = await fs
      .access(path.join(publicRoot, c.key))
      .then(() => true)
      .catch(() => false);
    if (!there) missing.push(c);
  }
  if (missing.length === 0) return 0;
  await fs.mkdir(path.join(publicRoot, 'images/demo'), { recursive: true });
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'salt-licence-demo-'));
  try {
    for (const c of missing) {
      opts.signal?.throwIfAborted();
      const drawn = path.join(tmp, path.basename(c.key));
      await drawCertificate(c, drawn, tmp, opts.signal);
      const final = path.join(publicRoot, c.key);
      await fs.copyFile(drawn, `${final}.part`);
      await fs.rename(`${final}.part`, final);
    }
  } finally {
    await fs.rm(tmp, { recursive: true, force: true });
  }
  return missing.length;
}

/** Storage key (public store) of the demo campaign's cover (/advert), drawn like the licences. */
export const CAMPAIGN_DEMO_COVER = 'images/demo/winter-camp.png';

/**
 * The winter camp's cover, 1200×700: a blue diagonal gradient with two lighter discs (geq: the packaged ffmpeg
 * has no gradients source), the camp's name, what it offers and a 报名进行中 badge in the packaged CJK font.
 */
async function drawCampaignCover(out: string, tmp: string, signal?: AbortSignal) {
  const font = filterValue(cjkFont().file);
  const lines = [
    { text: '寒假集训营', y: 190, size: 120, colour: 'white' },
    { text: '名师小班 · 直播互动 · 作业精批', y: 360, size: 42, colour: 'white@0.92' },
    { text: '报名进行中', y: 475, size: 40, colour: 'white' },
    { text: '语文 · 数学 · 英语    三年级至初三', y: 590, size: 30, colour: 'white@0.85' },
  ];
  const text = await Promise.all(
    lines.map(async (l, i) => {
      const file = path.join(tmp, `cover-${i}.txt`);
      await fs.writeFile(file, l.text);
      return `drawtext=fontfile=${font}:textfile=${filterValue(file)}:expansion=none:x=(w-text_w)/2:y=${l.y}:fontsize=${l.size}:fontcolor=${l.colour}`;
    }),
  );
  const t = '(X/W+Y/H)/2';
  const disc = '(lt(hypot(X-1020,Y-110),170)+lt(hypot(X-140,Y-640),140))';
  const filters = [
    'format=gbrp',
    `geq=r='29+25*${t}+28*${disc}':g='78+129*${t}+28*${disc}':b='216-15*${t}+22*${disc}'`,
    ...text.slice(0, 2),
    'drawbox=x=420:y=460:w=360:h=76:color=0xff7a45:t=fill',
    ...text.slice(2),
  ];
  await runFfmpeg(['-f', 'lavfi', '-i', 'color=c=black:s=1200x700', '-frames:v', '1', '-vf', filters.join(','), out], {
    timeoutMs: 30_000,
    signal,
  });
}

/** Writes the demo campaign's cover into the public store unless it is there; answers whether it wrote it. */
export async function writeCampaignDemoCover(
  publicRoot: string,
  opts: { signal?: AbortSignal } = {},
): Promise<boolean> {
  const final = path.join(publicRoot, CAMPAIGN_DEMO_COVER);
  const there = await fs
    .access(final)
    .then(() => true)
    .catch(() => false);
  if (there) return false;
  await fs.mkdir(path.dirname(final), { recursive: true });
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'salt-campaign-demo-'));
  try {
    const drawn = path.join(tmp, path.basename(final));
    await drawCampaignCover(drawn, tmp, opts.signal);
    await fs.copyFile(drawn, `${final}.part`);
    await fs.rename(`${final}.part`, final);
  } finally {
    await fs.rm(tmp, { recursive: true, force: true });
  }
  return true;
}
