import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { ConfigProvider as MobileConfigProvider } from 'antd-mobile';
import mobileZhCN from 'antd-mobile/es/locales/zh-CN';
import { createAppRouter } from './router';
import { theme } from './theme';
import './dayjs-setup';
// antd-mobile's imperative Dialog/Toast need React 19's createRoot; set once for every page.
import '../lib/antd-mobile-render';
import './styles/global.css';

/** Providers: query cache, antd (zh_CN), antd-mobile (zh-CN), then the router. */
export function App() {
  const queryClient = useMemo(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false }, mutations: { retry: 0 } },
      }),
    [],
  );
  const router = useMemo(() => createAppRouter(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={zhCN} theme={theme} button={{ autoInsertSpace: false }}>
        <MobileConfigProvider locale={mobileZhCN}>
          <AntApp notification={{ placement: 'topRight' }}>
            <RouterProvider router={router} />
          </AntApp>
        </MobileConfigProvider>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
