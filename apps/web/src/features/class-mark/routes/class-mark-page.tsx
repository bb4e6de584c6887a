import { LeftOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { useSiteStore } from '../../../lib/site-store';
import { useClassMarkSession } from '../api/class-mark-session';
import { ClassMarkForm } from '../components/class-mark-form';
import { ClassMarkList } from '../components/class-mark-list';
import './class-mark.css';

function SessionForm({ chapterId }: { chapterId: number }) {
  const q = useClassMarkSession(chapterId);
  if (q.isPending) return <div className="cm-state">加载中…</div>;
  if (q.error)
    return (
      <div className="cm-state is-error" role="alert">
        {q.error.message || '加载失败，请稍后重试'}
      </div>
    );
  return <ClassMarkForm s={q.data} />;
}

/**
 * 课堂评价 (/classMark, full screen): with `?sessionId=` the rating form of that session, else the sessions I may
 * rate (with the days left) and those I rated. The header's back link leads to the list or the learning centre.
 */
export function ClassMarkPage() {
  const mobile = useSiteStore((s) => s.showMobileTheme);
  const [params] = useSearchParams();
  const raw = params.get('sessionId');
  const chapterId = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  return (
    <div className={`cm-page${mobile ? ' is-m' : ''}`}>
      <header className="cm-bar">
        <Link to={chapterId ? '/classMark' : '/center'} className="cm-bar__back" aria-label="返回">
          <LeftOutlined /> {chapterId ? '评价列表' : '学习中心'}
        </Link>
        <h1 className="cm-bar__title">课堂评价</h1>
        <span className="cm-bar__side" />
      </header>
      <main className="cm-body">{chapterId ? <SessionForm chapterId={chapterId} /> : <ClassMarkList />}</main>
    </div>
  );
}
