import { EXAM_QUESTION_TYPE, type ExamAnalysis, type ExamAnalysisQuestion } from '@salt/domain';

/** A question (or a combined question's part) as the analysis gives it. */
export type AnalysisLeaf = Omit<ExamAnalysisQuestion, 'children' | 'transcript' | 'audioUrl'>;

export const isOral = (q: Pick<AnalysisLeaf, 'type'>): boolean => q.type === EXAM_QUESTION_TYPE.oral;

/** Answered by a recording (oral) or photos (manual): the answers a teacher marks. */
export const isManualLeaf = (q: AnalysisLeaf): boolean => isOral(q) || q.manual === true;

/** The answers of an attempt a teacher marks, in paper order: combined questions count by their parts. */
export function manualLeavesOf(analysis: ExamAnalysis): AnalysisLeaf[] {
  return analysis.sections
    .flatMap((s) => s.questions)
    .flatMap((q): AnalysisLeaf[] => (q.children.length > 0 ? q.children : [q]))
    .filter(isManualLeaf);
}

/** The pupil's uploaded files (recording or photos) for a manual answer. */
export function answerFiles(answer: AnalysisLeaf['myAnswer']): string[] {
  if (answer === null) return [];
  return (Array.isArray(answer) ? answer : [answer]).filter((a) => a !== '');
}
