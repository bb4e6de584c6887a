import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, fillPath, type ExamBrief } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { monotonicNow, syncFrom, type ClockSync } from '../model/exam-clock';
import { examKeys } from './keys';

/** The brief with the clock sync of its unfinished attempt, taken from the same answer. */
export interface TimedBrief {
  brief: ExamBrief;
  /** Null without an unfinished attempt (no clock runs before 开始考试). */
  sync: ClockSync | null;
}

/**
 * What the start screen shows, read without starting anything (GET; only 开始考试 / 继续考试 POSTs the attempt).
 * Silent: the page shows why it cannot be read (not your class, unknown) in place.
 */
export async function fetchExamBrief(examId: number): Promise<TimedBrief> {
  const sentAt = monotonicNow();
  const brief = await apiGet<ExamBrief>(fillPath(API_PATHS.examBrief, { id: examId }), {
    requireToken: true,
    silent: true,
  });
  return { brief, sync: brief.open ? syncFrom(brief.open.remainingSeconds, sentAt, monotonicNow()) : null };
}

/** Read afresh on every visit (its time left is a clock reading), never in the background. */
export const examBriefQuery = (examId: number) =>
  queryOptions({
    queryKey: examKeys.brief(examId),
    queryFn: () => fetchExamBrief(examId),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useExamBrief = (examId: number) => useQuery(examBriefQuery(examId));
