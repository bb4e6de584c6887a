import { Alert } from 'antd';
import { Link } from 'react-router';
import { chinaDateOf, type ClassMove } from '@salt/domain';

/** 11月22日: the day of the move in China. */
const dayText = (iso: string) => {
  const [, m, d] = chinaDateOf(iso).split('-');
  return `${Number(m)}月${Number(d)}日`;
};

/**
 * 调班 in a class's detail: in the class the pupil left, that only the sessions before the move are kept here and
 * where the class goes on; in the class they joined, where their earlier sessions and homework are.
 */
export function ClassMoveNote({ move }: { move: ClassMove }) {
  const other = `/center/course-detail/${move.otherOfferingId}`;
  const when = dayText(move.at);
  return move.direction === 'left' ? (
    <Alert
      className="class-move-note"
      type="info"
      showIcon
      data-testid="class-move-note"
      message={`您已于${when}调至「${move.otherTitle}」`}
      description={
        <>
          这里保留调班前的课次，作业和回放可以随时查看。<Link to={other}>去新班级上课</Link>
        </>
      }
    />
  ) : (
    <Alert
      className="class-move-note"
      type="info"
      showIcon
      data-testid="class-move-note"
      message={`您于${when}从「${move.otherTitle}」调入本班`}
      description={
        <>
          调班前的课次和作业保留在原班级。<Link to={other}>查看原班级的学习记录</Link>
        </>
      }
    />
  );
}
