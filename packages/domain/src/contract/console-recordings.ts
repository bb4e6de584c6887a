import { z } from 'zod';

/**
 * 录像 of a session, attached in the console's 课次 drawer: staff upload a video, a durable job turns it into HLS
 * (the pupils' existing playback), and the drawer follows the job's progress.
 */

/** The biggest video accepted (a 2-hour lesson at screen-recording bitrates fits). */
export const RECORDING_MAX_BYTES = 2 * 1024 * 1024 * 1024;

/** Containers accepted, as `file-type` names them from the bytes (the extension and the browser's type are ignored). */
export const RECORDING_VIDEO_MIME_TYPES = [
  'video/mp4',
  'video/quicktime',
  'video/webm',
  'video/x-matroska',
  'video/x-msvideo',
  'video/x-flv',
  'video/mpeg',
  'video/mp2t',
  'video/3gpp',
  'video/x-m4v',
] as const;

/** Why a transcode ended 失败 (stored on the row, shown in the drawer). */
export const RECORDING_FAILURES = {
  unreadable: '无法读取视频内容，文件可能已损坏或不是视频',
  noVideo: '文件中没有视频画面',
  rawMissing: '上传的原始文件已丢失，请重新上传',
  gaveUp: '转码多次中断，请重新上传',
} as const;

/** 无录像 / 排队中 / 转码中 / 已完成 / 失败. `done` without a job row: a recording from the demo seed. */
export const RECORDING_STATES = ['none', 'queued', 'running', 'done', 'failed'] as const;
export type RecordingState = (typeof RECORDING_STATES)[number];
export const RECORDING_STATE_LABELS: Record<RecordingState, string> = {
  none: '无录像',
  queued: '排队中',
  running: '转码中',
  done: '已完成',
  failed: '失败',
};

export const consoleSessionRecordingSchema = z.object({
  chapterId: z.number().int(),
  state: z.enum(RECORDING_STATES),
  /** 0-100 while 转码中; 100 when 已完成. */
  percent: z.number().int(),
  /** The recording pupils play now (kept while a replacement is transcoded or after it failed). */
  hasRecording: z.boolean(),
  durationSec: z.number().int().nullable(),
  /** 失败: the reason. */
  error: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type ConsoleSessionRecording = z.infer<typeof consoleSessionRecordingSchema>;

export const consoleClassRecordingsSchema = z.object({
  recordings: z.array(consoleSessionRecordingSchema),
  /** Some job is 排队中 or 转码中: the drawer keeps polling. */
  busy: z.boolean(),
});
export type ConsoleClassRecordings = z.infer<typeof consoleClassRecordingsSchema>;

/** The upload's answer: the job row that follows it. */
export const consoleRecordingUploadedSchema = z.object({ id: z.number().int(), chapterId: z.number().int() });
export type ConsoleRecordingUploaded = z.infer<typeof consoleRecordingUploadedSchema>;
