import { markingKindOf } from './quiz-marking';

/**
 * 布置作业: the rules of a session's homework as staff write it in the console. The question types are the ones the
 * pupil's homework page answers (choice rows, a fill-in box, a photo); the total is the sum of the questions'
 * scores. Once a pupil has handed the homework in, its questions are what they answered and were marked against,
 * so only the title and the explanation files may change after that.
 */
export const HOMEWORK_QUESTION_TYPES = ['single_select', 'multi_select', 'fill_blank', 'image_question'] as const;
export type HomeworkQuestionType = (typeof HOMEWORK_QUESTION_TYPES)[number];

export const HOMEWORK_QUESTION_TYPE_LABELS: Record<HomeworkQuestionType, string> = {
  single_select: '单选题',
  multi_select: '多选题',
  fill_blank: '填空题',
  image_question: '拍照题',
};

export const HOMEWORK_MAX_QUESTIONS = 50;
export const HOMEWORK_MAX_OPTIONS = 8;
export const HOMEWORK_MAX_SCORE = 100;

export const HOMEWORK_EDIT_MESSAGES = {
  title: '请填写作业标题',
  noQuestion: '至少添加一道题',
  tooManyQuestions: `每份作业最多 ${HOMEWORK_MAX_QUESTIONS} 道题`,
  type: '请选择题型',
  number: '请填写题号',
  stem: '请填写题干',
  score: '分值须为正整数',
  scoreMax: `每题分值不超过 ${HOMEWORK_MAX_SCORE} 分`,
  optionText: '请填写选项内容',
  tooFewOptions: '选择题至少需要两个选项',
  tooManyOptions: `选择题最多 ${HOMEWORK_MAX_OPTIONS} 个选项`,
  singleRight: '单选题须有且只有一个正确选项',
  multiRight: '多选题至少需要一个正确选项',
  fillAnswer: '填空题须填写正确答案',
  fileName: '请填写文件名',
  fileUrl: '文件地址无效，请重新上传',
  locked: '已有学员提交作业，题目不能再修改',
  lockedRemove: '已有学员提交作业，不能删除作业',
  exists: '该课次已布置作业，请刷新后重试',
} as const;

export interface HomeworkOptionDraft {
  title: string;
  right: boolean;
}
export interface HomeworkQuestionDraft {
  type: string;
  number: string;
  title: string;
  score: number;
  options: HomeworkOptionDraft[];
  rightAnswer?: string | null | undefined;
}

export interface HomeworkIssue {
  /** Where in the form: ['questions', 2, 'options'] and the like. */
  path: (string | number)[];
  message: string;
}

/** A score is a whole number of points from 1 to 100. */
export function scoreProblem(score: number): string | null {
  if (!Number.isInteger(score) || score < 1) return HOMEWORK_EDIT_MESSAGES.score;
  return score > HOMEWORK_MAX_SCORE ? HOMEWORK_EDIT_MESSAGES.scoreMax : null;
}

/** What is wrong with one question's answer key (null: nothing): options and right ones, or the fill-in answer. */
export function questionKeyProblem(
  q: Pick<HomeworkQuestionDraft, 'type' | 'options' | 'rightAnswer'>,
): HomeworkIssue | null {
  const kind = markingKindOf(q.type);
  if (kind === 'single' || kind === 'multi') {
    if (q.options.length < 2) return { path: ['options'], message: HOMEWORK_EDIT_MESSAGES.tooFewOptions };
    if (q.options.length > HOMEWORK_MAX_OPTIONS)
      return { path: ['options'], message: HOMEWORK_EDIT_MESSAGES.tooManyOptions };
    const blank = q.options.findIndex((o) => o.title.trim() === '');
    if (blank >= 0) return { path: ['options', blank, 'title'], message: HOMEWORK_EDIT_MESSAGES.optionText };
    const right = q.options.filter((o) => o.right).length;
    if (kind === 'single' && right !== 1) return { path: ['options'], message: HOMEWORK_EDIT_MESSAGES.singleRight };
    if (kind === 'multi' && right < 1) return { path: ['options'], message: HOMEWORK_EDIT_MESSAGES.multiRight };
  }
  if (kind === 'fill' && !(q.rightAnswer ?? '').trim())
    return { path: ['rightAnswer'], message: HOMEWORK_EDIT_MESSAGES.fillAnswer };
  return null;
}

/** Every problem of a homework's questions, each at its place in the form (empty: it may be saved). */
export function homeworkQuestionsProblems(questions: readonly HomeworkQuestionDraft[]): HomeworkIssue[] {
  if (questions.length === 0) return [{ path: ['questions'], message: HOMEWORK_EDIT_MESSAGES.noQuestion }];
  if (questions.length > HOMEWORK_MAX_QUESTIONS)
    return [{ path: ['questions'], message: HOMEWORK_EDIT_MESSAGES.tooManyQuestions }];
  const issues: HomeworkIssue[] = [];
  questions.forEach((q, i) => {
    const at = (p: HomeworkIssue) => issues.push({ path: ['questions', i, ...p.path], message: p.message });
    if (!(HOMEWORK_QUESTION_TYPES as readonly string[]).includes(q.type))
      at({ path: ['type'], message: HOMEWORK_EDIT_MESSAGES.type });
    if (!q.number.trim()) at({ path: ['number'], message: HOMEWORK_EDIT_MESSAGES.number });
    if (!q.title.trim()) at({ path: ['title'], message: HOMEWORK_EDIT_MESSAGES.stem });
    const score = scoreProblem(q.score);
    if (score) at({ path: ['score'], message: score });
    const key = questionKeyProblem(q);
    if (key) at(key);
  });
  return issues;
}

/** The quiz's total: the sum of its questions' scores. */
export const homeworkTotalScore = (questions: readonly Pick<HomeworkQuestionDraft, 'score'>[]) =>
  questions.reduce((sum, q) => sum + q.score, 0);

/**
 * A question as it is stored and compared: choice questions keep their options and no fill-in answer, a fill-in
 * question its trimmed answer and no options, a photo question neither (what the pupil page can show).
 */
export function normaliseHomeworkQuestion(q: HomeworkQuestionDraft): HomeworkQuestionDraft {
  const kind = markingKindOf(q.type);
  const choice = kind === 'single' || kind === 'multi';
  return {
    type: q.type,
    number: q.number.trim(),
    title: q.title.trim(),
    score: q.score,
    options: choice ? q.options.map((o) => ({ title: o.title.trim(), right: o.right })) : [],
    rightAnswer: kind === 'fill' ? (q.rightAnswer ?? '').trim() : null,
  };
}

/** Whether a save changes the questions (their order, text, scores or keys), not just the title or files. */
export function homeworkQuestionsChanged(
  before: readonly HomeworkQuestionDraft[],
  after: readonly HomeworkQuestionDraft[],
): boolean {
  const key = (qs: readonly HomeworkQuestionDraft[]) => JSON.stringify(qs.map(normaliseHomeworkQuestion));
  return key(before) !== key(after);
}

/** Why a save may not go ahead (null: it may): its questions differ from those pupils have already handed in. */
export function homeworkSaveProblem(p: { submitted: number; questionsChanged: boolean }): string | null {
  return p.submitted > 0 && p.questionsChanged ? HOMEWORK_EDIT_MESSAGES.locked : null;
}

/** Why a session's homework may not be removed (null: it may): pupils have handed it in. */
export function homeworkRemoveProblem(p: { submitted: number }): string | null {
  return p.submitted > 0 ? HOMEWORK_EDIT_MESSAGES.lockedRemove : null;
}
