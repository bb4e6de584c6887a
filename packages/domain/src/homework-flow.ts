import { QUIZ_END_GRACE_MS } from './constants';

/** Which view the homework dialog opens (spec section 4, "Opening homework"). */
export type HomeworkView = 'noQuiz' | 'retry' | 'review' | 'reupload' | 'sendFinal' | 'submit';

export interface HomeworkFlowQuestion {
  questionType: string;
  /** The caller's saved answer (answer text; image questions: JSON text), or null/absent when not answered. */
  answer?: { answer: string } | null;
}

export interface HomeworkFlowInput {
  /** null when the session has no quiz bound ('当前课次没有绑定试卷'). */
  quiz: { questions: HomeworkFlowQuestion[] } | null;
  quizAnswer: {
    quizAnswerType: string;
    endTime: string | Date;
    quizAnswerReplyOver?: string | null;
  } | null;
  now: Date;
  /** True once the fetch has been retried after a quiz came back without an answer record. */
  retriedOnce: boolean;
}

/** An image-question answer: the photos, a note, files, and after a re-upload the first photos and their time. */
export interface ImageAnswer {
  img: string[];
  text: string;
  file: unknown[];
  firstImg?: string[];
  firstTime?: string;
}

/** Reads an image-question answer's JSON text; anything unreadable is an empty answer. */
export function parseImageAnswer(answer: string | null | undefined): ImageAnswer {
  const empty: ImageAnswer = { img: [], text: '', file: [] };
  if (!answer) return empty;
  try {
    const v = JSON.parse(answer) as Partial<ImageAnswer> | null;
    if (!v || typeof v !== 'object' || Array.isArray(v)) return empty;
    const strings = (a: unknown) => (Array.isArray(a) ? a.filter((s): s is string => typeof s === 'string') : []);
    const out: ImageAnswer = {
      img: strings(v.img),
      text: typeof v.text === 'string' ? v.text : '',
      file: Array.isArray(v.file) ? v.file : [],
    };
    if (Array.isArray(v.firstImg)) out.firstImg = strings(v.firstImg);
    if (typeof v.firstTime === 'string') out.firstTime = v.firstTime;
    return out;
  } catch {
    return empty;
  }
}

/**
 * A second (or later) image submission: the first photos and their time are kept as firstImg/firstTime, the new
 * photos become img. When the previous answer already had firstImg, it is kept as it was.
 */
export function mergeImageResubmission(previous: ImageAnswer, next: ImageAnswer, previousTime: string): ImageAnswer {
  return {
    img: next.img,
    text: next.text,
    file: next.file,
    firstImg: previous.firstImg ?? previous.img,
    firstTime: previous.firstTime ?? previousTime,
  };
}

const answered = (q: HomeworkFlowQuestion | undefined) => !!q?.answer && q.answer.answer.trim() !== '';

/** The deadline has passed once now is past endTime plus the 10 s grace. */
export function isPastQuizEnd(endTime: string | Date, now: Date): boolean {
  return now.getTime() > new Date(endTime).getTime() + QUIZ_END_GRACE_MS;
}

/**
 * The homework flow decision: no quiz -> noQuiz; no answer record -> retry once (then review); past endTime +
 * 10 s -> review; submitted ('2'): an image question last -> review when it already has a first submission
 * (firstImg) or tutor feedback, else reupload; other types review; not submitted ('1'): the last question
 * already answered -> sendFinal (the client sends and reloads), else submit.
 */
export function homeworkView({ quiz, quizAnswer, now, retriedOnce }: HomeworkFlowInput): HomeworkView {
  if (!quiz) return 'noQuiz';
  if (!quizAnswer) return retriedOnce ? 'review' : 'retry';
  if (isPastQuizEnd(quizAnswer.endTime, now)) return 'review';
  const last = quiz.questions[quiz.questions.length - 1];
  if (quizAnswer.quizAnswerType === '2') {
    if (last?.questionType !== 'image_question') return 'review';
    const image = parseImageAnswer(last.answer?.answer);
    const hasFirst = (image.firstImg?.length ?? 0) > 0;
    const hasFeedback = !!quizAnswer.quizAnswerReplyOver && quizAnswer.quizAnswerReplyOver.trim() !== '';
    return hasFirst || hasFeedback ? 'review' : 'reupload';
  }
  return answered(last) ? 'sendFinal' : 'submit';
}

/** The view after a successful submit (the quiz reloads first). */
export function viewAfterSubmit(questions: HomeworkFlowQuestion[]): 'review' | 'reupload' {
  return questions[questions.length - 1]?.questionType === 'image_question' ? 'reupload' : 'review';
}
