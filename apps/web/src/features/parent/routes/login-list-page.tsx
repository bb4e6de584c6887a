import { useEffect } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Button, Empty, Spin } from 'antd';
import { PARENT_ROLE_ID } from '@salt/domain';
import { useSiteStore } from '../../../lib/site-store';
import { useChosenChild } from '../chosen-child';
import { NotParent } from '../components/parent-page';
import '../components/parent.css';

/**
 * 选择学生 (/parent/loginList): the children bound to this parent; the pick is remembered for every parent page.
 * With one child the portal opens straight away.
 */
export function ParentLoginListPage() {
  const user = useSiteStore((s) => s.user);
  const navigate = useNavigate();
  const { children, isPending, choose } = useChosenChild();
  const only = children?.length === 1 ? children[0]! : null;
  useEffect(() => {
    if (only) {
      choose(only.id);
      navigate('/parent', { replace: true });
    }
  }, [only, choose, navigate]);
  if (!user) return <Navigate to="/parent/login" replace />;
  if (!user.roles.includes(PARENT_ROLE_ID))
    return (
      <div className="pp-login">
        <NotParent />
      </div>
    );
  return (
    <div className="pp-login" data-testid="parent-login-list">
      <h1>选择学生</h1>
      <p className="pp-login__sub">{user.realname ? `${user.realname}，` : ''}请选择要查看的孩子</p>
      {isPending ? (
        <Spin className="pp-spin" />
      ) : !children?.length ? (
        <Empty description="还没有绑定孩子的学生账号">
          <Link to="/parent/changeBind">
            <Button type="primary">绑定孩子</Button>
          </Link>
        </Empty>
      ) : (
        <>
          <div className="pp-card pp-pick">
            {children.map((c) => (
              <button
                type="button"
                key={c.id}
                className="pp-row pp-pick__row"
                onClick={() => {
                  choose(c.id);
                  navigate('/parent');
                }}
              >
                <img src={c.avatar} alt="" className="pp-avatar" />
                <span className="pp-row__main">
                  <span className="pp-row__title">{c.name}</span>
                  <span className="pp-row__sub">学生账号</span>
                </span>
                <span className="pp-row__side">查看 ›</span>
              </button>
            ))}
          </div>
          <p className="pp-login__sub" style={{ marginTop: 16 }}>
            <Link to="/parent/changeBind">绑定或解绑孩子</Link>
          </p>
        </>
      )}
    </div>
  );
}
