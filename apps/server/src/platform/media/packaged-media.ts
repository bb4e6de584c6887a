import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { AppError } from '../errors';

const requireCjs = createRequire(import.meta.url);
const execFileAsync = promisify(execFile);

/**
 * ffmpeg and a CJK font come from npm packages that carry the files inside them, so `npm ci` on a bare machine
 * gives working demo media with nothing downloaded at install or run time and no system package needed:
 * - `@ffmpeg-installer/ffmpeg` picks the per-platform package (`@ffmpeg-installer/linux-x64`, ...) that holds a
 *   static ffmpeg 4.1 build (libx264, aac, drawtext with FreeType);
 * - `@embedpdf/fonts-sc` holds Noto Sans Hans (Simplified Chinese, OFL) as OTF files, which fontkit (pdfkit)
 *   embeds as a subset and FreeType (drawtext) reads.
 * One code path everywhere (development, CI, demo): the system's ffmpeg and fonts are never looked for.
 */

let ffmpegCache: string | null = null;

/** Absolute path of the packaged ffmpeg; a clear AppError when this platform has no packaged binary. */
export function ffmpegPath(): string {
  if (ffmpegCache) return ffmpegCache;
  let found: string;
  try {
    // Required lazily: the package throws at load on a platform it has no binary for, and that must not stop the
    // server, only the demo media.
    found = (requireCjs('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch (err) {
    throw new AppError(
      500,
      `本机平台（${process.platform}-${process.arch}）没有随 npm 包提供的 ffmpeg，演示录像和直播无法生成：${String(err)}`,
    );
  }
  // npm runs the package's `chmod u+x` only when install scripts are allowed; the tarball already has the bit,
  // but a copy that lost it is fixed rather than failing with EACCES.
  try {
    fs.accessSync(found, fs.constants.X_OK);
  } catch {
    fs.chmodSync(found, 0o755);
  }
  ffmpegCache = found;
  return found;
}

export interface CjkFont {
  /** OTF file usable by pdfkit (fontkit) and ffmpeg's drawtext (FreeType). */
  file: string;
  /** PostScript name, as embedded in PDFs (with a subset prefix). */
  postscriptName: string;
}

let fontCache: CjkFont | null = null;

/** The packaged Simplified Chinese font (Noto Sans Hans Regular). */
export function cjkFont(): CjkFont {
  if (fontCache) return fontCache;
  let file: string;
  try {
    // The package exports only its index; the fonts sit in fonts/ beside dist/.
    const entry = requireCjs.resolve('@embedpdf/fonts-sc');
    file = path.join(path.dirname(entry), '..', 'fonts', 'NotoSansHans-Regular.otf');
    fs.accessSync(file, fs.constants.R_OK);
  } catch (err) {
    throw new AppError(500, `找不到随 npm 包提供的中文字体（@embedpdf/fonts-sc），请重新安装依赖：${String(err)}`);
  }
  fontCache = { file, postscriptName: 'NotoSansHans-Regular' };
  return fontCache;
}

/**
 * Runs the packaged ffmpeg to completion (quiet: errors only). `signal` aborts it (the server shutting down
 * while demo media is still being made).
 */
export async function runFfmpeg(
  args: string[],
  opts: { timeoutMs?: number; signal?: AbortSignal; env?: NodeJS.ProcessEnv } = {},
): Promise<void> {
  await execFileAsync(ffmpegPath(), ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...args], {
    timeout: opts.timeoutMs ?? 60_000,
    signal: opts.signal,
    env: opts.env,
    maxBuffer: 4 * 1024 * 1024,
  });
}

/**
 * A value for a filter option (a path in `fontfile=`, a text in `text=`): escaped for the option parser (`\`,
 * `'`, `:`) and then for the filter graph (`\`, `'`, `,`, `;`, `[`, `]`), the two levels ffmpeg unescapes.
 */
export function filterValue(value: string): string {
  const option = value.replace(/[\\':]/g, (c) => `\\${c}`);
  return option.replace(/[\\',;[\]]/g, (c) => `\\${c}`);
}
