import type { FastifyInstance } from 'fastify';
import { API_PATHS, fillPath } from '@salt/domain';
import { api } from './requests';

type Headers = Record<string, string>;

/** The em/ exam calls as a test sends them (answers the raw injection; `.json()` for the envelope). */
export function examCalls(app: FastifyInstance) {
  const at = (path: string, id: number) => api(fillPath(path, { id }));
  return {
    brief: (h: Headers, examId: number) =>
      app.inject({ method: 'GET', url: at(API_PATHS.examBrief, examId), headers: h }),
    start: (h: Headers, examId: unknown) =>
      app.inject({ method: 'POST', url: api(API_PATHS.examSession), headers: h, payload: { examId } as object }),
    answer: (h: Headers, id: number, payload: unknown) =>
      app.inject({ method: 'PUT', url: at(API_PATHS.examSessionAnswer, id), headers: h, payload: payload as object }),
    time: (h: Headers, id: number, event?: 'heartbeat' | 'leave' | 'return') =>
      app.inject({
        method: 'POST',
        url: at(API_PATHS.examSessionTime, id),
        headers: h,
        ...(event ? { payload: { event } } : {}),
      }),
    play: (h: Headers, id: number, questionId: number) =>
      app.inject({ method: 'POST', url: at(API_PATHS.examSessionPlay, id), headers: h, payload: { questionId } }),
    commit: (h: Headers, id: number, costTime?: number) =>
      app.inject({
        method: 'POST',
        url: at(API_PATHS.examSessionCommit, id),
        headers: h,
        ...(costTime === undefined ? {} : { payload: { costTime } }),
      }),
    report: (h: Headers, id: number) =>
      app.inject({ method: 'GET', url: at(API_PATHS.examSessionReport, id), headers: h }),
    analysis: (h: Headers, id: number) =>
      app.inject({ method: 'GET', url: at(API_PATHS.examSessionAnalysis, id), headers: h }),
    myPage: (h: Headers, query: string) =>
      app.inject({ method: 'GET', url: api(`${API_PATHS.examMyPage}?${query}`), headers: h }),
    history: (h: Headers, query = '') =>
      app.inject({ method: 'GET', url: api(`${API_PATHS.examSessionHistory}?${query}`), headers: h }),
    attempts: (h: Headers, examId: number) =>
      app.inject({ method: 'GET', url: at(API_PATHS.examAttempts, examId), headers: h }),
    markingPage: (h: Headers, query = '') =>
      app.inject({ method: 'GET', url: api(`${API_PATHS.examMarkingPage}?${query}`), headers: h }),
    mark: (h: Headers, id: number, payload: unknown) =>
      app.inject({ method: 'PUT', url: at(API_PATHS.examSessionMark, id), headers: h, payload: payload as object }),
    extraTime: (h: Headers, id: number, payload: unknown) =>
      app.inject({
        method: 'POST',
        url: at(API_PATHS.examSessionExtraTime, id),
        headers: h,
        payload: payload as object,
      }),
    reopen: (h: Headers, id: number, payload: unknown) =>
      app.inject({ method: 'POST', url: at(API_PATHS.examSessionReopen, id), headers: h, payload: payload as object }),
    aiSession: (h: Headers, payload: unknown) =>
      app.inject({ method: 'POST', url: api(API_PATHS.qbAiSession), headers: h, payload: payload as object }),
  };
}
