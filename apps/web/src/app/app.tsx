import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider as MobileConfigProvider } from 'antd-mobile';
import mobileZhCN from 'antd-mobile/es/locales/zh-CN';
import { createAppRouter } from './router';
import './styles/global.css';

/**
 * Providers: query cache, antd-mobile (zh-CN), then the router. antd's providers are not here: they wrap the
 * layouts that use antd (antd-scope.tsx), so the phone shop's first load carries no antd core.
 */
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
      <MobileConfigProvider locale={mobileZhCN}>
        <RouterProvider router={router} />
      </MobileConfigProvider>
    </QueryClientProvider>
  );
}
