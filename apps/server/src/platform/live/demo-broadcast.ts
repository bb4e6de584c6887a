import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { cjkFont, ffmpegPath, filterValue } from '../media/packaged-media';

/** A session on air: its class's room (the folder under DATA_DIR/live/), what the picture says, when it ends. */
export interface BroadcastTarget {
  room: string;
  chapterId: number;
  title: string;
  subtitle: string;
  endAt: Date;
}

export interface BroadcastLog {
  info(msg: string): void;
  warn(msg: string): void;
}

export interface DemoBroadcasterOptions {
  /** DATA_DIR/live: each room's playlist goes to `<liveRoot>/<room>/index.m3u8`. */
  liveRoot: string;
  /** The sessions live at `now` (asked at start and every `scanEveryMs`). */
  findLive: (now: Date) => Promise<BroadcastTarget[]>;
  now?: () => Date;
  log?: BroadcastLog;
  scanEveryMs?: number;
  /** First wait before restarting a broadcast that died; doubles while it keeps dying, up to 60 s. */
  restartDelayMs?: number;
  segmentSeconds?: number;
  /** Segments in the rolling playlist (older ones are deleted). */
  listSize?: number;
}

interface Room {
  target: BroadcastTarget;
  child: ChildProcess | null;
  stopping: boolean;
  failures: number;
  startedAt: number;
  restartTimer: NodeJS.Timeout | null;
  endTimer: NodeJS.Timeout | null;
  lastError: string;
}

const FILE_SAFE_ROOM = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/;
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The local live provider serves live HLS from DATA_DIR/live/<room>/, written by a media server that a demo does
 * not have. In the demo (demo seed, LIVE_PROVIDER=local) this puts every live-now session on air instead: one
 * background ffmpeg per room making a looping broadcast (a slide with the class and session title, a clock and a
 * small moving test pattern, with a beeping tone) as a rolling live playlist (`delete_segments`). Started after
 * the server listens; a broadcast that dies is restarted; each stops when its session ends and all stop on close.
 * ffmpeg also gets `-t` up to the session's end, so one left behind by a killed server ends by itself.
 */
export class DemoBroadcaster {
  private readonly rooms = new Map<string, Room>();
  private readonly now: () => Date;
  private readonly log: BroadcastLog;
  private scanTimer: NodeJS.Timeout | null = null;
  private scanning: Promise<void> | null = null;
  private textDir: string | null = null;
  private closed = false;

  constructor(private readonly opts: DemoBroadcasterOptions) {
    this.now = opts.now ?? (() => new Date());
    this.log = opts.log ?? { info: (m) => console.info(m), warn: (m) => console.warn(m) };
  }

  /** Scans now and then every `scanEveryMs` (sessions that go live later get their broadcast then). */
  start(): void {
    void this.scan();
    this.scanTimer = setInterval(() => void this.scan(), this.opts.scanEveryMs ?? 60_000);
    this.scanTimer.unref();
  }

  /** Starts broadcasts for sessions live now and stops those whose session is gone. */
  scan(): Promise<void> {
    this.scanning ??= this.doScan().finally(() => {
      this.scanning = null;
    });
    return this.scanning;
  }

  /** Rooms on air (for the tests and the log). */
  activeRooms(): string[] {
    return [...this.rooms.keys()];
  }

  pidOf(room: string): number | undefined {
    return this.rooms.get(room)?.child?.pid;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.scanTimer) clearInterval(this.scanTimer);
    await this.scanning?.catch(() => {});
    await Promise.all([...this.rooms.keys()].map((room) => this.stop(room)));
    if (this.textDir) await fs.rm(this.textDir, { recursive: true, force: true });
  }

  private async doScan(): Promise<void> {
    if (this.closed) return;
    let targets: BroadcastTarget[];
    try {
      targets = await this.opts.findLive(this.now());
    } catch (err) {
      this.log.warn(`[live-broadcast] could not read the live sessions: ${String(err)}`);
      return;
    }
    const wanted = new Map<string, BroadcastTarget>();
    for (const t of targets) if (FILE_SAFE_ROOM.test(t.room) && !wanted.has(t.room)) wanted.set(t.room, t);
    for (const room of this.rooms.keys()) if (!wanted.has(room)) await this.stop(room);
    for (const [room, target] of wanted) {
      if (this.closed) return;
      if (!this.rooms.has(room)) await this.begin(target);
    }
  }

  private async begin(target: BroadcastTarget): Promise<void> {
    const remainingMs = target.endAt.getTime() - this.now().getTime();
    if (remainingMs <= 0) return;
    const state: Room = {
      target,
      child: null,
      stopping: false,
      failures: 0,
      startedAt: 0,
      restartTimer: null,
      endTimer: setTimeout(() => void this.stop(target.room), Math.min(remainingMs, MAX_TIMER_MS)),
      lastError: '',
    };
    state.endTimer!.unref();
    this.rooms.set(target.room, state);
    const dir = this.roomDir(target.room);
    // A playlist left by an earlier run would look live but never move.
    await fs.rm(dir, { recursive: true, force: true });
    await fs.mkdir(dir, { recursive: true });
    try {
      await this.writeTexts(target);
      if (state.stopping) return; // the session ended or the server closed meanwhile
      this.spawn(state);
      this.log.info(`[live-broadcast] ${target.room} on air until ${target.endAt.toISOString()} (${target.title})`);
    } catch (err) {
      this.log.warn(`[live-broadcast] ${target.room} cannot start: ${err instanceof Error ? err.message : err}`);
      await this.stop(target.room);
    }
  }

  private roomDir(room: string) {
    return path.join(this.opts.liveRoot, room);
  }

  private async writeTexts(target: BroadcastTarget) {
    this.textDir ??= await fs.mkdtemp(path.join(os.tmpdir(), 'salt-broadcast-'));
    await fs.writeFile(path.join(this.textDir, `${target.room}.title.txt`), target.title);
    await fs.writeFile(path.join(this.textDir, `${target.room}.subtitle.txt`), target.subtitle);
  }

  private ffmpegArgs(target: BroadcastTarget): string[] {
    const seg = this.opts.segmentSeconds ?? 2;
    const fps = 15;
    const font = `fontfile=${filterValue(cjkFont().file)}`;
    const text = (file: string) => `textfile=${filterValue(path.join(this.textDir!, `${target.room}.${file}.txt`))}`;
    const seconds = Math.max(1, Math.ceil((target.endAt.getTime() - this.now().getTime()) / 1000));
    const dir = this.roomDir(target.room);
    // Long class titles get a smaller size so they fit the 640 px picture (CJK glyphs are about 1 em wide).
    const titleSize = Math.max(18, Math.min(34, Math.floor(560 / Math.max(1, [...target.title].length))));
    const graph = [
      '[0:v][1:v]overlay=x=W-w-24:y=H-h-24',
      `drawtext=${font}:text=${filterValue('● 直播中')}:expansion=none:fontsize=22:fontcolor=0xff4d4f:x=40:y=36`,
      `drawtext=${font}:${text('title')}:expansion=none:fontsize=${titleSize}:fontcolor=white:x=40:y=120`,
      `drawtext=${font}:${text('subtitle')}:expansion=none:fontsize=24:fontcolor=0xe0e0e0:x=40:y=175`,
      // The clock: the picture moves and shows it is live. China time whatever the server's zone (POSIX TZ below).
      `drawtext=${font}:text=${filterValue('北京时间 %{localtime:%F %X}')}:fontsize=22:fontcolor=0xffd166:x=40:y=300[v]`,
    ].join(',');
    return [
      '-hide_banner',
      '-nostdin',
      '-loglevel',
      'error',
      '-re',
      '-f',
      'lavfi',
      '-i',
      `color=c=0x1d3557:s=640x360:r=${fps}`,
      '-re',
      '-f',
      'lavfi',
      '-i',
      `testsrc2=s=160x90:r=${fps}`,
      '-re',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:sample_rate=44100:beep_factor=4',
      '-filter_complex',
      graph,
      '-map',
      '[v]',
      '-map',
      '2:a',
      '-t',
      String(seconds),
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-tune',
      'zerolatency',
      '-pix_fmt',
      'yuv420p',
      '-g',
      String(fps * seg),
      '-keyint_min',
      String(fps * seg),
      '-sc_threshold',
      '0',
      '-c:a',
      'aac',
      '-b:a',
      '64k',
      '-f',
      'hls',
      '-hls_time',
      String(seg),
      '-hls_list_size',
      String(this.opts.listSize ?? 6),
      '-hls_flags',
      'delete_segments+temp_file',
      // Numbers from the clock: a restarted broadcast continues the media sequence upwards instead of from 0.
      '-start_number',
      String(Math.floor(this.now().getTime() / 1000)),
      '-hls_segment_filename',
      path.join(dir, 'seg%d.ts'),
      path.join(dir, 'index.m3u8'),
    ];
  }

  private spawn(state: Room) {
    const { room } = state.target;
    const child = spawn(ffmpegPath(), this.ffmpegArgs(state.target), {
      stdio: ['ignore', 'ignore', 'pipe'],
      // POSIX TZ (needs no zone files): the clock shows China time.
      env: { ...process.env, TZ: 'CST-8' },
    });
    state.child = child;
    state.startedAt = Date.now();
    state.lastError = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      state.lastError = (state.lastError + chunk).slice(-500);
    });
    child.on('error', (err) => {
      state.lastError = String(err);
    });
    child.on('exit', (code, signal) => {
      if (state.child === child) state.child = null;
      if (state.stopping || this.closed || this.rooms.get(room) !== state) return;
      if (state.target.endAt.getTime() <= this.now().getTime()) {
        void this.stop(room);
        return;
      }
      // A broadcast that ran a while counts as healthy again; one dying at once backs off.
      if (Date.now() - state.startedAt > 30_000) state.failures = 0;
      const delay = Math.min((this.opts.restartDelayMs ?? 2000) * 2 ** state.failures, 60_000);
      state.failures++;
      this.log.warn(
        `[live-broadcast] ${room} ffmpeg exited (${signal ?? code}); restarting in ${delay} ms` +
          (state.lastError ? `: ${state.lastError.trim().split('\n').pop()}` : ''),
      );
      state.restartTimer = setTimeout(() => {
        state.restartTimer = null;
        if (state.stopping || this.closed || this.rooms.get(room) !== state) return;
        try {
          this.spawn(state);
        } catch (err) {
          this.log.warn(`[live-broadcast] ${room} cannot restart: ${String(err)}`);
        }
      }, delay);
      state.restartTimer.unref();
    });
  }

  /** Stops a room's broadcast (SIGTERM, SIGKILL after 3 s) and removes its files: no stale stream stays. */
  private async stop(room: string): Promise<void> {
    const state = this.rooms.get(room);
    if (!state) return;
    state.stopping = true;
    this.rooms.delete(room);
    if (state.restartTimer) clearTimeout(state.restartTimer);
    if (state.endTimer) clearTimeout(state.endTimer);
    const child = state.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(killer);
    }
    await fs.rm(this.roomDir(room), { recursive: true, force: true });
    if (!this.closed) this.log.info(`[live-broadcast] ${room} off air`);
  }
}
