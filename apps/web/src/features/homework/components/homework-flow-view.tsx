import { useState } from 'react';
import { Button, Empty, Result, Spin } from 'antd';
import { CheckCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HOMEWORK_MESSAGES, OPTIONAL_HOMEWORK_TEXT, viewAfterSubmit, type HomeworkSendResult } from '@salt/domain';
import { nativeBridge } from '../../../lib/native-bridge';
import { homeworkKeys } from '../api/homework-api';
import { flowQuestions, openHomework, type OpenedHomework, type ShownView } from '../homework-flow';
import { ReuploadView } from './reupload-view';
import { ReviewView } from './review-view';
import { SubmitView } from './submit-view';
import '../homework.css';

/**
 * The homework of one class session: opens on the view `homeworkView` decides; after submit it reloads and
 * goes to review (or re-upload when the last question is an image question); after re-upload to review.
 */
export function HomeworkFlowView({ chapterId }: { chapterId: string }) {
  const queryClient = useQueryClient();
  const [forced, setForced] = useState<ShownView | null>(null);
  // The score just earned stays on screen until the dialog closes, not only in a 2 s toast.
  const [sent, setSent] = useState<HomeworkSendResult | null>(null);
  const query = useQuery({
    queryKey: homeworkKeys.quiz(chapterId),
    queryFn: () => openHomework(chapterId),
    retry: false,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

  const reloadThen = async (next: (opened: OpenedHomework) => ShownView) => {
    const opened = await queryClient.fetchQuery({
      queryKey: homeworkKeys.quiz(chapterId),
      queryFn: () => openHomework(chapterId),
      staleTime: 0,
    });
    setForced(next(opened));
  };

  if (query.isPending) {
    return (
      <div className="hw-center">
        <Spin />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Result
        status="warning"
        title={query.error.message || '作业加载失败'}
        extra={<Button onClick={() => void query.refetch()}>重新加载</Button>}
      />
    );
  }
  const { quiz } = query.data;
  const view = forced ?? query.data.view;
  if (view === 'noQuiz' || !quiz) {
    return <Empty data-testid="hw-view-noQuiz" description={HOMEWORK_MESSAGES.noQuiz} />;
  }
  return (
    <div className="hw-flow" data-testid={`hw-view-${view}`}>
      <h3 className="hw-flow__title">{quiz.quizTitle}</h3>
      {quiz.beforeEnrolment && view !== 'review' && <OptionalNote endTime={quiz.quizAnswer?.endTime ?? null} />}
      {sent && view !== 'submit' && (
        <div className="hw-result" role="status" data-testid="hw-result">
          <CheckCircleFilled className="hw-result__icon" />
          {sent.msg}
        </div>
      )}
      {view === 'submit' && (
        <SubmitView
          quiz={quiz}
          onSubmitted={async (result) => {
            setSent(result);
            nativeBridge.finishHomework(chapterId);
            await reloadThen((o) => (o.quiz ? viewAfterSubmit(flowQuestions(o.quiz)) : o.view));
          }}
        />
      )}
      {view === 'reupload' && <ReuploadView quiz={quiz} onDone={() => reloadThen(() => 'review')} />}
      {view === 'review' && <ReviewView quiz={quiz} />}
    </div>
  );
}

const dueText = (iso: string) => {
  // Shown in China time whatever the device's zone, like every class time.
  const d = new Date(new Date(iso).getTime() + 8 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCMonth() + 1}月${d.getUTCDate()}日 ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
};

/**
 * Homework of a session held before the pupil joined: optional practice with its own deadline, no black mark. A
 * note, not an alert: nothing is wrong.
 */
function OptionalNote({ endTime }: { endTime: string | null }) {
  return (
    <div className="hw-optional-note" data-testid="hw-optional-note" role="note">
      <InfoCircleFilled className="hw-optional-note__icon" />
      <div>
        <div className="hw-optional-note__title">{OPTIONAL_HOMEWORK_TEXT.open}</div>
        {endTime && <div className="hw-optional-note__due">可在 {dueText(endTime)} 前提交，提交后老师同样会批改。</div>}
      </div>
    </div>
  );
}
