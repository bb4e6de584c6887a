import { Button, Empty, Tag } from 'antd';
import { CheckCircleFilled, CloseCircleFilled, DownloadOutlined } from '@ant-design/icons';
import {
  HOMEWORK_MESSAGES,
  HOMEWORK_STATUS_LABELS,
  OPTIONAL_HOMEWORK_TEXT,
  fileTypeColour,
  isChoiceType,
  markingKindOf,
  parseImageAnswer,
  quizAnalysisFileSchema,
  type HomeworkQuiz,
  type QuizAnalysisFile,
  type QuizQuestion,
} from '@salt/domain';
import { nativeBridge } from '../../../lib/native-bridge';
import { questionsOf } from '../homework-flow';
import { PhotoList } from './photo-list';
import { QuestionTitle, showsNumber } from './question-title';
import { ScoreStars } from './score-stars';

/** quizAnalysis JSON text {files: [...]}; anything unreadable is no files. */
export function analysisFiles(text: string | null): QuizAnalysisFile[] {
  if (!text) return [];
  try {
    const v = JSON.parse(text) as { files?: unknown };
    return Array.isArray(v?.files) ? v.files.flatMap((f) => quizAnalysisFileSchema.safeParse(f).data ?? []) : [];
  } catch {
    return [];
  }
}

/** The tutor's feedback JSON text {text, img}. */
export function parseReply(text: string | null | undefined): { text: string; img: string[] } | null {
  if (!text) return null;
  try {
    const v = JSON.parse(text) as { text?: unknown; img?: unknown };
    const img = Array.isArray(v?.img) ? v.img.filter((s): s is string => typeof s === 'string') : [];
    const t = typeof v?.text === 'string' ? v.text : '';
    return t.trim() === '' && img.length === 0 ? null : { text: t, img };
  } catch {
    return text.trim() ? { text, img: [] } : null;
  }
}

export function RightIcon({ isRight }: { isRight: boolean | null | undefined }) {
  if (isRight === true) return <CheckCircleFilled className="hw-icon hw-icon--right" aria-label="正确" />;
  if (isRight === false) return <CloseCircleFilled className="hw-icon hw-icon--wrong" aria-label="错误" />;
  return null;
}

function optionTitles(q: QuizQuestion, answer: string): string {
  const ids = answer.split(',').map((s) => s.trim());
  return q.options
    .filter((o) => ids.includes(String(o.optionId)))
    .map((o) => o.optionTitle)
    .join('、');
}

/** One submitted answer, read-only: the answer, its icon, and the right answer once it may be shown. */
export function AnswerBlock({
  question,
  answer,
  label = '你的答案',
}: {
  question: QuizQuestion;
  answer: QuizQuestion['answer'];
  label?: string;
}) {
  if (!answer || answer.answer.trim() === '') return <div className="hw-answer hw-answer--none">未作答</div>;
  if (question.questionType === 'image_question' || markingKindOf(question.questionType) === 'subjective') {
    const a = parseImageAnswer(answer.answer);
    return (
      <div className="hw-answer">
        {a.firstImg && a.firstImg.length > 0 && (
          <div className="hw-answer__group">
            <div className="hw-answer__label">第一次提交</div>
            <PhotoList images={a.firstImg} />
          </div>
        )}
        <div className="hw-answer__group">
          {a.firstImg && a.firstImg.length > 0 && <div className="hw-answer__label">重新上传</div>}
          {a.img.length > 0 && <PhotoList images={a.img} />}
          {a.text && <p className="hw-answer__text">{a.text}</p>}
        </div>
      </div>
    );
  }
  if (isChoiceType(question.questionType)) {
    const right = question.options.filter((o) => o.optionIsRight).map((o) => o.optionTitle);
    return (
      <div className="hw-answer">
        <RightIcon isRight={answer.isRight} />
        <span>
          {label}：{optionTitles(question, answer.answer) || answer.answer}
        </span>
        {right.length > 0 && <span className="hw-answer__right">正确答案：{right.join('、')}</span>}
      </div>
    );
  }
  return (
    <div className="hw-answer">
      <RightIcon isRight={answer.isRight} />
      <span>
        {label}：{answer.answer}
      </span>
      {question.rightAnswer && <span className="hw-answer__right">正确答案：{question.rightAnswer.split('|')[0]}</span>}
    </div>
  );
}

export function FileButtons({ files }: { files: QuizAnalysisFile[] }) {
  if (files.length === 0) return null;
  return (
    <div className="hw-files">
      <h4>作业解析</h4>
      {files.map((f) => (
        <div className="hw-file" key={f.url}>
          <span className="hw-file__name">{f.fileName}</span>
          <Button
            size="small"
            type="primary"
            icon={<DownloadOutlined />}
            style={{ background: fileTypeColour(f.fileType), borderColor: fileTypeColour(f.fileType) }}
            onClick={() => nativeBridge.openFile(f.url, f.fileName)}
          >
            下载
          </Button>
        </div>
      ))}
    </div>
  );
}

const LETTERS = 'ABCDEFGHIJ';

/**
 * A choice question's options, read-only: a question is never shown without them (a review of homework that was
 * not handed in is still something to learn from). Once known, the right ones are marked, and the pupil's picks.
 */
export function ReviewOptions({ question }: { question: QuizQuestion }) {
  if (question.options.length === 0) return null;
  const picked = new Set(
    (question.answer?.answer ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  return (
    <ul className="hw-review-options" data-testid="hw-review-options">
      {question.options.map((o, i) => (
        <li
          key={o.optionId}
          className={`hw-review-option${o.optionIsRight ? ' is-right' : ''}${picked.has(String(o.optionId)) ? ' is-picked' : ''}`}
        >
          <span className="hw-review-option__letter">{LETTERS[i] ?? ''}</span>
          <span className="hw-review-option__title">{o.optionTitle}</span>
          {picked.has(String(o.optionId)) && <Tag color="blue">你的选择</Tag>}
          {o.optionIsRight && <Tag color="success">正确选项</Tag>}
        </li>
      ))}
    </ul>
  );
}

/** The right answer of a fill-blank not answered, once it may be shown. */
function RightAnswerOnly({ question }: { question: QuizQuestion }) {
  if (!question.rightAnswer || isChoiceType(question.questionType)) return null;
  return <div className="hw-answer hw-answer__right">正确答案：{question.rightAnswer.split('|')[0]}</div>;
}

/**
 * Review: where the homework stands (已批改 with the tutor's score once marked; 已提交 and 待批改 with the objective
 * score until then), every question with its options, per-answer icons, explanation files, the tutor's feedback
 * with stars; not handed in, '超时未提交' — or, for a session held before the pupil joined (选做), a neutral note.
 */
export function ReviewView({ quiz }: { quiz: HomeworkQuiz }) {
  const questions = questionsOf(quiz);
  const qa = quiz.quizAnswer;
  const submitted = qa?.quizAnswerType === '2';
  const reply = parseReply(qa?.quizAnswerReplyOver);
  const score = qa?.quizAnswerScore ?? null;
  const notDone = quiz.beforeEnrolment ? OPTIONAL_HOMEWORK_TEXT.notDone : HOMEWORK_MESSAGES.timedOut;
  return (
    <div className="hw-review">
      <div className="hw-review__summary" data-testid="hw-review-summary">
        {submitted && reply ? (
          <>
            <Tag color="success">{HOMEWORK_STATUS_LABELS.marked}</Tag>
            {score !== null && <span className="hw-review__score">得分 {score}</span>}
          </>
        ) : submitted ? (
          <>
            <Tag color="processing">已提交</Tag>
            <span className="hw-review__pending">{HOMEWORK_STATUS_LABELS.submitted}</span>
            {score !== null && <span className="hw-review__score">客观题得分 {score}</span>}
          </>
        ) : (
          <Tag color={quiz.beforeEnrolment ? 'cyan' : 'default'} data-testid="hw-timed-out">
            {notDone}
          </Tag>
        )}
      </div>
      {!submitted && <Empty description={notDone} image={Empty.PRESENTED_IMAGE_SIMPLE} />}
      {questions.map((q, i) => (
        <div key={q.questionId} className="hw-question">
          <QuestionTitle question={q} showNumber={showsNumber(questions, i)} />
          <ReviewOptions question={q} />
          {submitted ? <AnswerBlock question={q} answer={q.answer} /> : <RightAnswerOnly question={q} />}
        </div>
      ))}
      <FileButtons files={analysisFiles(quiz.quizAnalysis)} />
      {submitted && (
        <div className="hw-reply">
          <h4>老师点评</h4>
          {reply ? (
            <>
              <ScoreStars score={qa?.quizAnswerScore} />
              {reply.text && <p className="hw-reply__text">{reply.text}</p>}
              {reply.img.length > 0 && <PhotoList images={reply.img} />}
            </>
          ) : (
            <p className="hw-reply__pending">老师还没有批改，请耐心等待</p>
          )}
        </div>
      )}
    </div>
  );
}
