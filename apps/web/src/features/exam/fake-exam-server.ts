import { vi } from 'vitest';
import { EXAM_QUESTION_TYPE, type ExamAnswerValue, type ExamBrief, type ExamSession } from '@salt/domain';
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

/** The brief GET /em/quiz/exam/:id answers of this session's exam: `open` once an attempt is under way. */
function briefOf(session: ExamSession, underWay: boolean, over: Partial<ExamBrief>): ExamBrief {
  const tops = session.sections.flatMap((s) => s.questions);
  const parts = tops.flatMap((q) => (q.type === EXAM_QUESTION_TYPE.combined ? q.children : [q]));
  return {
    examId: session.examId,
    kind: session.kind,
    title: session.title,
    subject: session.subject,
    grade: session.grade,
    className: null,
    opensAt: '2025-03-01T01:00:00.000Z',
    closesAt: session.closesAt,
    durationSeconds: session.durationSeconds,
    totalScore: session.totalScore,
    questionCount: tops.length,
    partCount: parts.length,
    maxAttempts: 1,
    attemptsUsed: underWay ? 1 : 0,
    blocked: null,
    setByIfStarted: session.setBy,
    open: underWay
      ? {
          sessionId: session.sessionId,
          startedAt: session.startedAt,
          deadline: session.deadline,
          setBy: session.setBy,
          extraSeconds: session.extraSeconds,
          remainingSeconds: session.remainingSeconds,
          answered: session.answers.length,
        }
      : null,
    now: session.now,
    ...over,
  };
}

/**
 * `brief` overrides the exam's brief; an attempt is under way from the start when `session.resumed` (the server
 * has an unfinished one), else from the first POST /session.
 */
export function fakeExamServer(session: ExamSession, brief: Partial<ExamBrief> = {}) {
  const state = {
    offline: false,
    /** Whether the server holds an attempt of this exam (POST /session made or resumed it). */
    underWay: session.resumed,
    /** POST /session calls, in order. */
    starts: 0,
    status: session.status as 'open' | 'committed',
    remainingSeconds: session.remainingSeconds,
    playsLeft: 2,
    saves: [] as SentAnswer[],
    commits: [] as unknown[],
    times: [] as unknown[],
    plays: [] as unknown[],
    uploads: 0,
    /** Every request in order: 'GET brief', 'POST session', 'PUT answer 101#1', 'POST commit', … */
    log: [] as string[],
    stored: new Map<number, { answer: unknown; seq: number }>(),
  };
  const id = session.sessionId;
  const paths = {
    brief: `/em/quiz/exam/${session.examId}`,
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
      case paths.session: {
        state.log.push('POST session');
        state.starts += 1;
        const resumed = state.underWay;
        state.underWay = true;
        return { ...session, resumed, status: state.status };
      }
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

  const get = vi.fn(async (url: string) => {
    if (state.offline) return down();
    if (url !== paths.brief) throw new Error(`unexpected GET ${url}`);
    state.log.push('GET brief');
    return briefOf(session, state.underWay, brief);
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

  return { state, get, post, put, paths };
}
