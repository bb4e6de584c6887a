import { useState } from 'react';
import { Button, Checkbox, Input, Radio, Tooltip } from 'antd';
import {
  HOMEWORK_PREVIEW,
  homeworkConfirmError,
  homeworkQuestionError,
  homeworkSubmitError,
  markingKindOf,
  type HomeworkAnswerItem,
  type HomeworkQuiz,
  type HomeworkSendResult,
  type QuizQuestion,
} from '@salt/domain';
import { feedback } from '../../../lib/api/feedback';
import { saveHomeworkAnswers, sendHomework } from '../api/homework-api';
import { questionsOf } from '../homework-flow';
import { useSubmitLock } from '../use-submit-lock';
import { PhotoUpload } from './photo-upload';
import { QuestionTitle, showsNumber } from './question-title';

interface Props {
  quiz: HomeworkQuiz;
  /** The send call's answer ('本次作业得分75分' and the score): the dialog keeps it on screen. */
  onSubmitted: (result: HomeworkSendResult) => void | Promise<void>;
}

interface ImageDraft {
  img: string[];
  text: string;
}

const questionAnchor = (q: QuizQuestion) => `hw-question-${q.questionId}`;

const imageJson = (d: ImageDraft) => JSON.stringify({ img: d.img, text: d.text.trim(), file: [] });

/** Submit homework: choice rows, fill-blanks, the photo part and the submit button. */
export function SubmitView({ quiz, onSubmitted }: Props) {
  const questions = questionsOf(quiz);
  const [answers, setAnswers] = useState<Record<number, string>>(() =>
    Object.fromEntries(
      questions
        .filter((q) => q.questionType !== 'image_question' && q.answer)
        .map((q) => [q.questionId, q.answer!.answer]),
    ),
  );
  const [images, setImages] = useState<Record<number, ImageDraft>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const { run, busy, blocked } = useSubmitLock();

  const answerOf = (q: QuizQuestion): string => {
    if (q.questionType === 'image_question') {
      const d = images[q.questionId];
      return d && (d.img.length > 0 || d.text.trim() !== '') ? imageJson(d) : '';
    }
    return answers[q.questionId] ?? '';
  };
  const setAnswer = (q: QuizQuestion, value: string) => {
    setAnswers((a) => ({ ...a, [q.questionId]: value }));
    setErrors((e) => {
      const next = { ...e };
      const err = homeworkQuestionError(q, value);
      if (err) next[q.questionId] = err;
      else delete next[q.questionId];
      return next;
    });
  };
  const draftOf = (q: QuizQuestion): ImageDraft => images[q.questionId] ?? { img: [], text: '' };
  const setDraft = (q: QuizQuestion, d: ImageDraft) => setImages((m) => ({ ...m, [q.questionId]: d }));

  const submit = () => {
    const rows = questions.map((q) => ({ question: q, answer: answerOf(q) }));
    const fieldErrors: Record<number, string> = {};
    for (const r of rows) {
      const err = homeworkQuestionError(r.question, r.answer);
      if (err) fieldErrors[r.question.questionId] = err;
    }
    setErrors(fieldErrors);
    const problem = homeworkConfirmError(rows) ?? homeworkSubmitError(rows);
    if (problem) {
      feedback().info(problem, 'warning');
      // The button is at the bottom: bring the first question that needs something into view.
      const first = rows.find((r) => fieldErrors[r.question.questionId]) ?? rows.find((r) => !r.answer);
      if (first) document.getElementById(questionAnchor(first.question))?.scrollIntoView?.({ block: 'center' });
      return;
    }
    const quizAnswer = quiz.quizAnswer;
    if (!quizAnswer) return;
    const items: HomeworkAnswerItem[] = rows.map((r) => ({
      answer: r.answer,
      questionId: r.question.questionId,
      quizAnswerId: quizAnswer.quizAnswerId,
      quizId: quiz.quizId,
    }));
    void run(async () => {
      let result: HomeworkSendResult;
      try {
        await saveHomeworkAnswers(items);
        result = await sendHomework(quizAnswer.quizAnswerId);
        feedback().info(result.msg);
      } catch {
        return; // the API client has shown the reason
      }
      await onSubmitted(result);
    });
  };

  return (
    <div className="hw-submit">
      {questions.map((q, i) => (
        <div key={q.questionId} id={questionAnchor(q)} className="hw-question" data-testid={`hw-q-${q.questionId}`}>
          <QuestionTitle question={q} showNumber={showsNumber(questions, i)} />
          <QuestionInput
            question={q}
            value={answers[q.questionId] ?? ''}
            onChange={(v) => setAnswer(q, v)}
            draft={draftOf(q)}
            onDraft={(d) => setDraft(q, d)}
            disabled={busy}
          />
          {errors[q.questionId] && (
            <div className="hw-question__error" role="alert">
              {errors[q.questionId]}
            </div>
          )}
        </div>
      ))}
      <div className="hw-actions">
        <Tooltip title={HOMEWORK_PREVIEW.tip}>
          <Button
            type="link"
            onClick={() => feedback().info(`${HOMEWORK_PREVIEW.message}，${HOMEWORK_PREVIEW.tip}`, 'warning')}
          >
            {HOMEWORK_PREVIEW.label}
          </Button>
        </Tooltip>
        <Button type="primary" loading={busy} disabled={blocked && !busy} onClick={submit}>
          提交作业
        </Button>
      </div>
    </div>
  );
}

interface InputProps {
  question: QuizQuestion;
  value: string;
  onChange: (v: string) => void;
  draft: ImageDraft;
  onDraft: (d: ImageDraft) => void;
  disabled: boolean;
}

function QuestionInput({ question, value, onChange, draft, onDraft, disabled }: InputProps) {
  const kind = markingKindOf(question.questionType);
  if (kind === 'single' || (kind === 'trueFalse' && question.options.length > 0)) {
    return (
      <Radio.Group className="hw-options" value={value || undefined} onChange={(e) => onChange(String(e.target.value))}>
        {question.options.map((o) => (
          <Radio key={o.optionId} value={String(o.optionId)} className="hw-option">
            {o.optionTitle}
          </Radio>
        ))}
      </Radio.Group>
    );
  }
  if (kind === 'multi') {
    const selected = value ? value.split(',').filter(Boolean) : [];
    return (
      <Checkbox.Group className="hw-options" value={selected} onChange={(v) => onChange((v as string[]).join(','))}>
        {question.options.map((o) => (
          <Checkbox key={o.optionId} value={String(o.optionId)} className="hw-option">
            {o.optionTitle}
          </Checkbox>
        ))}
      </Checkbox.Group>
    );
  }
  if (question.questionType === 'image_question' || kind === 'subjective') {
    return (
      <div className="hw-subjective">
        <PhotoUpload value={draft.img} onChange={(img) => onDraft({ ...draft, img })} disabled={disabled} />
        <Input.TextArea
          className="hw-subjective__text"
          placeholder="补充说明（选填）"
          autoSize={{ minRows: 2, maxRows: 5 }}
          maxLength={5000}
          value={draft.text}
          onChange={(e) => onDraft({ ...draft, text: e.target.value })}
        />
      </div>
    );
  }
  return (
    <Input
      className="hw-fill"
      placeholder="请输入答案"
      maxLength={500}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      aria-label={`${question.questionNumber}. ${question.questionTitle}`}
    />
  );
}
