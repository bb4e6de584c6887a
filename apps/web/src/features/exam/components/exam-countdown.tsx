import { ClockCircleOutlined } from '@ant-design/icons';
import { formatClock } from '../model/exam-clock';

/** The last five minutes are shown in red. */
export const WARN_SECONDS = 300;

export function ExamCountdown({ left }: { left: number }) {
  return (
    <span className={`exam-clock${left <= WARN_SECONDS ? ' is-warning' : ''}`} data-testid="exam-countdown">
      <ClockCircleOutlined /> 剩余时间 <b data-testid="exam-countdown-value">{formatClock(left)}</b>
    </span>
  );
}
