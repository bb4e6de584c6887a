import fs from 'node:fs/promises';
import path from 'node:path';
import { cjkFont, filterValue, runFfmpeg } from '../media/packaged-media';

export interface HlsRecording {
  /** Files written, relative to the output directory (`index.m3u8`, `seg000.ts`, ...). */
  files: string[];
  durationSec: number;
}

/**
 * Writes a short VOD HLS recording (coloured test pattern with a tone, H.264 + AAC in MPEG-TS segments)
 * into `outDir` as `index.m3u8` + `segNNN.ts`, with the packaged ffmpeg. With `caption`, the picture is larger
 * and carries the caption (packaged CJK font) and the running time.
 */
export async function makeTestPatternHls(
  outDir: string,
  opts: {
    seconds?: number;
    pattern?: 'smptebars' | 'testsrc2';
    toneHz?: number;
    caption?: string;
    signal?: AbortSignal;
  } = {},
): Promise<HlsRecording> {
  const seconds = opts.seconds ?? 4;
  await fs.mkdir(outDir, { recursive: true });
  const font = () => `fontfile=${filterValue(cjkFont().file)}`;
  const captioned = opts.caption
    ? [
        '-vf',
        [
          `drawtext=${font()}:text=${filterValue(opts.caption)}:expansion=none:fontsize=28:fontcolor=white` +
            ':box=1:boxcolor=black@0.55:boxborderw=12:x=(w-text_w)/2:y=24',
          `drawtext=${font()}:text=${filterValue('%{pts:hms}')}:fontsize=22:fontcolor=white` +
            ':box=1:boxcolor=black@0.55:boxborderw=8:x=w-text_w-24:y=h-text_h-24',
        ].join(','),
      ]
    : [];
  await runFfmpeg(
    [
      '-f',
      'lavfi',
      '-i',
      `${opts.pattern ?? 'testsrc2'}=size=${opts.caption ? '640x360' : '320x180'}:rate=15`,
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=${opts.toneHz ?? 440}:sample_rate=44100`,
      '-t',
      String(seconds),
      ...captioned,
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
    { signal: opts.signal },
  );
  const files = (await fs.readdir(outDir)).filter((f) => f === 'index.m3u8' || /^seg\d+\.ts$/.test(f)).sort();
  return { files, durationSec: seconds };
}

/** A test/demo recording of `seconds` seconds (real video: ffmpeg ships with the app). */
export async function makeHls(outDir: string, seconds = 4): Promise<HlsRecording> {
  return makeTestPatternHls(outDir, { seconds });
}
