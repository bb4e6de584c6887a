import path from 'node:path';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { writeHomeworkDemoFiles } from './db/seed/homework-demo-files';
import { writeExamUploadDemoFiles } from './db/seed/exam-upload-demo-files';
import { writeCampaignDemoCover, writeLicenceDemoFiles } from './db/seed/content-demo-files';
import { findEspeakNg, writeListeningDemoAudio } from './db/seed/listening-demo-audio';
import { liveNowSessions, seedLiveDemo } from './db/seed/live-demo-seed';
import { writeOralDemoAudio } from './db/seed/oral-demo-audio';
import { seedReportDemo } from './db/seed/report-demo-seed';
import { DemoBroadcaster } from './platform/live/demo-broadcast';
import { scheduleDailyTopUp } from './demo-daily-top-up';
import { storageLayout } from './platform/storage/storage-layout';

export interface DemoLog {
  info(msg: string): void;
  warn(msg: string): void;
}

/** How long the demo recordings are: long enough that "resume where you left off" shows. */
const DEMO_RECORDING_SECONDS = 30;

/**
 * Makes the demo's media files: the homework photos, board and worked-answers PDF first (small, the homework
 * pages show them), the school licence images and the campaign cover, the listening passages' audio, the demo pupil's oral exam answers, then the recordings of
 * finished sessions. Idempotent; `signal` stops it between files.
 */
export async function makeDemoMedia(
  db: Database,
  dataDir: string,
  opts: { signal?: AbortSignal; log?: DemoLog } = {},
): Promise<void> {
  const { publicRoot, privateRoot } = storageLayout(dataDir);
  const written = await writeHomeworkDemoFiles(publicRoot, privateRoot, { signal: opts.signal });
  if (written) opts.log?.info(`[demo-media] homework photos and worked answers: ${written} files`);
  const pages = await writeExamUploadDemoFiles(privateRoot, { signal: opts.signal });
  if (pages) opts.log?.info(`[demo-media] exam and essay upload pages: ${pages} files`);
  const licences = await writeLicenceDemoFiles(publicRoot, { signal: opts.signal });
  if (licences) opts.log?.info(`[demo-media] school licence images: ${licences} files`);
  if (await writeCampaignDemoCover(publicRoot, { signal: opts.signal })) opts.log?.info('[demo-media] campaign cover');
  const espeak = findEspeakNg();
  const spoken = await writeListeningDemoAudio(publicRoot, { espeak, signal: opts.signal, log: opts.log });
  if (spoken) opts.log?.info(`[demo-media] listening passages (${espeak ? 'espeak-ng' : 'tone'}): ${spoken} files`);
  const oral = await writeOralDemoAudio(db, privateRoot, { espeak, signal: opts.signal, log: opts.log });
  if (oral) opts.log?.info(`[demo-media] oral exam answers (${espeak ? 'espeak-ng' : 'tone'}): ${oral} recordings`);
  await seedLiveDemo(db, privateRoot, {
    seconds: DEMO_RECORDING_SECONDS,
    signal: opts.signal,
    log: (line) => opts.log?.info(line),
  });
  // Learning reports count recordings watched against their length: made once the recordings exist.
  const reports = await seedReportDemo(db, new Date());
  if (reports) opts.log?.info(`[demo-media] learning reports: ${reports}`);
}

/** Whether live HLS is this app's own `/live` (DATA_DIR/live/), which nothing fills in a demo. */
export function servesLocalLiveHls(config: AppConfig): boolean {
  const tencent = config.live.provider === 'tencent' && config.live.tencent;
  return !tencent && config.live.hlsBaseUrl.replace(/\/+$/, '') === '/live';
}

export interface DemoBackground {
  /** Settles when the demo media are made (or failed: logged, never thrown). */
  mediaReady: Promise<void>;
  broadcaster: DemoBroadcaster | null;
  /** Stops the broadcasts and the media work; awaited before the database closes. */
  close(): Promise<void>;
}

/**
 * The demo's background work, started once the server listens so start-up never waits for ffmpeg: the media
 * files (pages show 回放生成中 for the few seconds they take) and, with the local live provider, a broadcast for
 * every session live now. Logs `[demo-media] ready` when the files are there (CI waits for that line); on a
 * restart, after the demo's daily top-up (`opts.topUp`). With `opts.dailyTopUp`, that top-up and the media run again
 * just after each midnight in China (demo-daily-top-up.ts), so a server left running shows the new day's demo.
 */
export function startDemoBackground(
  db: Database,
  config: AppConfig,
  log: DemoLog,
  opts: { topUp?: () => Promise<void>; dailyTopUp?: () => Promise<void> } = {},
): DemoBackground {
  const abort = new AbortController();
  // A restart's demo top-up (prepareDatabase deferDemoTopUp) comes first: reports and media build on its rows.
  const toppedUp = opts.topUp?.().then(
    () => log.info('[demo-seed] topped up for today'),
    (err: unknown) => log.warn(`[demo-seed] top-up failed: ${err instanceof Error ? err.message : err}`),
  );
  const mediaReady = (toppedUp ?? Promise.resolve())
    .then(() => makeDemoMedia(db, config.dataDir, { signal: abort.signal, log }))
    .then(
      () => log.info('[demo-media] ready'),
      (err: unknown) => {
        if (!abort.signal.aborted) log.warn(`[demo-media] failed: ${err instanceof Error ? err.message : err}`);
      },
    );
  const broadcaster = servesLocalLiveHls(config)
    ? new DemoBroadcaster({
        liveRoot: path.join(config.dataDir, 'live'),
        findLive: (now) => liveNowSessions(db, now),
        log,
      })
    : null;
  broadcaster?.start();
  // Each new day in China: the demo's "today" again, then the media for what it added (sessions that ended).
  const dailyTopUp = opts.dailyTopUp;
  const stopDaily = dailyTopUp
    ? scheduleDailyTopUp(async () => {
        await dailyTopUp();
        await makeDemoMedia(db, config.dataDir, { signal: abort.signal, log });
      }, log)
    : null;
  return {
    mediaReady,
    broadcaster,
    async close() {
      stopDaily?.();
      abort.abort();
      await Promise.all([mediaReady, broadcaster?.close()]);
    },
  };
}
