import path from 'node:path';
import type { AppContext } from '../../platform/context';
import { storageLayout } from '../../platform/storage/storage-layout';

/**
 * Where a session's uploaded video and its transcoded recording live: both in the private storage folder
 * (DATA_DIR/private, never served statically). ffmpeg reads and writes files, so these are paths on this
 * machine's disk under the private root rather than blobs: the raw upload is streamed to disk (videos are far
 * too big to hold in memory) and the HLS output is written beside the seed's recordings.
 */
export const RECORDING_JOB = 'learning-recording-transcode';

/** The raw upload's key: one folder per session, a random name (the client's file name is only shown). */
export const rawKeyOf = (chapterId: number, token: string) => `recording-uploads/${chapterId}/${token}.upload`;

/** The folder of one transcode's output: per job row, so a replacement never overwrites what pupils play. */
export const outputKeyOf = (chapterId: number, recordingId: number) => `playback/${chapterId}/rec-${recordingId}`;

export const playlistKeyOf = (chapterId: number, recordingId: number) =>
  `${outputKeyOf(chapterId, recordingId)}/index.m3u8`;

/** The absolute path of a private key (keys are made here, never from input, so they cannot leave the folder). */
export function privatePathOf(ctx: AppContext, key: string): string {
  return path.join(storageLayout(ctx.config.dataDir).privateRoot, key);
}
