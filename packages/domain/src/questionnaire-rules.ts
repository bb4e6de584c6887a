/**
 * 问卷调查: the pure rules. A questionnaire has questions of four kinds (单选 / 多选 / 填空 / 评分 1–5), an audience
 * (everyone, one class, one grade), an open and a close instant, is anonymous or named, and may show its results to
 * the pupils who answered. A pupil answers once and may change the answer until it closes.
 */

export const QUESTION_KINDS = ['single', 'multiple', 'text', 'rating'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export const QUESTION_KIND_TEXT: Record<QuestionKind, string> = {
  single: '单选题',
  multiple: '多选题',
  text: '填空题',
  rating: '评分题',
};

export const AUDIENCE_KINDS = ['all', 'class', 'grade'] as const;
export type AudienceKind = (typeof AUDIENCE_KINDS)[number];

export const QUESTIONNAIRE_STATUSES = ['draft', 'published'] as const;
export type QuestionnaireStatus = (typeof QUESTIONNAIRE_STATUSES)[number];

/** Where a questionnaire stands for a pupil at an instant (a closed-early one is `closed`). */
export const QUESTIONNAIRE_PHASES = ['draft', 'notOpen', 'open', 'closed'] as const;
export type QuestionnairePhase = (typeof QUESTIONNAIRE_PHASES)[number];
export const QUESTIONNAIRE_PHASE_TEXT: Record<QuestionnairePhase, string> = {
  draft: '草稿',
  notOpen: '未开始',
  open: '进行中',
  closed: '已结束',
};

/** The pupil's list tabs: 进行中 (open, not answered), 已填写 (answered), 已结束 (closed, not answered). */
export const QUESTIONNAIRE_TABS = ['open', 'answered', 'closed'] as const;
export type QuestionnaireTab = (typeof QUESTIONNAIRE_TABS)[number];

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const TEXT_ANSWER_MAX = 500;
export const QUESTION_OPTION_MAX = 20;
export const QUESTIONNAIRE_QUESTION_MAX = 50;
/** Text answers a result shows (the newest). */
export const TEXT_SAMPLE_SIZE = 20;

/** Every message the questionnaire rules give, in one place (the server's errors and the web's forms use them). */
export const QUESTIONNAIRE_MESSAGES = {
  notFound: '问卷不存在',
  notOpen: '问卷尚未开始',
  closed: '问卷已结束',
  outsideAudience: '你不在本问卷的调查范围内',
  resultsHidden: '该问卷不公开结果',
  answerFirst: '提交问卷后才能查看结果',
  answerRequired: (n: number) => `请回答第 ${n} 题`,
  optionInvalid: (n: number) => `第 ${n} 题的选项无效`,
  tooFewChoices: (n: number, min: number) => `第 ${n} 题至少选择 ${min} 项`,
  tooManyChoices: (n: number, max: number) => `第 ${n} 题最多选择 ${max} 项`,
  textTooLong: (n: number, max: number) => `第 ${n} 题不能超过 ${max} 个字`,
  ratingInvalid: (n: number) => `第 ${n} 题请打 1–5 分`,
  questionUnknown: '答卷中有不属于本问卷的题目',
  titleRequired: '请输入问卷标题',
  questionsRequired: '请至少添加一道题目',
  questionTitleRequired: (n: number) => `请输入第 ${n} 题的题目`,
  optionsRequired: (n: number) => `第 ${n} 题至少需要 2 个选项`,
  optionLabelRequired: (n: number) => `第 ${n} 题有空白选项`,
  choiceRangeInvalid: (n: number) => `第 ${n} 题的最少/最多选择数不合理`,
  windowInvalid: '结束时间必须晚于开始时间',
  audienceClassRequired: '请选择调查的班级',
  audienceGradeRequired: '请选择调查的年级',
  notDraft: '问卷已发布，不能修改',
  deleteOnlyDraft: '只能删除草稿问卷',
  alreadyClosed: '问卷已结束',
  staffOnly: '仅管理员可以管理问卷',
} as const;

export interface QuestionOption {
  id: number;
  label: string;
}

export interface QuestionDesign {
  id: number;
  kind: QuestionKind;
  title: string;
  required: boolean;
  options: QuestionOption[];
  /** 多选: how many options at least / at most (null: 1 / all). */
  minChoices: number | null;
  maxChoices: number | null;
  /** 填空: the longest answer (null: TEXT_ANSWER_MAX). */
  maxLength: number | null;
}

export interface AnswerInput {
  questionId: number;
  optionIds?: number[] | undefined;
  text?: string | undefined;
  rating?: number | undefined;
}

/** An answer as stored: only the field of its kind, blanks dropped. */
export interface StoredAnswer {
  questionId: number;
  optionIds?: number[];
  text?: string;
  rating?: number;
}

export interface QuestionnaireWindow {
  status: QuestionnaireStatus;
  opensAt: Date;
  closesAt: Date;
}

/** Draft, not yet open, open (opensAt ≤ now < closesAt) or closed. */
export function questionnairePhase(q: QuestionnaireWindow, now: Date): QuestionnairePhase {
  if (q.status === 'draft') return 'draft';
  if (now.getTime() < q.opensAt.getTime()) return 'notOpen';
  if (now.getTime() >= q.closesAt.getTime()) return 'closed';
  return 'open';
}

export interface Audience {
  kind: AudienceKind;
  offeringId: number | null;
  grade: string | null;
}

/** What the server knows of a pupil for the audience: their grade and the classes they are in now. */
export interface AudienceMember {
  grade: string | null;
  offeringIds: readonly number[];
}

export function inAudience(a: Audience, m: AudienceMember): boolean {
  if (a.kind === 'all') return true;
  if (a.kind === 'class') return a.offeringId !== null && m.offeringIds.includes(a.offeringId);
  return a.grade !== null && m.grade === a.grade;
}

/** Why a pupil may not answer now (null: they may, a second time being an edit). */
export function answerRefusal(q: QuestionnaireWindow, now: Date, member: boolean): string | null {
  if (!member) return QUESTIONNAIRE_MESSAGES.outsideAudience;
  const phase = questionnairePhase(q, now);
  if (phase === 'draft') return QUESTIONNAIRE_MESSAGES.notFound;
  if (phase === 'notOpen') return QUESTIONNAIRE_MESSAGES.notOpen;
  if (phase === 'closed') return QUESTIONNAIRE_MESSAGES.closed;
  return null;
}

/**
 * Why a pupil may not see the results (null: they may): only when the questionnaire shows them, and only to one who
 * answered (a closed one too: its results are not for the audience at large).
 */
export function resultRefusal(o: { resultsPublic: boolean; answered: boolean; member: boolean }): string | null {
  if (!o.member) return QUESTIONNAIRE_MESSAGES.outsideAudience;
  if (!o.resultsPublic) return QUESTIONNAIRE_MESSAGES.resultsHidden;
  if (!o.answered) return QUESTIONNAIRE_MESSAGES.answerFirst;
  return null;
}

export type AnswerCheck = { ok: true; answers: StoredAnswer[] } | { ok: false; message: string };

const blank = (a: AnswerInput | undefined): boolean =>
  a === undefined ||
  ((a.optionIds === undefined || a.optionIds.length === 0) &&
    (a.text === undefined || a.text.trim() === '') &&
    a.rating === undefined);

/**
 * An answer sheet against the design, question by question in order: the first problem's message (第 N 题 counts
 * from 1), else the answers as stored (one per answered question, in design order, only its kind's field).
 */
export function checkAnswers(design: readonly QuestionDesign[], input: readonly AnswerInput[]): AnswerCheck {
  const byId = new Map<number, AnswerInput>();
  for (const a of input) {
    if (!design.some((q) => q.id === a.questionId))
      return { ok: false, message: QUESTIONNAIRE_MESSAGES.questionUnknown };
    byId.set(a.questionId, a);
  }
  const answers: StoredAnswer[] = [];
  for (const [i, q] of design.entries()) {
    const n = i + 1;
    const a = byId.get(q.id);
    if (blank(a)) {
      if (q.required) return { ok: false, message: QUESTIONNAIRE_MESSAGES.answerRequired(n) };
      continue;
    }
    const problem = answerProblem(q, a!, n);
    if (typeof problem === 'string') return { ok: false, message: problem };
    answers.push(problem);
  }
  return { ok: true, answers };
}

function answerProblem(q: QuestionDesign, a: AnswerInput, n: number): string | StoredAnswer {
  const M = QUESTIONNAIRE_MESSAGES;
  if (q.kind === 'single' || q.kind === 'multiple') {
    const ids = [...new Set(a.optionIds ?? [])];
    if (ids.length === 0) return q.required ? M.answerRequired(n) : M.optionInvalid(n);
    if (ids.some((id) => !q.options.some((o) => o.id === id))) return M.optionInvalid(n);
    if (q.kind === 'single') return ids.length === 1 ? { questionId: q.id, optionIds: ids } : M.optionInvalid(n);
    const min = q.minChoices ?? 1;
    const max = q.maxChoices ?? q.options.length;
    if (ids.length < min) return M.tooFewChoices(n, min);
    if (ids.length > max) return M.tooManyChoices(n, max);
    // Stored in the design's option order, so the same choice is the same answer whatever order it was ticked in.
    return { questionId: q.id, optionIds: q.options.map((o) => o.id).filter((id) => ids.includes(id)) };
  }
  if (q.kind === 'text') {
    const text = (a.text ?? '').trim();
    if (text === '') return M.answerRequired(n);
    const max = q.maxLength ?? TEXT_ANSWER_MAX;
    if ([...text].length > max) return M.textTooLong(n, max);
    return { questionId: q.id, text };
  }
  const r = a.rating;
  if (r === undefined || !Number.isInteger(r) || r < RATING_MIN || r > RATING_MAX) return M.ratingInvalid(n);
  return { questionId: q.id, rating: r };
}

export interface DesignInput {
  title: string;
  audience: Audience;
  opensAt: Date;
  closesAt: Date;
  questions: readonly Omit<QuestionDesign, 'id'>[];
}

/** What stops a design being saved or published (null: none). Drafts are checked as fully as published ones. */
export function designProblem(d: DesignInput): string | null {
  const M = QUESTIONNAIRE_MESSAGES;
  if (d.title.trim() === '') return M.titleRequired;
  if (d.audience.kind === 'class' && d.audience.offeringId === null) return M.audienceClassRequired;
  if (d.audience.kind === 'grade' && (d.audience.grade ?? '') === '') return M.audienceGradeRequired;
  if (d.closesAt.getTime() <= d.opensAt.getTime()) return M.windowInvalid;
  if (d.questions.length === 0) return M.questionsRequired;
  for (const [i, q] of d.questions.entries()) {
    const n = i + 1;
    if (q.title.trim() === '') return M.questionTitleRequired(n);
    if (q.kind === 'single' || q.kind === 'multiple') {
      if (q.options.length < 2) return M.optionsRequired(n);
      if (q.options.some((o) => o.label.trim() === '')) return M.optionLabelRequired(n);
    }
    if (q.kind === 'multiple') {
      const min = q.minChoices ?? 1;
      const max = q.maxChoices ?? q.options.length;
      if (min < 1 || max < min || max > q.options.length) return M.choiceRangeInvalid(n);
    }
  }
  return null;
}

/** A share in percent with one decimal (0 of 0 is 0). */
export function percentOf(count: number, total: number): number {
  return total === 0 ? 0 : Math.round((count / total) * 1000) / 10;
}

/** Average of ratings with two decimals (null when none). */
export function averageOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return Math.round((values.reduce((s, v) => s + v, 0) / values.length) * 100) / 100;
}
