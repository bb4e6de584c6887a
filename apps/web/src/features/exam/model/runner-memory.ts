import { readItem, removeItem, writeItem } from '../../../lib/storage';

/**
 * What the tab remembers of where the pupil was (sessionStorage): that the runner was entered, so a reload goes
 * straight back to it instead of the start screen, and the question on screen.
 */
export interface RunnerMemory {
  entered: boolean;
  current: number;
}

const keyOf = (sessionId: number) => `exam-ui-${sessionId}`;

export function readRunnerMemory(sessionId: number): RunnerMemory {
  const stored = readItem<Partial<RunnerMemory>>(keyOf(sessionId), 'session');
  return { entered: stored?.entered === true, current: Math.max(0, Math.floor(Number(stored?.current) || 0)) };
}

export function writeRunnerMemory(sessionId: number, memory: RunnerMemory): void {
  writeItem(keyOf(sessionId), memory, 'session');
}

export function clearRunnerMemory(sessionId: number): void {
  removeItem(keyOf(sessionId), 'session');
}
