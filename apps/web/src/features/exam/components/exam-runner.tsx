import { useCallback, useEffect, useMemo, useState } from 'react';
import { App, Button, Modal, Spin } from 'antd';
import { AppstoreOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Popup } from 'antd-mobile';
import { useNavigate } from 'react-router';
import type { ExamSession } from '@salt/domain';
import { useLeaveTestGuard } from '../../../components/use-leave-test-guard';
import { feedback } from '../../../lib/api/feedback';
import { useSiteStore } from '../../../lib/site-store';
import { useExamClock } from '../hooks/use-exam-clock';
import { useHandIn } from '../hooks/use-hand-in';
import { useHeartbeat } from '../hooks/use-heartbeat';
import { useSaveQueue } from '../hooks/use-save-queue';
import { runnerItems, unansweredNumbers } from '../model/answer-values';
import { monotonicNow, type ClockSync } from '../model/exam-clock';
import { examReportPath } from '../../../lib/exam-paths';
import { clearRunnerMemory, readRunnerMemory, writeRunnerMemory } from '../model/runner-memory';
import type { SaveStore } from '../model/save-store';
import { ExamCountdown } from './exam-countdown';
import { QuestionNavigator } from './question-navigator';
import { QuestionView } from './question-view';
import { SaveStatus } from './save-status';

interface Props {
  session: ExamSession;
  /** The server's remaining time and when the page received it. */
  sync: ClockSync;
  /** Phone layout whatever the window (the shop's phone column). */
  compact?: boolean;
  /** Tests pass a memory store. */
  store?: SaveStore;
}

/** The confirm's text: which questions are still unanswered, by their shown numbers. */
export function submitConfirmText(unanswered: string[]): string {
  if (unanswered.length === 0) return '所有题目均已作答，交卷后将不能再修改答案。';
  return `还有 ${unanswered.length} 题未作答：第 ${unanswered.join('、')} 题。交卷后将不能再修改答案。`;
}

/**
 * The full-screen answering page every kind of paper uses: the countdown on the server's clock, one question at a
 * time with the 答题卡 (a side panel on desktop, a bottom sheet on phones), autosave with its visible state, 交卷
 * with a confirm listing what is unanswered, handing in by itself at zero, and the leave prompt while unfinished.
 * Once handed in it goes to the kind's report page.
 */
export function ExamRunner({ session, sync, compact: inColumn = false, store }: Props) {
  const { sessionId } = session;
  const compact = useSiteStore((s) => s.showMobileTheme) || inColumn;
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const items = useMemo(() => runnerItems(session), [session]);
  const [current, setCurrent] = useState(() => Math.min(readRunnerMemory(sessionId).current, items.length - 1));
  const [sheetOpen, setSheetOpen] = useState(false);
  const [finished, setFinished] = useState(false);
  const [playsLeft, setPlaysLeft] = useState<Record<number, number>>({});
  const clock = useExamClock(sync);

  const { answers, setAnswer, saveState, queue } = useSaveQueue({
    sessionId,
    serverAnswers: session.answers,
    store,
    // A refused save may mean the attempt was closed elsewhere (staff, the sweep, another tab).
    onRefused: () => void handIn.checkCommitted(),
  });

  const onDone = useCallback(() => {
    clearRunnerMemory(sessionId);
    setFinished(true);
  }, [sessionId]);

  // AI practice reports the time spent as the page measured it: the server's elapsed time when the session was
  // answered, plus the monotonic time since.
  const costTime = useCallback(() => {
    const atSync = (Date.parse(session.now) - Date.parse(session.startedAt)) / 1000;
    return Math.min(86_400, Math.max(0, Math.round(atSync + (monotonicNow() - sync.at) / 1000)));
  }, [session.now, session.startedAt, sync.at]);

  const handIn = useHandIn({
    sessionId,
    queue,
    costTime: session.kind === 'ai' ? costTime : undefined,
    onDone,
    onResync: clock.resync,
  });

  useHeartbeat({
    sessionId,
    enabled: !finished,
    onSync: (next, result) => {
      clock.resync(next);
      if (result.status === 'committed') {
        feedback().info('试卷已提交', 'warning');
        handIn.finish();
      }
    },
  });

  // Before the navigation below: the blocker must already know the paper is handed in.
  useLeaveTestGuard(!finished);

  useEffect(() => {
    if (finished) void navigate(examReportPath(session.kind, sessionId), { replace: true });
  }, [finished, navigate, session.kind, sessionId]);

  useEffect(() => {
    if (clock.left === 0 && !finished) void handIn.timeUp();
  }, [clock.left, finished, handIn]);

  useEffect(() => {
    if (!finished) writeRunnerMemory(sessionId, { entered: true, current });
  }, [sessionId, current, finished]);

  const go = (index: number) => {
    setCurrent(Math.max(0, Math.min(items.length - 1, index)));
    setSheetOpen(false);
    window.scrollTo?.({ top: 0 });
  };

  const confirmSubmit = () => {
    const unanswered = unansweredNumbers(session, answers);
    modal.confirm({
      title: '确认交卷？',
      content: <div data-testid="exam-submit-confirm">{submitConfirmText(unanswered)}</div>,
      okText: '交卷',
      cancelText: '继续作答',
      onOk: () => void handIn.byPupil(),
    });
  };

  const item = items[current];
  const answering = handIn.phase === 'answering' && !finished;
  const navigator = <QuestionNavigator items={items} answers={answers} current={current} onPick={go} />;

  return (
    <div className={`exam-runner${compact ? ' is-compact' : ''}`} data-testid="exam-runner">
      <header className="exam-runner__bar">
        <div className="exam-runner__title" title={session.title}>
          {session.title}
        </div>
        <ExamCountdown left={clock.left} />
        <SaveStatus state={saveState} />
        <Button
          type="primary"
          className="exam-runner__submit"
          data-testid="exam-submit"
          loading={handIn.phase === 'committing'}
          disabled={!answering}
          onClick={confirmSubmit}
        >
          交卷
        </Button>
      </header>
      <div className="exam-runner__body">
        <main className="exam-runner__main">
          {item && (
            <QuestionView
              key={item.question.questionId}
              sessionId={sessionId}
              question={item.question}
              sectionTitle={item.sectionTitle}
              answers={answers}
              onAnswer={setAnswer}
              disabled={!answering}
              playsLeft={playsLeft}
              onPlaysLeft={(questionId, n) => setPlaysLeft((p) => ({ ...p, [questionId]: n }))}
            />
          )}
          {!compact && (
            <div className="exam-runner__pager">
              <Button icon={<LeftOutlined />} disabled={current === 0} onClick={() => go(current - 1)}>
                上一题
              </Button>
              <span>
                {current + 1} / {items.length}
              </span>
              <Button disabled={current >= items.length - 1} onClick={() => go(current + 1)}>
                下一题 <RightOutlined />
              </Button>
            </div>
          )}
        </main>
        {!compact && <aside className="exam-runner__side">{navigator}</aside>}
      </div>
      {compact && (
        <>
          <footer className="exam-runner__dock">
            <Button icon={<LeftOutlined />} disabled={current === 0} onClick={() => go(current - 1)}>
              上一题
            </Button>
            <Button icon={<AppstoreOutlined />} onClick={() => setSheetOpen(true)} data-testid="exam-open-navigator">
              答题卡 {current + 1}/{items.length}
            </Button>
            <Button disabled={current >= items.length - 1} onClick={() => go(current + 1)}>
              下一题 <RightOutlined />
            </Button>
          </footer>
          <Popup
            visible={sheetOpen}
            onMaskClick={() => setSheetOpen(false)}
            onClose={() => setSheetOpen(false)}
            bodyClassName="exam-runner__sheet"
            showCloseButton
          >
            {navigator}
          </Popup>
        </>
      )}
      <Modal open={handIn.phase === 'timeUp' && !finished} closable={false} footer={null} centered>
        <div className="exam-runner__timeup" data-testid="exam-time-up">
          <Spin /> 考试时间到，正在自动交卷…
        </div>
      </Modal>
    </div>
  );
}
