import type { LiveQuestion, LiveRank, LiveServerMessage, RollCall } from './live-types';

export interface LiveRoomState {
  rollCall: RollCall | null;
  question: LiveQuestion | null;
  ranks: LiveRank[];
  /** The last refusal the server sent (late roll call, closed question...), shown once. */
  notice: { text: string; at: number } | null;
}

export const initialRoomState: LiveRoomState = { rollCall: null, question: null, ranks: [], notice: null };

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((k) => b.includes(k));

/** Applies one server message; `hello` replaces everything, so a reconnect resumes from the server's truth. */
export function reduceRoom(state: LiveRoomState, msg: LiveServerMessage): LiveRoomState {
  switch (msg.type) {
    case 'hello':
      return { ...state, rollCall: msg.rollCall, question: msg.question, ranks: msg.ranks };
    case 'rollcall.started':
      return {
        ...state,
        rollCall: { rollCallId: msg.rollCallId, startedAt: msg.startedAt, endsAt: msg.endsAt, answered: false },
      };
    case 'rollcall.ack':
      return state.rollCall?.rollCallId === msg.rollCallId
        ? { ...state, rollCall: { ...state.rollCall, answered: true } }
        : state;
    case 'rollcall.ended':
      return state.rollCall?.rollCallId === msg.rollCallId ? { ...state, rollCall: null } : state;
    case 'question.pushed':
      return { ...state, question: msg.question };
    case 'question.ack':
      return state.question?.id === msg.questionId
        ? { ...state, question: { ...state.question, myAnswer: msg.answer } }
        : state;
    case 'question.closed': {
      const q = state.question;
      if (q?.id !== msg.questionId) return state;
      const myCorrect = q.myAnswer && msg.correct ? sameSet(q.myAnswer, msg.correct) : null;
      return { ...state, question: { ...q, closed: true, correct: msg.correct, stats: msg.stats, myCorrect } };
    }
    case 'ranks':
      return { ...state, ranks: msg.ranks };
    case 'error': {
      // A duplicate roll-call answer means the server already has it: show it as done, not as a failure.
      const rollCall =
        msg.ref === 'rollcall.answer' && msg.code === 'duplicate' && state.rollCall
          ? { ...state.rollCall, answered: true }
          : state.rollCall;
      return { ...state, rollCall, notice: { text: msg.msg, at: Date.now() } };
    }
    default:
      return state;
  }
}
