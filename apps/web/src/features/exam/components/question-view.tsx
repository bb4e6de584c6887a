import { Tag } from 'antd';
import { EXAM_QUESTION_TYPE, type ExamAnswerValue, type ExamQuestionView } from '@salt/domain';
import type { AnswerMap } from '../model/merge-answers';
import type { AnswerableQuestion } from '../model/answer-values';
import { ListeningPlayer } from './listening-player';
import { AnswerInput, TYPE_LABEL } from './question-input';

interface Props {
  sessionId: number;
  question: ExamQuestionView;
  sectionTitle: string;
  answers: AnswerMap;
  onAnswer: (questionId: number, value: ExamAnswerValue, delayMs?: number) => void;
  disabled?: boolean;
  /** Listening plays left by question, as the server last said (the runner keeps them across questions). */
  playsLeft?: Record<number, number>;
  onPlaysLeft?: (questionId: number, playsLeft: number) => void;
}

const score = (points: number) => `${points} 分`;

function Head({ question, combinedPart }: { question: AnswerableQuestion; combinedPart?: boolean }) {
  return (
    <div className={`exam-q__head${combinedPart ? ' exam-q__head--part' : ''}`}>
      <span className="exam-q__no" data-testid="exam-q-number">
        {question.number}.
      </span>
      {!combinedPart && <Tag color="blue">{question.manual ? '拍照作答' : TYPE_LABEL[question.type]}</Tag>}
      {combinedPart && question.manual && <Tag color="blue">拍照作答</Tag>}
      <span className="exam-q__score">（{score(question.score)}）</span>
    </div>
  );
}

/**
 * One question of the paper as the pupil answers it. A combined question shows its stem (a reading passage, or a
 * listening passage with its player) and then each sub-question with its own control, answered by its own id.
 */
export function QuestionView({
  sessionId,
  question,
  sectionTitle,
  answers,
  onAnswer,
  disabled,
  playsLeft,
  onPlaysLeft,
}: Props) {
  const combined = question.type === EXAM_QUESTION_TYPE.combined;
  return (
    <article className="exam-q" data-testid="exam-question" data-question-id={question.questionId}>
      <div className="exam-q__section">{sectionTitle}</div>
      <Head question={question} />
      <div className={`exam-q__stem${combined ? ' exam-q__stem--passage' : ''}`}>{question.stem}</div>
      {question.listening && (
        <ListeningPlayer
          sessionId={sessionId}
          questionId={question.questionId}
          listening={question.listening}
          playsLeft={playsLeft?.[question.questionId]}
          onPlaysLeft={(n) => onPlaysLeft?.(question.questionId, n)}
        />
      )}
      {combined ? (
        <ol className="exam-q__parts">
          {question.children.map((child) => (
            <li key={child.questionId} className="exam-q__part" data-testid="exam-sub-question">
              <Head question={child} combinedPart />
              <div className="exam-q__stem">{child.stem}</div>
              <AnswerInput
                question={child}
                value={answers[child.questionId]}
                onChange={(v, delay) => onAnswer(child.questionId, v, delay)}
                disabled={disabled}
              />
            </li>
          ))}
        </ol>
      ) : (
        <AnswerInput
          question={question}
          value={answers[question.questionId]}
          onChange={(v, delay) => onAnswer(question.questionId, v, delay)}
          disabled={disabled}
        />
      )}
    </article>
  );
}
