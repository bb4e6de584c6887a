import type { ExamKind } from '@salt/domain';

/**
 * Where each kind of paper goes once handed in: its report page (the exam pages' feature draws them), always
 * addressed by `?sessionId=`.
 */
const REPORT_PATH: Record<ExamKind, string> = {
  jieke: '/jieke/detail',
  mock: '/mockExamination/data',
  outdoor: '/outdoor/report',
  ai: '/ai/TestResult',
  placement: '/m-shop/fenban-test',
  listening: '/m-shop/listening',
};

export function reportRouteOf(kind: ExamKind, sessionId: number): string {
  return `${REPORT_PATH[kind]}?sessionId=${sessionId}`;
}

/** The list a pupil came from, for the start screen's back link and refusals. */
const LIST_PATH: Record<ExamKind, string> = {
  jieke: '/jieke',
  mock: '/mockExamination',
  outdoor: '/outdoor',
  ai: '/ai/TestQuestion',
  placement: '/m-shop/fenban-test',
  listening: '/m-shop/listening',
};

export const listRouteOf = (kind: ExamKind): string => LIST_PATH[kind];
