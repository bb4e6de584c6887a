import { useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useBreadcrumb, useGetIdentity, useLogout, useMenu } from '@refinedev/core';
import { Breadcrumb, Button, Drawer, Grid, Layout, Menu, Space, Typography, type MenuProps } from 'antd';
import { LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { isAdmin } from '@salt/domain';
import type { ConsoleIdentity } from '../providers/auth-provider';

const { Header, Sider, Content } = Layout;

/** The menu: refine's resources that have a list page (only built pages are resources, so no 功能建设中 links). */
function ConsoleMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { menuItems, selectedKey } = useMenu();
  const { data: me } = useGetIdentity<ConsoleIdentity>();
  const admin = isAdmin(me?.roles ?? []);
  type Item = (typeof menuItems)[number];
  // A group (营销) is a labelled group of its pages (not a nested menu); left with no page for this user, not shown.
  const toItems = (list: Item[]): NonNullable<MenuProps['items']> =>
    list
      .filter((item) => admin || !item.meta?.adminOnly)
      .flatMap((item): NonNullable<MenuProps['items']> => {
        if (item.children.length > 0) {
          const children = toItems(item.children);
          return children.length ? [{ type: 'group' as const, key: item.key, label: item.label, children }] : [];
        }
        return [
          {
            key: item.route ?? item.key,
            icon: item.icon,
            label: (
              <Link to={item.route ?? '/'} onClick={onNavigate}>
                {item.label}
              </Link>
            ),
          },
        ];
      });
  const items = toItems(menuItems);
  return <Menu mode="inline" selectedKeys={[selectedKey]} items={items} />;
}

/**
 * The console's frame: a sider menu on desktop, the same menu in a drawer below lg (a phone at 390 wide), a header
 * with the user's name and 退出, and a breadcrumb from refine's resources.
 */
export function ConsoleLayout() {
  const screens = Grid.useBreakpoint();
  const narrow = screens.lg === false;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { data: me } = useGetIdentity<ConsoleIdentity>();
  const { mutate: logout } = useLogout();
  const { breadcrumbs } = useBreadcrumb();
  const { pathname } = useLocation();
  const crumbs = [
    { title: <Link to="/console">控制台</Link> },
    ...breadcrumbs.map((b) => ({
      title: b.href && b.href !== pathname ? <Link to={b.href}>{b.label}</Link> : b.label,
    })),
  ];
  const brand = (
    <a className="console-brand" href="/">
      盐课堂 · 控制台
    </a>
  );
  return (
    <Layout className="console-shell">
      {narrow ? (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={240}
          title={brand}
          styles={{ body: { padding: 0 } }}
        >
          <ConsoleMenu onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      ) : (
        <Sider width={208} theme="light" className="console-sider">
          <div className="console-sider__brand">{brand}</div>
          <ConsoleMenu />
        </Sider>
      )}
      <Layout>
        <Header className="console-header">
          {narrow && (
            <Button type="text" icon={<MenuOutlined />} aria-label="打开菜单" onClick={() => setDrawerOpen(true)} />
          )}
          <span className="console-header__spacer" />
          <Space size="middle">
            <Typography.Text data-testid="console-user-name">{me?.name}</Typography.Text>
            <Button type="link" icon={<LogoutOutlined />} onClick={() => logout()}>
              退出
            </Button>
          </Space>
        </Header>
        <Content className="console-content">
          <Breadcrumb className="console-breadcrumb" items={crumbs} />
          <Outlet />
        </Content>
      </Layout>
    </Layout>
  );
}
