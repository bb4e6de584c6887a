import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { Button, Empty, Result, Spin } from 'antd';
import { PARENT_ERRORS, PARENT_ROLE_ID, type Child } from '@salt/domain';
import { useSiteStore } from '../../../lib/site-store';
import { useChosenChild } from '../chosen-child';
import './parent.css';

/** What a pupil (or a teacher) sees on a parent page: the portal is for parents. */
export function NotParent() {
  return (
    <Result
      status="info"
      title={PARENT_ERRORS.notParent.msg}
      extra={
        <Link to="/center">
          <Button type="primary">前往学习中心</Button>
        </Link>
      }
    />
  );
}

/**
 * The frame of the /parent pages: phone-first single column; a visitor goes to /parent/login, a non-parent is told
 * the portal is for parents, a parent without a chosen child picks one on /parent/loginList (or binds one).
 * `children` gets the chosen child.
 */
export function ParentPage(props: {
  title: string;
  testId: string;
  back?: { to: string; text: string };
  children: (child: Child) => ReactNode;
}) {
  const user = useSiteStore((s) => s.user);
  const mobile = useSiteStore((s) => s.showMobileTheme);
  const chosen = useChosenChild();
  const isParent = user?.roles.includes(PARENT_ROLE_ID) ?? false;
  if (!user) return <Navigate to="/parent/login" replace />;
  let body: ReactNode;
  if (!isParent) body = <NotParent />;
  else if (chosen.isPending) body = <Spin className="pp-spin" />;
  else if (chosen.error) body = <Empty description={chosen.error.message} />;
  else if (chosen.children?.length === 0)
    body = (
      <Empty description="还没有绑定孩子的学生账号">
        <Link to="/parent/changeBind">
          <Button type="primary">绑定孩子</Button>
        </Link>
      </Empty>
    );
  else if (!chosen.child) return <Navigate to="/parent/loginList" replace />;
  else
    body = (
      <>
        <div className="pp-childbar">
          <img src={chosen.child.avatar} alt="" className="pp-avatar" />
          <span className="pp-childbar__name" data-testid="pp-child-name">
            {chosen.child.name}
          </span>
          <Link to="/parent/loginList" className="pp-childbar__switch">
            切换孩子
          </Link>
        </div>
        {props.children(chosen.child)}
      </>
    );
  return (
    <div className={`pp-page${mobile ? ' is-m' : ''}`} data-testid={props.testId}>
      <div className="pp-head">
        {props.back && (
          <Link to={props.back.to} className="pp-head__back">
            ‹ {props.back.text}
          </Link>
        )}
        <h2>{props.title}</h2>
      </div>
      {body}
    </div>
  );
}
