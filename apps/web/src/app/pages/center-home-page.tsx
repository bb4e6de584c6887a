import { Avatar, Badge, Button, Skeleton } from 'antd';
import {
  ShoppingOutlined,
  BarChartOutlined,
  RollbackOutlined,
  BellOutlined,
  CustomerServiceOutlined,
  EnvironmentOutlined,
  FormOutlined,
  GiftOutlined,
  LockOutlined,
  QuestionCircleOutlined,
  RightOutlined,
  SettingOutlined,
  UserOutlined,
  UsergroupAddOutlined,
} from '@ant-design/icons';
import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { centreKindOf, seesChildCentre, seesMarkingCentre, type CentreKind } from '@salt/domain';
import { shopPath } from '../../lib/shop-paths';
import { useDict, useSiteStore } from '../../lib/site-store';
import { isBuilt } from '../../lib/built-pages';
import { logout } from '../../features/auth/session';
import { MyClasses } from '../../features/learning/components/my-classes';
import { ChildCentre } from '../../features/learning/components/child-centre';
import { HomeworkToMark } from '../../features/learning/components/homework-to-mark';
import { ExamEntries } from '../../features/exam-pages/components/exam-entries';
import { ClassMarkPrompt } from '../../features/class-mark';
import { myClassMarksQuery, useMyClassMarks } from '../../features/class-mark/api/my-class-marks';
import { myClassesQuery, useMyClasses } from '../../features/learning/api/my-classes';
import { changeLinesQuery, useChangeLines } from '../../features/class-change/api/change-lines';
import { unreadCountQuery, useUnreadCount } from '../../features/learning/api/notice-unread';
import './center-home-page.css';

const ROLE_LABEL: Record<CentreKind, string> = { pupil: '学生', teacher: '教师', tutor: '辅导老师', parent: '家长' };

/**
 * What each person reaches for during the week, next to the classes: a pupil their study services, teachers and
 * tutors their notices and help (their marking is on the page), a parent orders and notices. Entries whose page
 * is not built are left out.
 */
const entriesFor = (kind: CentreKind, mobile: boolean) => {
  const notice = { to: '/center/Notice', title: '消息通知', icon: <BellOutlined />, tone: '#1677ff' };
  const orders = { to: shopPath('orders', { mobile }), title: '我的订单', icon: <ShoppingOutlined />, tone: '#eb2f96' };
  const feedback = { to: '/center/Feedback', title: '意见反馈', icon: <FormOutlined />, tone: '#fa8c16' };
  const help = { to: '/center/DropCourse', title: '帮助中心', icon: <QuestionCircleOutlined />, tone: '#52c41a' };
  const byKind: Record<CentreKind, { to: string; title: string; icon: ReactNode; tone: string }[]> = {
    pupil: [
      notice,
      orders,
      { to: '/center/MyTutor', title: '辅导老师', icon: <CustomerServiceOutlined />, tone: '#13c2c2' },
      { to: '/report', title: '学习报告', icon: <BarChartOutlined />, tone: '#722ed1' },
      { to: '/yanzhi', title: '盐值商城', icon: <GiftOutlined />, tone: '#fa8c16' },
      { to: '/recommend', title: '推荐有礼', icon: <UsergroupAddOutlined />, tone: '#fa541c' },
      { to: '/refund', title: '退费', icon: <RollbackOutlined />, tone: '#f5222d' },
      feedback,
      help,
    ],
    teacher: [notice, feedback, help],
    tutor: [notice, feedback, help],
    parent: [notice, orders, feedback, help],
  };
  return byKind[kind].filter((e) => isBuilt(e.to));
};

/**
 * Account pages; on phones this page is their only entry (there is no header menu). Filtered when drawn, not at
 * import: the route table registers itself as the router loads.
 */
const accountEntries = () =>
  [
    { to: '/center/myData', title: '个人信息', icon: <UserOutlined /> },
    { to: '/center/Account', title: '账号设置', icon: <SettingOutlined /> },
    { to: '/center/editPassword', title: '修改密码', icon: <LockOutlined /> },
    // The shop's address page: /center/UserAddress is not built, and this one is where checkout's addresses live.
    { to: '/m-shop/userAddressNew', title: '收货地址', icon: <EnvironmentOutlined /> },
  ].filter((e) => isBuilt(e.to));

/**
 * A pupil's lists, asked for as the page starts to render (what usePrefetchQuery does) instead of when the first
 * render has been committed: on a slow phone drawing the frame and the page's top took a few hundred milliseconds,
 * and the study block (the largest paint) waited for these answers after that.
 */
function prefetchPupilStudy(qc: QueryClient): void {
  const marks = myClassMarksQuery();
  const classes = myClassesQuery();
  const lines = changeLinesQuery();
  const unread = unreadCountQuery();
  if (!qc.getQueryState(marks.queryKey)) void qc.prefetchQuery(marks);
  if (!qc.getQueryState(classes.queryKey)) void qc.prefetchQuery(classes);
  if (!qc.getQueryState(lines.queryKey)) void qc.prefetchQuery(lines);
  if (!qc.getQueryState(unread.queryKey)) void qc.prefetchQuery(unread);
}

/**
 * An entry's icon, with the unread count on 消息通知. antd's Badge only when there is a count to show: nine Badges
 * (each with its motion and scroll-number parts) were a good share of the page's first render on a slow phone,
 * and with no count a Badge draws nothing but its wrapper, which `center-entry__badge` copies (same box).
 */
function EntryIcon({ icon, count }: { icon: ReactNode; count: number }) {
  const glyph = <span className="center-entry__icon">{icon}</span>;
  if (count <= 0) return <span className="center-entry__badge">{glyph}</span>;
  return (
    <Badge count={count} size="small" offset={[-2, 2]}>
      {glyph}
    </Badge>
  );
}

/**
 * A pupil's study block: the 课堂评价 prompt, 考试与练习 and the classes. The prompt and the classes load apart, and
 * whichever came second pushed the other down (a layout shift of the class cards, up to 0.6 CLS on a slow phone).
 * One placeholder, tall enough that what follows it starts below a phone's screen, until both are in.
 *
 * The cards' 申请调班 lines are asked for here too, next to the other two, not after the cards mount. The block is
 * drawn in a transition once both are in: the cards are the page's heaviest render (antd's styles for every part),
 * and a transition lets React yield every few milliseconds instead of blocking a slow phone's main thread for most
 * of a second (Lighthouse's TBT, issue 19).
 */
function PupilStudy({ mobile }: { mobile: boolean }) {
  const marksPending = useMyClassMarks().isPending;
  const classesPending = useMyClasses().isPending;
  useChangeLines();
  const pending = marksPending || classesPending;
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (!pending) startTransition(() => setDrawn(true));
  }, [pending]);
  if (pending || !drawn) {
    return (
      <div className="center-home__study-loading" aria-busy="true">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  return (
    <>
      <ClassMarkPrompt />
      <ExamEntries mobile={mobile} />
      <MyClasses />
    </>
  );
}

/**
 * Learning-centre home, by who is looking (centreKindOf): a pupil's classes; a teacher's or tutor's homework to
 * mark and the classes they teach with the next session; a parent's bound child's classes and progress,
 * read-only. The study and account entries sit around them. It lives in app/ because it joins two features:
 * learning and the session's logout.
 */
export function CenterHomePage() {
  const user = useSiteStore((s) => s.user);
  const qc = useQueryClient();
  if (user && centreKindOf(user.roles) === 'pupil') prefetchPupilStudy(qc);
  const mobile = useSiteStore((s) => s.showMobileTheme);
  const navigate = useNavigate();
  const grades = useDict('grade');
  const unread = useUnreadCount().data ?? 0;
  const roles = user?.roles;
  const kind = roles ? centreKindOf(roles) : 'pupil';
  // isBuilt matches each path against the whole route table: once per visit, not on every render.
  const entries = useMemo(() => entriesFor(kind, mobile), [kind, mobile]);
  const account = useMemo(() => accountEntries(), []);
  if (!user) return null;
  const grade = grades.find((g) => g.value === user.sysUser.grade)?.label;
  const name = user.realname || user.sysUser.username;
  const onLogout = () => void Promise.resolve(navigate('/')).then(() => logout());

  return (
    <div className={`center-home${mobile ? ' is-mobile' : ''}`} data-centre={kind}>
      <section className="center-hero">
        <Avatar size={mobile ? 52 : 64} src={user.avatar || undefined} icon={<UserOutlined />} />
        <div className="center-hero__who">
          <div className="center-hero__name">你好，{name}</div>
          <div className="center-hero__meta" data-testid="centre-role">
            {ROLE_LABEL[kind]}
            {kind === 'pupil' && (
              <>
                {' · '}
                {grade ?? (
                  <Link to="/center/myData" className="center-hero__set-grade">
                    设置年级
                  </Link>
                )}
              </>
            )}
          </div>
        </div>
        {!mobile && (
          <Link to="/center/myData" className="center-hero__edit">
            编辑资料 <RightOutlined />
          </Link>
        )}
      </section>

      <nav className="center-entries" aria-label="学习服务">
        {entries.map((e) => (
          <Link key={e.to} to={e.to} className="center-entry" style={{ ['--tone' as string]: e.tone }}>
            <EntryIcon icon={e.icon} count={e.to === '/center/Notice' ? unread : 0} />
            <span className="center-entry__title">{e.title}</span>
          </Link>
        ))}
      </nav>

      {seesChildCentre(user.roles) ? (
        <ChildCentre />
      ) : seesMarkingCentre(user.roles) ? (
        <>
          <HomeworkToMark />
          <MyClasses title="我的班级" emptyText="暂时没有你任教的班级" offerShop={false} />
        </>
      ) : kind === 'pupil' ? (
        <PupilStudy mobile={mobile} />
      ) : (
        <MyClasses />
      )}

      <section className="center-account">
        <h2 className="center-account__title">账号与设置</h2>
        <div className="center-account__list">
          {account.map((e) => (
            <Link key={e.to} to={e.to} className="center-account__item">
              {e.icon}
              <span>{e.title}</span>
              <RightOutlined className="center-account__arrow" />
            </Link>
          ))}
        </div>
        {mobile && (
          <Button block danger size="large" className="center-home__logout" onClick={onLogout}>
            退出登录
          </Button>
        )}
      </section>
    </div>
  );
}
