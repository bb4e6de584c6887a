import { useState } from 'react';
import { Avatar, Button, Collapse, Empty, Input, InputNumber, Result, Spin, Tag } from 'antd';
import { useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { HomeworkSubmission, QuizQuestion } from '@salt/domain';
import { feedback } from '../../../lib/api/feedback';
import { fetchSubmissions, homeworkKeys, replyHomework } from '../api/homework-api';
import { AnswerBlock, FileButtons, analysisFiles, parseReply } from '../components/review-view';
import { PhotoList } from '../components/photo-list';
import { PhotoUpload } from '../components/photo-upload';
import { QuestionTitle, showsNumber } from '../components/question-title';
import { ScoreStars } from '../components/score-stars';
import '../homework.css';

/** /tutor/homework/:id (session id): every student's homework of the session and the feedback form. */
export function TutorHomeworkPage() {
  const { id = '' } = useParams();
  const query = useQuery({ queryKey: homeworkKeys.submissions(id), queryFn: () => fetchSubmissions(id) });
  if (query.isPending) {
    return (
      <div className="hw-center">
        <Spin />
      </div>
    );
  }
  if (query.isError) return <Result status="warning" title={query.error.message || '作业加载失败'} />;
  const { quiz, submissions, canMark } = query.data;
  const questions = quiz.sections.flatMap((s) => s.questions);
  const submitted = submissions.filter((s) => s.quizAnswer?.quizAnswerType === '2').length;
  return (
    <div className="hw-tutor" data-testid="hw-tutor">
      <h2 className="hw-flow__title">
        {quiz.quizTitle}
        <Tag color="blue" style={{ marginLeft: 12 }}>
          已提交 {submitted} / {submissions.length}
        </Tag>
      </h2>
      <FileButtons files={analysisFiles(quiz.quizAnalysis)} />
      {submissions.length === 0 ? (
        <Empty description="本班还没有学生" />
      ) : (
        <Collapse
          defaultActiveKey={submissions
            .filter((s) => s.quizAnswer?.quizAnswerType === '2')
            .slice(0, 1)
            .map((s) => s.student.id)}
          items={submissions.map((s) => ({
            key: s.student.id,
            label: <SubmissionLabel submission={s} />,
            children: <SubmissionBody submission={s} questions={questions} chapterId={id} canMark={canMark} />,
          }))}
        />
      )}
    </div>
  );
}

function SubmissionLabel({ submission: s }: { submission: HomeworkSubmission }) {
  const qa = s.quizAnswer;
  return (
    <span className="hw-review__summary" style={{ margin: 0 }} data-testid={`hw-submission-${s.student.id}`}>
      <Avatar size="small" src={s.student.avatar || undefined}>
        {s.student.name.slice(0, 1)}
      </Avatar>
      <span>{s.student.name}</span>
      {/* Marked is the news once it is true: 已批改 alone, not 已提交 beside it. */}
      {qa?.quizAnswerType !== '2' ? (
        <Tag>未提交</Tag>
      ) : qa.quizAnswerReplyOver ? (
        <Tag color="orange">已批改</Tag>
      ) : (
        <Tag color="success">已提交</Tag>
      )}
      {qa?.quizAnswerScore !== null && qa?.quizAnswerScore !== undefined && qa.quizAnswerType === '2' && (
        <span className="hw-review__score">{qa.quizAnswerScore}分</span>
      )}
    </span>
  );
}

function SubmissionBody({
  submission: s,
  questions,
  chapterId,
  canMark,
}: {
  submission: HomeworkSubmission;
  questions: QuizQuestion[];
  chapterId: string;
  canMark: boolean;
}) {
  const qa = s.quizAnswer;
  if (!qa || qa.quizAnswerType !== '2') return <p className="hw-muted">学生尚未提交作业</p>;
  const byQuestion = new Map(s.answers.map((a) => [a.questionId, a]));
  return (
    <div>
      {qa.overTime && <p className="hw-muted">提交时间：{dayjs(qa.overTime).format('YYYY-MM-DD HH:mm')}</p>}
      {questions.map((q, i) => {
        const a = byQuestion.get(q.questionId);
        return (
          <div key={q.questionId} className="hw-question">
            <QuestionTitle question={q} showNumber={showsNumber(questions, i)} />
            <AnswerBlock question={q} answer={a ? { answer: a.answer, isRight: a.isRight } : null} label="学生答案" />
          </div>
        );
      })}
      {canMark ? <ReplyForm submission={s} chapterId={chapterId} /> : <ReplyShown submission={s} />}
    </div>
  );
}

/** What the tutor wrote, for a teacher following a class whose tutor marks the homework. */
function ReplyShown({ submission: s }: { submission: HomeworkSubmission }) {
  const reply = parseReply(s.quizAnswer?.quizAnswerReplyOver);
  return (
    <div className="hw-reply" data-testid={`hw-reply-shown-${s.student.id}`}>
      <h4>辅导老师点评</h4>
      {reply ? (
        <>
          <ScoreStars score={s.quizAnswer?.quizAnswerScore} />
          {reply.text && <p className="hw-reply__text">{reply.text}</p>}
          {reply.img.length > 0 && <PhotoList images={reply.img} />}
        </>
      ) : (
        <p className="hw-reply__pending">辅导老师还没有批改</p>
      )}
    </div>
  );
}

function ReplyForm({ submission: s, chapterId }: { submission: HomeworkSubmission; chapterId: string }) {
  const qa = s.quizAnswer!;
  const previous = parseReply(qa.quizAnswerReplyOver);
  const [text, setText] = useState(previous?.text ?? '');
  const [img, setImg] = useState<string[]>(previous?.img ?? []);
  const [score, setScore] = useState<number | null>(qa.quizAnswerScore ?? null);
  const queryClient = useQueryClient();
  const reply = useMutation({
    mutationFn: () => replyHomework({ quizAnswerId: qa.quizAnswerId, text: text.trim(), img, score: score ?? 0 }),
    onSuccess: () => {
      feedback().info('批改已提交');
      void queryClient.invalidateQueries({ queryKey: homeworkKeys.submissions(chapterId) });
    },
  });
  return (
    <div className="hw-reply" data-testid={`hw-reply-${s.student.id}`}>
      <h4>老师点评</h4>
      {previous && (
        <p className="hw-muted">
          已点评 <ScoreStars score={qa.quizAnswerScore} />
        </p>
      )}
      <Input.TextArea
        placeholder="写下对这份作业的点评"
        autoSize={{ minRows: 3, maxRows: 8 }}
        maxLength={2000}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-label="点评内容"
      />
      <div className="hw-answer__group" style={{ marginTop: 10 }}>
        <div className="hw-answer__label">批改照片</div>
        <PhotoUpload value={img} onChange={setImg} />
      </div>
      <div className="hw-actions hw-score-row">
        <span className="hw-score-row__label">得分</span>
        <InputNumber min={0} max={100} precision={0} value={score} onChange={(v) => setScore(v)} aria-label="得分" />
        <ScoreStars score={score} />
        <Button
          type="primary"
          loading={reply.isPending}
          onClick={() => {
            if (score === null) {
              feedback().info('请填写得分', 'warning');
              return;
            }
            reply.mutate();
          }}
        >
          提交批改
        </Button>
      </div>
    </div>
  );
}
