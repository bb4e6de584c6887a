import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ffmpegPath } from './packaged-media';

/** Seconds per HLS segment: ~6 s, the usual VOD choice (few files, quick seeking). */
export const HLS_SEGMENT_SECONDS = 6;
/** Output height cap: 480p is plenty for a blackboard or slides on a phone and keeps transcoding fast. */
const MAX_HEIGHT = 480;

export class TranscodeError extends Error {
  constructor(
    message: string,
    /** The tail of ffmpeg's log, for the server log (not for staff). */
    readonly detail: string,
    readonly noVideo: boolean,
  ) {
    super(message);
  }
}

/** `HH:MM:SS.xx` (ffmpeg's header and its `out_time`) in seconds; null for N/A or anything else. */
export function secondsOf(text: string): number | null {
  const m = /^(-?\d+):(\d{2}):(\d{2}(?:\.\d+)?)$/.exec(text.trim());
  return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) : null;
}

/** The sum of the playlist's segment lengths, rounded: the recording's duration as pupils will see it. */
export async function playlistSeconds(playlist: string): Promise<number> {
  const text = await fs.readFile(playlist, 'utf8');
  let total = 0;
  for (const m of text.matchAll(/#EXTINF:([\d.]+)/g)) total += Number(m[1]);
  return Math.round(total);
}

/**
 * Transcodes any video ffmpeg reads into a VOD HLS recording in `outDir` (index.m3u8 + segNNN.ts; H.264 main at
 * most 480p, AAC stereo; a keyframe every segment boundary so segments are ~6 s), with the packaged ffmpeg.
 * `onProgress(fraction)` follows `-progress pipe:1`'s out_time against the input's duration from ffmpeg's header
 * (none when the container does not tell). `signal` kills ffmpeg (the job expiring or the server stopping).
 * A failure is a TranscodeError (not a video, corrupt, no picture).
 */
export async function transcodeToHls(
  input: string,
  outDir: string,
  opts: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<void> {
  await fs.mkdir(outDir, { recursive: true });
  const args = [
    '-hide_banner',
    '-nostdin',
    '-nostats',
    '-y',
    '-i',
    input,
    '-map',
    '0:v:0',
    '-map',
    '0:a:0?',
    '-vf',
    `scale=-2:'min(${MAX_HEIGHT},ih)':flags=bicubic,format=yuv420p`,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-profile:v',
    'main',
    '-crf',
    '26',
    '-force_key_frames',
    `expr:gte(t,n_forced*${HLS_SEGMENT_SECONDS})`,
    '-c:a',
    'aac',
    '-b:a',
    '96k',
    '-ac',
    '2',
    '-ar',
    '44100',
    '-f',
    'hls',
    '-hls_time',
    String(HLS_SEGMENT_SECONDS),
    '-hls_list_size',
    '0',
    '-hls_playlist_type',
    'vod',
    '-hls_segment_filename',
    path.join(outDir, 'seg%03d.ts'),
    '-progress',
    'pipe:1',
    path.join(outDir, 'index.m3u8'),
  ];
  const child = spawn(ffmpegPath(), args, { stdio: ['ignore', 'pipe', 'pipe'], signal: opts.signal });
  let durationSec: number | null = null;
  let log = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    // Only the header's Duration is read; the rest is kept as a short tail for the server log.
    log = (log + chunk).slice(-4000);
    if (durationSec === null) {
      const m = /Duration: ([\d:.]+|N\/A)/.exec(log);
      if (m) durationSec = secondsOf(m[1]!) ?? 0;
    }
  });
  let pending = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      // After an abort ffmpeg may still flush a line or two: nothing is reported for a run that is over.
      if (!line.startsWith('out_time=') || !durationSec || opts.signal?.aborted) continue;
      const t = secondsOf(line.slice('out_time='.length));
      if (t !== null && t >= 0) opts.onProgress?.(Math.min(1, t / durationSec));
    }
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (c) => resolve(c));
  });
  opts.signal?.throwIfAborted();
  if (code !== 0) {
    const noVideo = /matches no streams|does not contain any stream|Output file #0 does not contain/i.test(log);
    throw new TranscodeError(`ffmpeg exited with ${code}`, log.slice(-1500), noVideo);
  }
}
