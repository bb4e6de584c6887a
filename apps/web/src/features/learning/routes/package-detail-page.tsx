import { Button, Empty, Skeleton } from 'antd';
import { Link, useParams } from 'react-router';
import { useMyClasses } from '../api/my-classes';
import { useClockOffset } from '../../platform';
import { ClassCard } from '../components/class-card';
import { sortClasses } from '../components/my-classes';
import '../components/learning.css';

/**
 * 课程包详情: the classes the user holds from one goods (spu). The server has no package record of its own,
 * so the package is derived from my classes by spuId.
 */
export function PackageDetailPage() {
  const { id } = useParams();
  const spuId = Number(id);
  const { data, isPending } = useMyClasses();
  const offsetMs = useClockOffset();
  if (isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  const classes = sortClasses((data ?? []).filter((c) => c.spuId === spuId));
  const finished = classes.reduce((n, c) => n + c.finished, 0);
  const total = classes.reduce((n, c) => n + c.total, 0);
  if (classes.length === 0) {
    return (
      <Empty className="learn-empty" description="没有找到该课程包中的班级">
        <Link to="/center">
          <Button type="primary">返回学习中心</Button>
        </Link>
      </Empty>
    );
  }
  return (
    <div className="package-detail">
      <div className="my-classes__bar">
        <h2 className="learn-section-title">课程包 · {classes.length} 个班级</h2>
        <span className="class-card__progress">
          共 {total} 讲，已上 {finished} 讲
        </span>
      </div>
      <div className="class-grid">
        {classes.map((c) => (
          <ClassCard key={c.offeringId} cls={c} offsetMs={offsetMs} />
        ))}
      </div>
    </div>
  );
}
