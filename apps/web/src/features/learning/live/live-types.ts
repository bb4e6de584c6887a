/**
 * Shapes of the live classroom as packages/domain/src/contract/live.ts describes them. That contract is not
 * exported from @salt/domain yet (its routes are still being built), so they are mirrored here; once
 * `LiveInfo` and friends are exported, import them instead and delete this file.
 */
export const LIVE_PATHS = {
  liveInfo: '/learn/live/info',
  playbackRecords: '/learn/playback/records',
  playbackProgress: '/learn/playback/progress',
} as const;

export type LiveRole = 'student' | 'teacher' | 'tutor';
export type LiveState = 'upcoming' | 'live' | 'finished';

export interface LiveInfo {
  chapterId: number;
  classBegin: string;
  classOver: string;
  state: LiveState;
  role: LiveRole;
  token: string;
  tokenExpiresAt: string;
  hlsUrl: string;
  wsUrl: string;
  recordQuery: boolean;
  playbackUrl: string | null;
}

export interface PlaybackRecords {
  records: { url: string; durationSec: number }[];
  positionSec: number;
}

export interface LiveOption {
  key: string;
  text: string;
}

export interface LiveQuestionStats {
  answered: number;
  counts: Record<string, number>;
  correctCount: number | null;
  correctRate: number | null;
}

export interface LiveQuestion {
  id: number;
  title: string;
  options: LiveOption[];
  kind: 'single' | 'multiple' | 'poll';
  pushedAt: string;
  closesAt: string;
  closed: boolean;
  correct: string[] | null;
  myAnswer: string[] | null;
  myCorrect: boolean | null;
  stats: LiveQuestionStats | null;
}

export interface LiveRank {
  rank: number;
  userId: number;
  name: string;
  correct: number;
  answered: number;
  totalMs: number;
  self: boolean;
}

/** A student's view of a roll call (staff get more fields, which this page does not use). */
export interface RollCall {
  rollCallId: number;
  startedAt: string;
  endsAt: string;
  answered: boolean;
}

/** Messages the server sends over the interaction socket. */
export type LiveServerMessage =
  | {
      type: 'hello';
      chapterId: number;
      userId: number;
      role: LiveRole;
      serverTime: string;
      rollCall: RollCall | null;
      question: LiveQuestion | null;
      ranks: LiveRank[];
    }
  | { type: 'pong'; serverTime: string }
  | { type: 'rollcall.started'; rollCallId: number; startedAt: string; endsAt: string }
  | { type: 'rollcall.ack'; rollCallId: number; answeredAt: string }
  | { type: 'rollcall.ended'; rollCallId: number; answeredCount: number; total: number }
  | { type: 'question.pushed'; question: LiveQuestion }
  | { type: 'question.ack'; questionId: number; answer: string[]; answeredAt: string }
  | { type: 'question.closed'; questionId: number; correct: string[] | null; stats: LiveQuestionStats }
  | { type: 'ranks'; ranks: LiveRank[] }
  | { type: 'error'; code: string; msg: string; ref?: string };

export type LiveClientMessage =
  | { type: 'ping' }
  | { type: 'state' }
  | { type: 'rollcall.answer'; rollCallId: number }
  | { type: 'question.answer'; questionId: number; answer: string[] };
