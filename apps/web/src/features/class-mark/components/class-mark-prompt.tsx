import { RightOutlined, StarFilled } from '@ant-design/icons';
import { Link } from 'react-router';
import { useMyClassMarks } from '../api/my-class-marks';
import '../routes/class-mark.css';

/** The learning centre's prompt: 你有 N 节课待评价, shown only when there is something to rate. */
export function ClassMarkPrompt() {
  const n = useMyClassMarks().data?.toRate.length ?? 0;
  if (n === 0) return null;
  return (
    <Link to="/classMark" className="cm-prompt" data-testid="class-mark-prompt">
      <StarFilled className="cm-prompt__icon" />
      <span className="cm-prompt__text">你有 {n} 节课待评价</span>
      <span className="cm-prompt__go">
        去评价 <RightOutlined />
      </span>
    </Link>
  );
}
