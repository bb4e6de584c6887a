import type { QuizQuestion } from '@salt/domain';

/** Fill-blank questions sharing a question number show the number once (on the first of them). */
export function showsNumber(questions: QuizQuestion[], index: number): boolean {
  const prev = questions[index - 1];
  return !prev || prev.questionNumber !== questions[index]?.questionNumber;
}

const TYPE_LABELS: Record<string, string> = {
  single_select: '单选',
  multi_select: '多选',
  fill_blank: '填空',
  image_question: '拍照上传',
};

export function QuestionTitle({ question, showNumber }: { question: QuizQuestion; showNumber: boolean }) {
  return (
    <div className="hw-question__title">
      <span className="hw-question__number" data-testid="hw-number">
        {showNumber ? `${question.questionNumber}.` : ''}
      </span>
      {TYPE_LABELS[question.questionType] && showNumber && (
        <span className="hw-question__type">[{TYPE_LABELS[question.questionType]}]</span>
      )}
      <span>{question.questionTitle}</span>
    </div>
  );
}
