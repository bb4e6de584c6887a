import { EXAM_QUESTION_TYPE, type ExamQuestionType } from './paper-marking';

/**
 * 题库 and 试卷 in the console: what a question and a paper must be before they are saved. The contract
 * (contract/console-question-bank.ts) runs these in its refinements, so the web form shows the same message beside
 * the same field before sending and the server's 400 says it again. Points are entered in points with at most one
 * decimal and kept in tenths.
 */
export const QUESTION_BANK_MESSAGES = {
  type: '请选择题型',
  stem: '请填写题干',
  subject: '请选择科目',
  grade: '请选择年级',
  difficulty: '难度须在1到5之间',
  score: '分值须大于0且最多一位小数，不超过100分',
  optionCount: '选择题须有2到4个选项',
  optionText: '请填写选项内容',
  singleOneRight: '单选题须有且只有一个正确选项',
  multipleTwoRight: '多选题至少要有两个正确选项',
  blanksMatch: '填空数量须与题干中的空（＿＿）一致',
  blankAnswer: '每个空至少填写一个参考答案',
  verdict: '请选择判断题的正确答案',
  reference: '请填写口语题的参考内容',
  manualType: '只有填空题可以设为拍照作答',
  manualReference: '拍照作答的题目请填写参考答案或评分要点，供老师批改',
  children: '组合题至少要有一道小题',
  childType: '小题不能是组合题',
  knowledgePoint: '知识点最多10个，每个不超过30字',
  paperTitle: '请填写试卷名称',
  duration: '答题时长须在1到300分钟之间',
  noSection: '试卷至少要有一个大题',
  sectionTitle: '请填写大题名称',
  emptySection: '每个大题至少要有一道题',
  itemScore: '每题分值须大于0且最多一位小数',
  duplicate: '同一道题不能在试卷中出现两次',
} as const;

export const QUESTION_TYPE_LABELS: Readonly<Record<ExamQuestionType, string>> = {
  '0': '单选题',
  '1': '多选题',
  '2': '口语题',
  '3': '填空题',
  '4': '判断题',
  '100': '组合题',
};
export const QUESTION_OPTION_LABELS = ['A', 'B', 'C', 'D'] as const;
export const QUESTION_MAX_CHILDREN = 10;
export const PAPER_DURATION_MINUTES = { min: 1, max: 300 } as const;

/**
 * A blank in a fill-in stem is a run of two or more underscores, half- or full-width ('____', '＿＿'): the
 * number of blanks with answers must be the number of these markers.
 */
export const blankMarkerCount = (stem: string) => (stem.match(/[_＿]{2,}/g) ?? []).length;

/** Points (at most one decimal) as tenths, or null when it is not a positive amount up to 100 points. */
export function toTenths(score: unknown): number | null {
  if (typeof score !== 'number' || !Number.isFinite(score)) return null;
  const tenths = Math.round(score * 10);
  if (Math.abs(tenths - score * 10) > 1e-6 || tenths <= 0 || tenths > 1000) return null;
  return tenths;
}

export interface QuestionPartForm {
  type: string;
  stem: string;
  options: { text: string; isRight: boolean }[];
  blanks: string[][];
  isTrue: boolean | null;
  reference: string | null;
  score: number;
  /** 拍照作答: the pupil hands in photos of written work and a teacher marks it (a worked solution). */
  manual?: boolean;
}
export interface QuestionForm extends QuestionPartForm {
  knowledgePoints: string[];
  children: QuestionPartForm[];
}
export interface FormProblem {
  path: (string | number)[];
  message: string;
}

/** What is wrong with one question of any non-combined type (its answer key against its type). */
function partProblems(q: QuestionPartForm, at: (string | number)[]): FormProblem[] {
  const out: FormProblem[] = [];
  const add = (field: string | number, message: string) => out.push({ path: [...at, field], message });
  if (!q.stem.trim()) add('stem', QUESTION_BANK_MESSAGES.stem);
  if (toTenths(q.score) === null) add('score', QUESTION_BANK_MESSAGES.score);
  // A photo question is a fill-in marked by a teacher: no blanks to match, a reference for the marker instead.
  if (q.manual) {
    if (q.type !== EXAM_QUESTION_TYPE.fillIn) add('manual', QUESTION_BANK_MESSAGES.manualType);
    else if (!q.reference?.trim()) add('reference', QUESTION_BANK_MESSAGES.manualReference);
    return out;
  }
  switch (q.type) {
    case EXAM_QUESTION_TYPE.single:
    case EXAM_QUESTION_TYPE.multiple: {
      if (q.options.length < 2 || q.options.length > QUESTION_OPTION_LABELS.length)
        add('options', QUESTION_BANK_MESSAGES.optionCount);
      q.options.forEach((o, i) => {
        if (!o.text.trim())
          out.push({ path: [...at, 'options', i, 'text'], message: QUESTION_BANK_MESSAGES.optionText });
      });
      const rights = q.options.filter((o) => o.isRight).length;
      if (q.type === EXAM_QUESTION_TYPE.single && rights !== 1) add('options', QUESTION_BANK_MESSAGES.singleOneRight);
      if (q.type === EXAM_QUESTION_TYPE.multiple && rights < 2) add('options', QUESTION_BANK_MESSAGES.multipleTwoRight);
      break;
    }
    case EXAM_QUESTION_TYPE.fillIn:
      if (q.blanks.length === 0 || q.blanks.length !== blankMarkerCount(q.stem))
        add('blanks', QUESTION_BANK_MESSAGES.blanksMatch);
      q.blanks.forEach((accepted, i) => {
        if (!accepted.some((a) => a.trim()))
          out.push({ path: [...at, 'blanks', i], message: QUESTION_BANK_MESSAGES.blankAnswer });
      });
      break;
    case EXAM_QUESTION_TYPE.trueFalse:
      if (q.isTrue === null) add('isTrue', QUESTION_BANK_MESSAGES.verdict);
      break;
    case EXAM_QUESTION_TYPE.oral:
      if (!q.reference?.trim()) add('reference', QUESTION_BANK_MESSAGES.reference);
      break;
    default:
      add('type', at.length ? QUESTION_BANK_MESSAGES.childType : QUESTION_BANK_MESSAGES.type);
  }
  return out;
}

/**
 * Every problem of a question form, each at the field it belongs to. A combined question is a stem (a passage)
 * with 1-10 sub-questions of other types; its own points are its sub-questions' sum, so its `score` is not checked.
 */
export function questionFormProblems(q: QuestionForm): FormProblem[] {
  const kp = q.knowledgePoints;
  const kpProblem =
    kp.length > 10 || kp.some((k) => !k.trim() || k.length > 30)
      ? [{ path: ['knowledgePoints'], message: QUESTION_BANK_MESSAGES.knowledgePoint }]
      : [];
  if (q.type !== EXAM_QUESTION_TYPE.combined) return [...kpProblem, ...partProblems(q, [])];
  const out: FormProblem[] = [...kpProblem];
  if (!q.stem.trim()) out.push({ path: ['stem'], message: QUESTION_BANK_MESSAGES.stem });
  if (q.children.length === 0 || q.children.length > QUESTION_MAX_CHILDREN)
    out.push({ path: ['children'], message: QUESTION_BANK_MESSAGES.children });
  q.children.forEach((c, i) => out.push(...partProblems(c, ['children', i])));
  return out;
}

export interface PaperForm {
  title: string;
  durationMinutes: number;
  sections: { title: string; items: { questionId: number; score: number }[] }[];
}

/** Every problem of a paper form: at least one section, no empty section, points > 0, each question once. */
export function paperFormProblems(p: PaperForm): FormProblem[] {
  const out: FormProblem[] = [];
  if (!p.title.trim()) out.push({ path: ['title'], message: QUESTION_BANK_MESSAGES.paperTitle });
  const d = p.durationMinutes;
  if (!Number.isInteger(d) || d < PAPER_DURATION_MINUTES.min || d > PAPER_DURATION_MINUTES.max)
    out.push({ path: ['durationMinutes'], message: QUESTION_BANK_MESSAGES.duration });
  if (p.sections.length === 0) out.push({ path: ['sections'], message: QUESTION_BANK_MESSAGES.noSection });
  const seen = new Set<number>();
  p.sections.forEach((s, i) => {
    if (!s.title.trim()) out.push({ path: ['sections', i, 'title'], message: QUESTION_BANK_MESSAGES.sectionTitle });
    if (s.items.length === 0)
      out.push({ path: ['sections', i, 'items'], message: QUESTION_BANK_MESSAGES.emptySection });
    s.items.forEach((item, j) => {
      if (toTenths(item.score) === null)
        out.push({ path: ['sections', i, 'items', j, 'score'], message: QUESTION_BANK_MESSAGES.itemScore });
      if (seen.has(item.questionId))
        out.push({ path: ['sections', i, 'items', j, 'questionId'], message: QUESTION_BANK_MESSAGES.duplicate });
      seen.add(item.questionId);
    });
  });
  return out;
}

/** A paper's full marks in tenths: the sum of its items' points (what the server stores, whatever was sent). */
export const paperTotalTenths = (sections: PaperForm['sections']) =>
  sections.reduce((sum, s) => sum + s.items.reduce((n, item) => n + (toTenths(item.score) ?? 0), 0), 0);
