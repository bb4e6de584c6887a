import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Whether an `ffmpeg` binary is on PATH (Debian's package; nothing is downloaded). */
export async function ffmpegAvailable(): Promise<boolean> {
  try {
    await run('ffmpeg', ['-hide_banner', '-version'], { timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

export interface HlsRecording {
  /** Files written, relative to the output directory (`index.m3u8`, `seg000.ts`, ...). */
  files: string[];
  durationSec: number;
}

/**
 * Writes a short VOD HLS recording (coloured test pattern with a tone, H.264 + AAC in MPEG-TS segments)
 * into `outDir` as `index.m3u8` + `segNNN.ts`. Needs ffmpeg.
 */
export async function makeTestPatternHls(
  outDir: string,
  opts: { seconds?: number; pattern?: 'smptebars' | 'testsrc2'; toneHz?: number } = {},
): Promise<HlsRecording> {
  const seconds = opts.seconds ?? 4;
  await fs.mkdir(outDir, { recursive: true });
  await run(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `${opts.pattern ?? 'testsrc2'}=size=320x180:rate=15`,
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=${opts.toneHz ?? 440}:sample_rate=44100`,
      '-t',
      String(seconds),
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-g',
      '15',
      '-c:a',
      'aac',
      '-b:a',
      '64k',
      '-f',
      'hls',
      '-hls_time',
      '2',
      '-hls_list_size',
      '0',
      '-hls_playlist_type',
      'vod',
      '-hls_segment_filename',
      path.join(outDir, 'seg%03d.ts'),
      path.join(outDir, 'index.m3u8'),
    ],
    { timeout: 60_000 },
  );
  const files = (await fs.readdir(outDir)).filter((f) => f === 'index.m3u8' || /^seg\d+\.ts$/.test(f)).sort();
  return { files, durationSec: seconds };
}

/**
 * Without ffmpeg: a valid-looking VOD playlist and one MPEG-TS segment made of 188-byte packets (a PAT and
 * null packets). Players will not show a picture, but every byte is well-formed transport stream.
 */
export async function writeMinimalHls(outDir: string, seconds = 2): Promise<HlsRecording> {
  await fs.mkdir(outDir, { recursive: true });
  const packets: Buffer[] = [];
  const pat = Buffer.alloc(188, 0xff);
  // sync, PUSI + PID 0, payload only, pointer field, PAT section: program 1 -> PMT PID 0x1000.
  Buffer.from([
    0x47, 0x40, 0x00, 0x10, 0x00, 0x00, 0xb0, 0x0d, 0x00, 0x01, 0xc1, 0x00, 0x00, 0x00, 0x01, 0xf0, 0x00, 0x2a, 0xb1,
    0x04, 0xb2,
  ]).copy(pat);
  packets.push(pat);
  for (let i = 0; i < 9; i++) {
    const nul = Buffer.alloc(188, 0xff);
    nul[0] = 0x47;
    nul[1] = 0x1f;
    nul[2] = 0xff;
    nul[3] = 0x10;
    packets.push(nul);
  }
  await fs.writeFile(path.join(outDir, 'seg000.ts'), Buffer.concat(packets));
  const playlist = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${seconds}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    `#EXTINF:${seconds.toFixed(3)},`,
    'seg000.ts',
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
  await fs.writeFile(path.join(outDir, 'index.m3u8'), playlist);
  return { files: ['index.m3u8', 'seg000.ts'], durationSec: seconds };
}

/** A test/demo recording: real video with ffmpeg, the minimal stand-in without. */
export async function makeHls(outDir: string, seconds = 4): Promise<HlsRecording & { real: boolean }> {
  if (await ffmpegAvailable()) return { ...(await makeTestPatternHls(outDir, { seconds })), real: true };
  return { ...(await writeMinimalHls(outDir, seconds)), real: false };
}
