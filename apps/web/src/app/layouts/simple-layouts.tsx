import { Link, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { HomeOutlined, LeftOutlined } from '@ant-design/icons';
import { useSiteStore } from '../../lib/site-store';
import { Breadcrumbs, SiteFooter, SiteHeader } from '../frame/lazy-desktop-frame';
import { HomeworkDialogHost } from '../../features/homework/components/homework-dialog-host';
import { RequireLogin } from './require-login';
import { PageFade } from './page-fade';

/** No frame and no login: agreements, landing pages, the parent login. */
export function EmptyNoLoginLayout() {
  return (
    <div className="empty-frame empty-frame--padded">
      <PageFade>
        <Outlet />
      </PageFade>
    </div>
  );
}

/** No frame, login required: full-screen work pages such as exams and playback. */
export function EmptyLayout() {
  return (
    <div className="empty-frame">
      <RequireLogin>
        <PageFade>
          <Outlet />
        </PageFade>
      </RequireLogin>
    </div>
  );
}

/** Exam and essay uploads: a slim title bar with a back arrow, usable on phones and desktops alike. */
export function ExamUploadLayout() {
  const navigate = useNavigate();
  return (
    <div className="exam-upload-frame">
      <header className="exam-upload-frame__bar">
        <button type="button" aria-label="返回" onClick={() => void navigate(-1)}>
          <LeftOutlined />
        </button>
        <span>试卷与作文上传</span>
      </header>
      <main className="exam-upload-frame__content">
        <RequireLogin>
          <PageFade>
            <Outlet />
          </PageFade>
        </RequireLogin>
      </main>
    </div>
  );
}

/**
 * Desktop shop pages (goods detail, cart, checkout, orders, coupons): the site frame with its breadcrumbs. The
 * personal pages ask for login in place, like the learning centre.
 */
export function PcShopLayout() {
  return (
    <div className="desktop-frame">
      <SiteHeader />
      <main className="site-main">
        <div className="site-container">
          <Breadcrumbs />
        </div>
        <div className="site-container site-content">
          <RequireLogin>
            <PageFade>
              <Outlet />
            </PageFade>
          </RequireLogin>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}

/**
 * 推荐有礼 (/recommend): shared through messaging apps, so no site header: a slim warm bar with the way back (the
 * learning centre from the index, the index from its sub-pages) and the page's title; the index brings its own hero.
 */
export function RecommendLayout() {
  const mobile = useSiteStore((s) => s.showMobileTheme);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const matches = useMatches();
  const title = (matches.at(-1)?.handle as { title?: string } | undefined)?.title ?? '推荐有礼';
  const isIndex = pathname.replace(/\/+$/, '').toLowerCase() === '/recommend';
  return (
    <div className={`recommend-frame${mobile ? ' is-mobile' : ''}`}>
      <header className="recommend-frame__bar">
        <div className="recommend-frame__inner">
          <button type="button" aria-label="返回" onClick={() => void navigate(isIndex ? '/center' : '/recommend')}>
            <LeftOutlined />
            {!mobile && <span>{isIndex ? '学习中心' : '推荐有礼'}</span>}
          </button>
          <h1>{title}</h1>
          <Link to="/" className="recommend-frame__home">
            {mobile ? <HomeOutlined aria-label="首页" /> : '首页'}
          </Link>
        </div>
      </header>
      <main className="recommend-frame__content">
        <RequireLogin>
          <PageFade>
            <Outlet />
          </PageFade>
        </RequireLogin>
      </main>
    </div>
  );
}

/** Opened by the native app: nothing but the homework of the session in the path (the page shows it). */
export function HomeworkOnlyLayout() {
  return (
    <div className="empty-frame">
      <Outlet />
      <HomeworkDialogHost />
    </div>
  );
}
