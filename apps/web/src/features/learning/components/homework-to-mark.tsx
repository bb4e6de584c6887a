import { Button, Empty, Skeleton } from 'antd';
import { FormOutlined, RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { marksHomeworkIn, type MyClass } from '@salt/domain';
import { useMyClasses } from '../api/my-classes';
import { tutorHomeworkPath } from '../enter-live';
import './learning.css';

/** '第3讲 · 三角形的三边关系' (titles may carry the number already). */
const sessionName = (seq: number, title: string) => {
  const topic = title.replace(/^第\d+讲\s*/, '');
  return topic ? `第${seq}讲 · ${topic}` : `第${seq}讲`;
};

interface Row {
  cls: MyClass;
  chapterId: number;
  seq: number;
  title: string;
  toMark: number;
}

/**
 * 待批改作业: for a teacher or tutor, every session of their classes whose submitted homework still waits for
 * feedback, oldest session first within a class, each leading to its marking page (/tutor/homework/{chapterId}).
 * The marker of a class is its tutor (its teacher when it has none); a teacher following a tutor's class looks.
 */
export function HomeworkToMark() {
  const { data, isPending } = useMyClasses();
  const rows: Row[] = (data ?? []).flatMap((cls) => (cls.toMark ?? []).map((s) => ({ cls, ...s })));
  const total = rows.reduce((n, r) => n + r.toMark, 0);

  return (
    <section className="to-mark" aria-label="待批改作业" data-testid="homework-to-mark">
      <h2 className="learn-section-title">
        待批改作业
        {total > 0 && <span className="to-mark__total">共 {total} 份</span>}
      </h2>
      {isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : rows.length === 0 ? (
        <Empty className="to-mark__empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description="作业都已批改完，辛苦了" />
      ) : (
        <ul className="to-mark__list">
          {rows.map((r) => {
            const marks = marksHomeworkIn(r.cls.role, r.cls.tutor !== null);
            return (
              <li key={r.chapterId} className="to-mark__row" data-testid={`to-mark-${r.chapterId}`}>
                <span className="to-mark__class">{r.cls.title}</span>
                <span className="to-mark__session">{sessionName(r.seq, r.title)}</span>
                <span className="to-mark__count">{r.toMark} 份待批改</span>
                <Link to={tutorHomeworkPath(r.chapterId)}>
                  <Button type={marks ? 'primary' : 'default'} size="small" icon={<FormOutlined />}>
                    {marks ? '去批改' : '查看'} <RightOutlined />
                  </Button>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
