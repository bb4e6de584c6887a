import { useState } from 'react';
import { Button, Input } from 'antd';
import { parseImageAnswer, reuploadError, type HomeworkQuiz } from '@salt/domain';
import { feedback } from '../../../lib/api/feedback';
import { saveHomeworkAnswers } from '../api/homework-api';
import { questionsOf } from '../homework-flow';
import { useSubmitLock } from '../use-submit-lock';
import { PhotoList } from './photo-list';
import { PhotoUpload } from './photo-upload';
import { QuestionTitle } from './question-title';

/** Re-upload: the previous photos of the last (image) question and new ones; saving goes on to review. */
export function ReuploadView({ quiz, onDone }: { quiz: HomeworkQuiz; onDone: () => void | Promise<void> }) {
  const questions = questionsOf(quiz);
  const last = questions[questions.length - 1];
  const previous = parseImageAnswer(last?.answer?.answer);
  const [img, setImg] = useState<string[]>([]);
  const [text, setText] = useState(previous.text);
  const { run, busy, blocked } = useSubmitLock();
  if (!last || !quiz.quizAnswer) return null;
  const quizAnswerId = quiz.quizAnswer.quizAnswerId;

  const submit = () => {
    const problem = reuploadError(img);
    if (problem) {
      feedback().info(problem, 'warning');
      return;
    }
    void run(async () => {
      try {
        await saveHomeworkAnswers([
          {
            answer: JSON.stringify({ img, text: text.trim(), file: [] }),
            questionId: last.questionId,
            quizAnswerId,
            quizId: quiz.quizId,
          },
        ]);
      } catch {
        return;
      }
      await onDone();
    });
  };

  return (
    <div className="hw-reupload">
      <QuestionTitle question={last} showNumber />
      <div className="hw-answer__group">
        <div className="hw-answer__label">已提交的照片</div>
        {previous.img.length > 0 ? <PhotoList images={previous.img} /> : <p className="hw-muted">没有照片</p>}
      </div>
      <div className="hw-answer__group">
        <div className="hw-answer__label">重新上传</div>
        <PhotoUpload value={img} onChange={setImg} disabled={busy} />
        <Input.TextArea
          className="hw-subjective__text"
          placeholder="补充说明（选填）"
          autoSize={{ minRows: 2, maxRows: 5 }}
          maxLength={5000}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <div className="hw-actions">
        <Button type="primary" loading={busy} disabled={blocked && !busy} onClick={submit}>
          提交照片
        </Button>
      </div>
    </div>
  );
}
