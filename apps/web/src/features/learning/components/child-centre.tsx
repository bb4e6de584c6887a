import { useState } from 'react';
import { Avatar, Button, Empty, Segmented, Skeleton } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useDict, useSiteStore } from '../../../lib/site-store';
import { useChildren } from '../api/children';
import { MyClasses } from './my-classes';
import './learning.css';

/**
 * A parent's learning centre: the bound child's classes and progress, read-only (the server lets only the bound
 * parent read them). Several children: a switch between them. None bound yet: how to bind.
 */
export function ChildCentre() {
  const { data, isPending } = useChildren();
  const grades = useDict('grade');
  const mobile = useSiteStore((s) => s.showMobileTheme);
  const [chosenId, setChosenId] = useState<number | null>(null);
  if (isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  const children = data ?? [];
  if (children.length === 0) {
    return (
      <section className="child-centre" data-testid="child-centre">
        <Empty className="learn-empty" description="还没有绑定孩子的账号，请联系客服或辅导老师为你绑定" />
      </section>
    );
  }
  const child = children.find((c) => c.id === chosenId) ?? children[0]!;
  const grade = grades.find((g) => g.value === child.grade)?.label;
  return (
    <section className="child-centre" data-testid="child-centre">
      <div className="child-centre__head">
        <Avatar size={44} src={child.avatar || undefined} icon={<UserOutlined />} />
        <div className="child-centre__who">
          <div className="child-centre__name">{child.name}</div>
          <div className="child-centre__meta">{grade ?? '未设置年级'} · 家长只读查看</div>
        </div>
        {children.length > 1 && (
          <Segmented
            value={child.id}
            onChange={(v) => setChosenId(Number(v))}
            options={children.map((c) => ({ label: c.name, value: c.id }))}
          />
        )}
        <Link to={mobile ? '/m-shop' : '/course'}>
          <Button>为孩子选课</Button>
        </Link>
      </div>
      <MyClasses
        key={child.id}
        studentId={child.id}
        title={`${child.name}的课程`}
        emptyText={`${child.name}还没有报名课程`}
      />
    </section>
  );
}
