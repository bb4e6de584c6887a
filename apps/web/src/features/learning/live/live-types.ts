import type { ErrorCode, LiveQuestionStats, LiveQuestionView, LiveRank, LiveRole } from '@salt/domain';

export type {
  LiveInfo,
  LiveOption,
  LiveQuestionStats,
  LiveRank,
  LiveRole,
  LiveState,
  PlaybackRecords,
} from '@salt/domain';
export type LiveQuestion = LiveQuestionView;

/*
 * The contract types the server's messages only in docs/live-protocol.md; these shapes follow that table. The
 * client messages a student sends are the student subset of the contract's LiveClientMessage.
 */

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
  | { type: 'error'; code: string; msg: string; errorCode?: ErrorCode; ref?: string };

export type LiveClientMessage =
  | { type: 'ping' }
  | { type: 'state' }
  | { type: 'rollcall.answer'; rollCallId: number }
  | { type: 'question.answer'; questionId: number; answer: string[] };
