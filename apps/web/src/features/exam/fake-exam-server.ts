import { vi } from 'vitest';
import type { ExamAnswerValue, ExamSession } from '@salt/domain';
import { ApiError } from '../../lib/api/client';

/**
 * The exam endpoints as the unit tests see them, behind the API client's apiPost/apiPut (mocked by the test file):
 * it records every call, keeps answers by seq like the server, and can be switched offline. It routes by the
 * URLs the endpoints' modules build (written out here, so this fake is not a second module of those endpoints).
 */
/** A save as the page sends it (the contract's input type also admits digit strings for the id). */
interface SentAnswer {
  questionId: number;
  answer: ExamAnswerValue;
  seq: number;
}

export function fakeExamServer(session: ExamSession) {
  const state = {
    offline: false,
    status: 'open' as 'open' | 'committed',
    remainingSeconds: session.remainingSeconds,
    playsLeft: 2,
    saves: [] as SentAnswer[],
    commits: [] as unknown[],
    times: [] as unknown[],
    plays: [] as unknown[],
    uploads: 0,
    /** Every request in order: 'PUT answer 101#1', 'POST commit', … */
    log: [] as string[],
    stored: new Map<number, { answer: unknown; seq: number }>(),
  };
  const id = session.sessionId;
  const paths = {
    session: '/em/quiz/session',
    answer: `/em/quiz/session/${id}/answer`,
    time: `/em/quiz/session/${id}/time`,
    play: `/em/quiz/session/${id}/play`,
    commit: `/em/quiz/session/${id}/commit`,
    upload: '/file/file/upload',
  };
  const down = () => Promise.reject(new ApiError('网络连接失败', null, null));

  const post = vi.fn(async (url: string, body?: unknown) => {
    if (state.offline) return down();
    switch (url) {
      case paths.session:
        return { ...session, status: state.status };
      case paths.time:
        state.times.push(body);
        return {
          status: state.status,
          deadline: session.deadline,
          remainingSeconds: state.remainingSeconds,
          now: session.now,
        };
      case paths.play:
        state.plays.push(body);
        if (state.playsLeft <= 0) throw new ApiError('播放次数已用完', 409, 1);
        state.playsLeft -= 1;
        return { questionId: (body as { questionId: number }).questionId, playsLeft: state.playsLeft };
      case paths.commit:
        state.log.push('POST commit');
        state.commits.push(body);
        state.status = 'committed';
        return { sessionId: id };
      case paths.upload:
        state.uploads += 1;
        return { url: `/uploads/audio/4/recording-${state.uploads}.webm` };
      default:
        throw new Error(`unexpected POST ${url}`);
    }
  });

  const put = vi.fn(async (url: string, body?: unknown) => {
    if (state.offline) return down();
    if (url !== paths.answer) throw new Error(`unexpected PUT ${url}`);
    const req = body as SentAnswer;
    if (state.status === 'committed') throw new ApiError('试卷已提交，答案不再保存', 409, 1);
    state.saves.push(req);
    state.log.push(`PUT answer ${req.questionId}#${req.seq}`);
    const prev = state.stored.get(req.questionId);
    const applied = !prev || req.seq > prev.seq;
    if (applied) state.stored.set(req.questionId, { answer: req.answer, seq: req.seq });
    return { questionId: req.questionId, seq: req.seq, applied, savedAt: session.now, remainingSeconds: 100 };
  });

  return { state, post, put, paths };
}
