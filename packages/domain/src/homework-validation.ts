import { HOMEWORK_ERRORS, messagesOf } from './errors';
import { isChoiceType, markingKindOf } from './quiz-marking';
import { parseImageAnswer } from './homework-flow';

/** Homework texts: the catalogue's (see `./errors/homework.ts`) and the web's own form and view texts. */
export const HOMEWORK_MESSAGES = {
  ...messagesOf(HOMEWORK_ERRORS),
  chooseAnswer: '请选择答案',
  confirmAnswers: '请确认答题',
  previewBeforeSubmit: '请提交答案',
  previewTip: '提交后可查看',
  /** Submit answer template; '{score}' is filled. */
  sendScore: '本次作业得分{score}分',
  timedOut: '超时未提交',
} as const;

export interface FormQuestion {
  questionType: string;
}

/** A question's form check: choices need a choice, fill-blank needs text; image questions are optional in the form. */
export function homeworkQuestionError(question: FormQuestion, answer: string | null | undefined): string | null {
  const empty = (answer ?? '').trim() === '';
  if (isChoiceType(question.questionType) || markingKindOf(question.questionType) === 'trueFalse')
    return empty ? HOMEWORK_MESSAGES.chooseAnswer : null;
  if (markingKindOf(question.questionType) === 'fill') return empty ? HOMEWORK_MESSAGES.fillAnswer : null;
  return null;
}

/** The form as a whole on confirm: any question error makes it '请确认答题'. */
export function homeworkConfirmError(
  questions: { question: FormQuestion; answer: string | null | undefined }[],
): string | null {
  return questions.some((q) => homeworkQuestionError(q.question, q.answer) !== null)
    ? HOMEWORK_MESSAGES.confirmAnswers
    : null;
}

/**
 * Before submitting: every question needs a non-empty trimmed answer ('请填写答案'); an image question last
 * needs a photo ('请提交照片'). Image answers count as empty when they have neither photo nor text.
 */
export function homeworkSubmitError(
  questions: { question: FormQuestion; answer: string | null | undefined }[],
): string | null {
  const last = questions[questions.length - 1];
  if (last?.question.questionType === 'image_question' && parseImageAnswer(last.answer).img.length === 0)
    return HOMEWORK_MESSAGES.submitPhoto;
  for (const { question, answer } of questions) {
    if ((answer ?? '').trim() === '') return HOMEWORK_MESSAGES.fillAnswer;
    if (question.questionType === 'image_question') {
      const a = parseImageAnswer(answer);
      if (a.img.length === 0 && a.text.trim() === '') return HOMEWORK_MESSAGES.fillAnswer;
    }
  }
  return null;
}

/** Re-upload needs at least one photo. */
export function reuploadError(images: readonly string[]): string | null {
  return images.length === 0 ? HOMEWORK_MESSAGES.submitImage : null;
}

/**
 * The preview button before submission. It previews the worked answers, so it says so (查看解析) and never reads
 * like a second submit button; pressed before submission it answers the spec's '请提交答案' with the tip
 * '提交后可查看'.
 */
export const HOMEWORK_PREVIEW = {
  label: '查看解析',
  message: HOMEWORK_MESSAGES.previewBeforeSubmit,
  tip: HOMEWORK_MESSAGES.previewTip,
} as const;
