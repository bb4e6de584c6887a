import { BrowserRouter, Route, Routes } from 'react-router';
import { Refine } from '@refinedev/core';
import routerProvider, { NavigateToResource } from '@refinedev/react-router';
import { App as AntApp, Button, ConfigProvider, Result } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import {
  AppstoreOutlined,
  AuditOutlined,
  CloudDownloadOutlined,
  FileTextOutlined,
  QuestionCircleOutlined,
  PictureOutlined,
  SafetyCertificateOutlined,
  GiftOutlined,
  BookOutlined,
  DatabaseOutlined,
  DashboardOutlined,
  FileDoneOutlined,
  ProfileOutlined,
  ReadOutlined,
  HistoryOutlined,
  FieldTimeOutlined,
  IdcardOutlined,
  NotificationOutlined,
  ShoppingOutlined,
  RollbackOutlined,
  TeamOutlined,
  ScheduleOutlined,
  SwapOutlined,
  StarOutlined,
  ShopOutlined,
  InboxOutlined,
  ControlOutlined,
  EditOutlined,
  WalletOutlined,
  FileSearchOutlined,
  FireOutlined,
  WechatOutlined,
  FormOutlined,
} from '@ant-design/icons';
import { theme } from '../app/theme';
import '../app/dayjs-setup';
import { ConsoleGate } from './auth/console-gate';
import { ConsoleLayout } from './layout/console-layout';
import { CONSOLE_PAGES, PageElement } from './console-pages';
import { consoleI18nProvider } from './providers/i18n-provider';
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
  { name: 'classes', list: '/console/classes', meta: { label: '班级', icon: <ScheduleOutlined /> } },
  { name: 'marking', list: '/console/marking', meta: { label: '阅卷', icon: <AuditOutlined /> } },
  { name: 'exams', list: '/console/exams', meta: { label: '考试', icon: <FileDoneOutlined /> } },
  { name: 'questions', list: '/console/questions', meta: { label: '题库', icon: <ReadOutlined /> } },
  { name: 'papers', list: '/console/papers', meta: { label: '试卷', icon: <ProfileOutlined /> } },
  { name: 'notices', list: '/console/notices', meta: { label: '通知', icon: <NotificationOutlined /> } },
  { name: 'class-changes', list: '/console/class-changes', meta: { label: '调班申请', icon: <SwapOutlined /> } },
  { name: 'class-marks', list: '/console/class-marks', meta: { label: '课堂评价', icon: <StarOutlined /> } },
  {
    name: 'goods',
    list: '/console/goods',
    create: '/console/goods/create',
    edit: '/console/goods/:id/edit',
    meta: { label: '课程', icon: <BookOutlined />, adminOnly: true },
  },
  {
    name: 'teachers',
    list: '/console/teachers',
    create: '/console/teachers/create',
    edit: '/console/teachers/:id/edit',
    meta: { label: '教师', icon: <IdcardOutlined />, adminOnly: true },
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
  {
    name: 'refunds',
    list: '/console/refunds',
    meta: { label: '退费', icon: <RollbackOutlined />, adminOnly: true },
  },
  {
    name: 'dictionaries',
    list: '/console/dictionaries',
    meta: { label: '字典', icon: <DatabaseOutlined />, adminOnly: true },
  },
  { name: 'audit', list: '/console/audit', meta: { label: '操作日志', icon: <HistoryOutlined />, adminOnly: true } },
  { name: 'jobs', list: '/console/jobs', meta: { label: '后台任务', icon: <FieldTimeOutlined />, adminOnly: true } },
  // Menu groups last: the items after a group's label would read as its members.
  { name: 'teaching', meta: { label: '教学', adminOnly: true } },
  {
    name: 'exam-uploads',
    list: '/console/exam-uploads',
    meta: { label: '试卷作文审核', icon: <FileSearchOutlined />, parent: 'teaching', adminOnly: true },
  },
  { name: 'marketing', meta: { label: '营销', adminOnly: true } },
  {
    name: 'coupons',
    list: '/console/coupons',
    show: '/console/coupons/:id',
    meta: { label: '优惠券', icon: <GiftOutlined />, parent: 'marketing', adminOnly: true },
  },
  {
    name: 'referral-withdrawals',
    list: '/console/referral-withdrawals',
    meta: { label: '推荐提现', icon: <WalletOutlined />, parent: 'marketing', adminOnly: true },
  },
  { name: 'points', meta: { label: '盐值', adminOnly: true } },
  {
    name: 'points-goods',
    list: '/console/points-goods',
    meta: { label: '盐值商品', icon: <ShopOutlined />, parent: 'points', adminOnly: true },
  },
  {
    name: 'points-exchanges',
    list: '/console/points-exchanges',
    meta: { label: '兑换订单', icon: <InboxOutlined />, parent: 'points', adminOnly: true },
  },
  {
    name: 'points-rules',
    list: '/console/points-rules',
    meta: { label: '盐值规则', icon: <ControlOutlined />, parent: 'points', adminOnly: true },
  },
  {
    name: 'points-adjust',
    list: '/console/points-adjust',
    meta: { label: '盐值调整', icon: <EditOutlined />, parent: 'points', adminOnly: true },
  },
  { name: 'content', meta: { label: '内容', adminOnly: true } },
  {
    name: 'banners',
    list: '/console/banners',
    meta: { label: '首页轮播', icon: <PictureOutlined />, parent: 'content', adminOnly: true },
  },
  {
    name: 'home-sections',
    list: '/console/home-sections',
    meta: { label: '首页分区', icon: <AppstoreOutlined />, parent: 'content', adminOnly: true },
  },
  {
    name: 'help-articles',
    list: '/console/help-articles',
    meta: { label: '帮助文章', icon: <QuestionCircleOutlined />, parent: 'content', adminOnly: true },
  },
  {
    name: 'agreements',
    list: '/console/agreements',
    meta: { label: '协议', icon: <FileTextOutlined />, parent: 'content', adminOnly: true },
  },
  {
    name: 'client-versions',
    list: '/console/client-versions',
    meta: { label: '客户端版本', icon: <CloudDownloadOutlined />, parent: 'content', adminOnly: true },
  },
  {
    name: 'licences',
    list: '/console/licences',
    meta: { label: '办学资质', icon: <SafetyCertificateOutlined />, parent: 'content', adminOnly: true },
  },
  {
    name: 'campaign',
    list: '/console/campaign',
    meta: { label: '活动页', icon: <FireOutlined />, parent: 'content', adminOnly: true },
  },
  {
    name: 'official-account',
    list: '/console/official-account',
    meta: { label: '公众号', icon: <WechatOutlined />, parent: 'content', adminOnly: true },
  },
  {
    name: 'questionnaires',
    list: '/console/questionnaires',
    create: '/console/questionnaires/create',
    edit: '/console/questionnaires/:id/edit',
    meta: { label: '问卷调查', icon: <FormOutlined />, parent: 'content', adminOnly: true },
  },
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
          i18nProvider={consoleI18nProvider}
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
        {CONSOLE_PAGES.map(({ path, Page, adminOnly }) => (
          <Route key={path} path={path} element={<PageElement Page={Page} adminOnly={adminOnly} />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
