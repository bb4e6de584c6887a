import { useCallback, useEffect, useRef, useState } from 'react';
import type { ExamAnswerResult, ExamAnswerValue, ExamSavedAnswer } from '@salt/domain';
import { saveExamAnswer } from '../api/save-answer';
import { mergeResumed, type AnswerMap } from '../model/merge-answers';
import { SaveQueue, type SaveQueueState } from '../model/save-queue';
import { sessionSaveStore, type SaveStore } from '../model/save-store';

interface Options {
  sessionId: number;
  serverAnswers: readonly ExamSavedAnswer[];
  onSaved?: (result: ExamAnswerResult) => void;
  onRefused?: (questionId: number, error: unknown) => void;
  /** Tests pass a memory store; the page keeps the attempt in sessionStorage. */
  store?: SaveStore;
}

const browserOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

/**
 * The page's answers and their autosave: starts from the server's answers merged with what this tab still had
 * queued, changes them on every input and hands each change to the save queue; resends when the browser comes
 * back online.
 */
export function useSaveQueue({ sessionId, serverAnswers, onSaved, onRefused, store }: Options) {
  const callbacks = useRef({ onSaved, onRefused });
  callbacks.current = { onSaved, onRefused };

  const [setup] = useState(() => {
    const saveStore = store ?? sessionSaveStore(sessionId);
    const merged = mergeResumed(serverAnswers, saveStore.load());
    saveStore.save(merged.snapshot);
    return { saveStore, answers: merged.answers };
  });
  const [answers, setAnswers] = useState<AnswerMap>(setup.answers);
  const [saveState, setSaveState] = useState<SaveQueueState>({ status: 'saved', pending: 0, error: null });

  const [queue] = useState(
    () =>
      new SaveQueue({
        store: setup.saveStore,
        send: (questionId, answer, seq) => saveExamAnswer(sessionId, { questionId, answer, seq }),
        isOnline: browserOnline,
        onState: setSaveState,
        onSaved: (r) => callbacks.current.onSaved?.(r),
        onRefused: (q, e) => callbacks.current.onRefused?.(q, e),
      }),
  );

  useEffect(() => {
    queue.start();
    const online = () => queue.online();
    // Going offline shows at once as 未保存 on the next save; the queue itself waits for `online`.
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      queue.dispose();
    };
  }, [queue]);

  const setAnswer = useCallback(
    (questionId: number, value: ExamAnswerValue, delayMs = 0) => {
      setAnswers((a) => ({ ...a, [questionId]: value }));
      queue.put(questionId, value, delayMs);
    },
    [queue],
  );

  return { answers, setAnswer, saveState, queue };
}
