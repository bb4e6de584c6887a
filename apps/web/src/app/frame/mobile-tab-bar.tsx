import { TabBar } from 'antd-mobile';
import { AppstoreOutline, DownlandOutline, UserOutline } from 'antd-mobile-icons';
import { useLocation, useNavigate } from 'react-router';
import { isBuilt } from '../routes/route-built';

/** The spec's tabs; 下载中心 and any other tab whose page is not built yet are left out. */
export const MOBILE_TABS = [
  { key: '/m-shop', title: '全部课程', icon: <AppstoreOutline /> },
  { key: '/center', title: '学习中心', icon: <UserOutline /> },
  { key: '/MDownload', title: '下载中心', icon: <DownlandOutline /> },
].filter((tab) => isBuilt(tab.key));

export function activeTabOf(pathname: string): string {
  const lower = pathname.toLowerCase();
  return (
    MOBILE_TABS.find((t) => lower === t.key.toLowerCase() || lower.startsWith(`${t.key.toLowerCase()}/`))?.key ?? ''
  );
}

export function MobileTabBar() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <nav className="mobile-tab-bar" aria-label="底部导航">
      <TabBar activeKey={activeTabOf(pathname)} onChange={(key) => void navigate(key)} safeArea>
        {MOBILE_TABS.map((t) => (
          <TabBar.Item key={t.key} icon={t.icon} title={t.title} />
        ))}
      </TabBar>
    </nav>
  );
}
