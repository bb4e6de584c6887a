import { useEffect, useRef } from 'react';
import { App } from 'antd';
import { useBlocker } from 'react-router';
import { MESSAGES } from '@salt/domain';

/**
 * While a test is unfinished, leaving asks '当前试卷尚未完成提交, 是否确认退出?'. In-app navigation gets the
 * dialog; closing or reloading the tab gets the browser's own prompt (browsers do not allow custom text there).
 */
export function useLeaveTestGuard(unfinished: boolean): void {
  const { modal } = App.useApp();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unfinished && currentLocation.pathname !== nextLocation.pathname,
  );

  // The blocker object is new on every render; the dialog must open once per blocked attempt.
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: MESSAGES.leaveTestConfirm,
      okText: MESSAGES.leaveTestOk,
      cancelText: MESSAGES.leaveTestCancel,
      onOk: () => blockerRef.current.proceed?.(),
      onCancel: () => blockerRef.current.reset?.(),
    });
  }, [blocker.state, modal]);

  useEffect(() => {
    if (!unfinished) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = MESSAGES.leaveTestConfirm;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unfinished]);
}
