import { useSearchParams } from 'react-router';
import { Pagination, Skeleton } from 'antd';
import { isSubjectValue } from '@salt/domain';
import { useDict } from '../../../lib/site-store';
import { useTeacherPage } from '../api/teacher-page';
import { EmptyState, LoadError } from '../components/page-states';
import { TeacherCard } from '../components/teacher-card';
import '../components/catalogue.css';
import './teacher-pages.css';

const PAGE_SIZE = 12;

/** 师资力量: every teacher, by subject, each opening their qualification page. */
export function TeacherListPage() {
  const subjects = useDict('subject');
  const [params, setParams] = useSearchParams();
  const raw = params.get('subject') ?? '';
  const subject = isSubjectValue(raw) ? raw : '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = useTeacherPage(subject, page, PAGE_SIZE);
  const data = query.data;

  const pick = (value: string) => setParams(value ? { subject: value } : {});

  return (
    <div className="cat-teacher-page">
      <section className="cat-teacher-hero">
        <h1>师资力量</h1>
        <p>持证上岗 · 名校背景 · 平均教龄十年以上，每一位老师都经过试讲与教研考核</p>
      </section>
      <div className="cat-filters">
        <div className="cat-filter-row" role="group" aria-label="学科">
          <span className="cat-filter-row__label">学科：</span>
          <div className="cat-filter-row__options">
            {[{ value: '', label: '全部' }, ...subjects].map((s) => (
              <button
                key={s.value || 'all'}
                type="button"
                aria-pressed={subject === s.value}
                className={subject === s.value ? 'cat-chip is-active' : 'cat-chip'}
                onClick={() => pick(s.value)}
              >
                {s.label}
              </button>
            ))}
          </div>
        </div>
      </div>
      {query.isError && !data ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <div className="cat-teacher-grid" aria-busy="true" aria-label="加载中">
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} className="cat-teacher">
              <Skeleton.Avatar active size={96} />
              <Skeleton active paragraph={{ rows: 3 }} />
            </div>
          ))}
        </div>
      ) : data.records.length === 0 ? (
        <EmptyState text="该学科暂无老师信息" />
      ) : (
        <>
          <div className={query.isPlaceholderData ? 'cat-teacher-grid is-stale' : 'cat-teacher-grid'}>
            {data.records.map((t) => (
              <TeacherCard key={t.id} teacher={t} intro={t.intro} years={t.teachingYears} />
            ))}
          </div>
          {data.total > PAGE_SIZE && (
            <Pagination
              className="cat-pagination"
              current={page}
              pageSize={PAGE_SIZE}
              total={data.total}
              showSizeChanger={false}
              onChange={(p) =>
                setParams((prev) => {
                  const next = new URLSearchParams(prev);
                  next.set('page', String(p));
                  return next;
                })
              }
            />
          )}
        </>
      )}
    </div>
  );
}
