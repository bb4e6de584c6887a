import { BrowserRouter, Route, Routes } from 'react-router';
import { Refine } from '@refinedev/core';
import routerProvider, { NavigateToResource } from '@refinedev/react-router';
import { App as AntApp, Button, ConfigProvider, Result } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import {
  AuditOutlined,
  BookOutlined,
  DashboardOutlined,
  HistoryOutlined,
  ShoppingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { theme } from '../app/theme';
import '../app/dayjs-setup';
import { ConsoleGate } from './auth/console-gate';
import { ConsoleLayout } from './layout/console-layout';
import { DashboardPage } from './dashboard/dashboard-page';
import { MarkingPage } from './marking/marking-page';
import { AuditPage } from './audit/audit-page';
import { GoodsListPage } from './goods/goods-list-page';
import { GoodsFormPage } from './goods/goods-form-page';
import { UsersPage } from './users/users-page';
import { UserDetailPage } from './users/user-detail-page';
import { OrdersPage } from './orders/orders-page';
import { OrderDetailPage } from './orders/order-detail-page';
import { AdminOnly } from './auth/admin-only';
import { consoleAuthProvider } from './providers/auth-provider';
import { consoleDataProvider } from './providers/data-provider';
import './console.css';

/**
 * Refine's resources are the console's built pages: the menu and breadcrumb are made from them, so a page shows
 * up in the menu only once it exists here. `adminOnly` pages are left out of a teacher's menu (the server refuses
 * their calls anyway). The first resource is the landing page (/console goes there).
 */
const resources = [
  { name: 'dashboard', list: '/console/dashboard', meta: { label: '首页', icon: <DashboardOutlined /> } },
  { name: 'marking', list: '/console/marking', meta: { label: '阅卷', icon: <AuditOutlined /> } },
  {
    name: 'goods',
    list: '/console/goods',
    create: '/console/goods/create',
    edit: '/console/goods/:id/edit',
    meta: { label: '课程', icon: <BookOutlined />, adminOnly: true },
  },
  {
    name: 'users',
    list: '/console/users',
    show: '/console/users/:id',
    meta: { label: '用户', icon: <TeamOutlined />, adminOnly: true },
  },
  {
    name: 'orders',
    list: '/console/orders',
    show: '/console/orders/:id',
    meta: { label: '订单', icon: <ShoppingOutlined />, adminOnly: true },
  },
  { name: 'audit', list: '/console/audit', meta: { label: '操作日志', icon: <HistoryOutlined />, adminOnly: true } },
];

function NotFound() {
  return (
    <Result
      status="404"
      title="页面不存在"
      extra={
        <Button type="primary" href="/console">
          回到控制台
        </Button>
      }
    />
  );
}

/** The staff console (its own Vite entry, console.html): refine over the site's API client, antd 6 in zh_CN. */
export function ConsoleApp() {
  return (
    <BrowserRouter>
      <ConsoleRefine />
    </BrowserRouter>
  );
}

/** Everything inside the router (tests put it in a memory router). */
export function ConsoleRefine() {
  return (
    <ConfigProvider locale={zhCN} theme={theme} button={{ autoInsertSpace: false }}>
      <AntApp>
        <Refine
          routerProvider={routerProvider}
          dataProvider={consoleDataProvider}
          authProvider={consoleAuthProvider}
          resources={resources}
          options={{
            // No call leaves for refine's servers.
            disableTelemetry: true,
            syncWithLocation: false,
            reactQuery: {
              clientConfig: {
                defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false }, mutations: { retry: 0 } },
              },
            },
          }}
        >
          <ConsoleRoutes />
        </Refine>
      </AntApp>
    </ConfigProvider>
  );
}

export function ConsoleRoutes() {
  return (
    <Routes>
      <Route
        path="/console"
        element={
          <ConsoleGate>
            <ConsoleLayout />
          </ConsoleGate>
        }
      >
        <Route index element={<NavigateToResource resource="dashboard" />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="marking" element={<MarkingPage />} />
        <Route
          path="goods"
          element={
            <AdminOnly>
              <GoodsListPage />
            </AdminOnly>
          }
        />
        <Route
          path="users"
          element={
            <AdminOnly>
              <UsersPage />
            </AdminOnly>
          }
        />
        <Route
          path="users/:id"
          element={
            <AdminOnly>
              <UserDetailPage />
            </AdminOnly>
          }
        />
        <Route
          path="goods/create"
          element={
            <AdminOnly>
              <GoodsFormPage />
            </AdminOnly>
          }
        />
        <Route
          path="goods/:id/edit"
          element={
            <AdminOnly>
              <GoodsFormPage />
            </AdminOnly>
          }
        />
        <Route
          path="audit"
          element={
            <AdminOnly>
              <AuditPage />
            </AdminOnly>
          }
        />
        <Route
          path="orders"
          element={
            <AdminOnly>
              <OrdersPage />
            </AdminOnly>
          }
        />
        <Route
          path="orders/:id"
          element={
            <AdminOnly>
              <OrderDetailPage />
            </AdminOnly>
          }
        />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
