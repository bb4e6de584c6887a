import { Avatar, Dropdown, type MenuProps } from 'antd';
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { canSeeConsole } from '@salt/domain';
import { useSiteStore, type SiteUser } from '../../lib/site-store';
import { logout } from '../../features/auth/session';
import { isBuilt } from '../routes/route-built';

/** The menu's pages: 控制台 only for role 6; entries whose page is not built are left out. */
export function userMenuPages(roles: number[]): { key: string; label: string }[] {
  return [
    { key: '/center/myData', label: '个人信息' },
    { key: '/center', label: '学习中心' },
    { key: '/yanzhi', label: '盐值商城' },
    { key: '/recommend', label: '推荐有礼' },
    { key: '/center/DropCourse', label: '帮助中心' },
    ...(canSeeConsole(roles) ? [{ key: '/console', label: '控制台' }] : []),
  ].filter((item) => isBuilt(item.key));
}

/** The logged-in user's menu; 控制台 is a full page load (a separate app). */
export function UserMenu({ user }: { user: SiteUser }) {
  const navigate = useNavigate();
  const open = useSiteStore((s) => s.showMenu);
  const items: MenuProps['items'] = [
    ...userMenuPages(user.roles),
    { type: 'divider' as const },
    { key: 'logout', label: '退出登录' },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    useSiteStore.setState({ showMenu: false });
    if (key === 'logout') {
      // Leave first: logging out on a login-only page would pop the login dialog there.
      void Promise.resolve(navigate('/')).then(() => logout());
    } else if (key === '/console') {
      window.location.assign('/console');
    } else {
      void navigate(key);
    }
  };
  const name = user.realname || user.sysUser.realname || user.sysUser.username;
  return (
    <Dropdown
      menu={{ items, onClick }}
      trigger={['click']}
      open={open}
      onOpenChange={(next) => useSiteStore.setState({ showMenu: next })}
      placement="bottomRight"
    >
      <button type="button" className="user-menu__trigger" aria-label="用户菜单">
        <Avatar size={32} src={user.avatar || undefined} icon={<UserOutlined />} />
        <span className="user-menu__name" data-testid="header-user-name">
          {name}
        </span>
        <DownOutlined className="user-menu__caret" />
      </button>
    </Dropdown>
  );
}
