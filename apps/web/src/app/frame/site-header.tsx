import { Badge, Button } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { Link, NavLink } from 'react-router';
import { openLoginDialog, useSiteStore } from '../../lib/site-store';
import { useUnreadCount } from '../../features/learning/api/notice-unread';
import { RegionSelect } from './region-select';
import { UserMenu } from './user-menu';
import { AppVersionRefresh } from './app-version-refresh';
import { isBuilt } from '../routes/route-built';

/** The spec's header tabs; a tab whose page is not built yet is left out (see isBuilt). */
export const HEADER_TABS = [
  { to: '/', label: '首页' },
  { to: '/course', label: '选课中心' },
  { to: '/center', label: '学习中心' },
  { to: '/teacherList', label: '师资力量' },
  { to: '/download', label: '客户端下载' },
].filter((tab) => isBuilt(tab.to));

export function SiteHeader() {
  const user = useSiteStore((s) => s.user);
  const unread = useUnreadCount(Boolean(user)).data ?? 0;
  return (
    <header className="site-header">
      <div className="site-container site-header__inner">
        <Link to="/" className="site-logo" aria-label="盐课堂首页">
          <span className="site-logo__mark">盐</span>
          <span className="site-logo__text">盐课堂</span>
        </Link>
        <RegionSelect />
        <nav className="site-tabs" aria-label="主导航">
          {HEADER_TABS.map((tab) => (
            <NavLink
              key={tab.to}
              to={tab.to}
              end={tab.to === '/'}
              className={({ isActive }) => `site-tab${isActive ? ' is-active' : ''}`}
            >
              {tab.label}
            </NavLink>
          ))}
        </nav>
        <div className="site-header__actions">
          <AppVersionRefresh />
          <Link to="/center/notice" className="header-icon-button" aria-label="消息通知">
            <Badge count={unread} size="small" offset={[2, -2]}>
              <BellOutlined />
            </Badge>
          </Link>
          {user ? (
            <UserMenu user={user} />
          ) : (
            <>
              <Button
                type="primary"
                autoInsertSpace={false}
                data-testid="login-button"
                onClick={() => openLoginDialog('login')}
              >
                登录
              </Button>
              <Button autoInsertSpace={false} data-testid="register-button" onClick={() => openLoginDialog('register')}>
                注册
              </Button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
