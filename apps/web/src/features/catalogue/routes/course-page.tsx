import { Button, Pagination } from 'antd';
import { setDeptValue, useDict, useSiteStore } from '../../../lib/site-store';
import { useSpuPage } from '../api/spu-page';
import { effectiveDept } from '../catalogue-labels';
import { CourseFilters } from '../components/course-filters';
import { GoodsCard } from '../components/goods-card';
import { CardGridSkeleton, EmptyState, LoadError } from '../components/page-states';
import { useCourseFilters } from '../use-course-filters';
import '../components/catalogue.css';

const PAGE_SIZE = 12;

/** 选课中心: every course on sale, narrowed by subject, grade, term, region and title. */
export function CoursePage() {
  const subjects = useDict('subject');
  const grades = useDict('grade');
  const depts = useDict('dept');
  const dept = effectiveDept(
    useSiteStore((s) => s.deptValue),
    depts,
  );
  const { filters, page, setFilters, setPage } = useCourseFilters();
  const query = useSpuPage({ ...filters, dept }, page, PAGE_SIZE);
  const data = query.data;
  const filtered = Object.values(filters).some(Boolean);

  return (
    <div className="cat-course-page">
      <CourseFilters
        value={filters}
        onChange={setFilters}
        subjects={subjects}
        grades={grades}
        depts={depts}
        dept={dept}
        onDeptChange={setDeptValue}
      />
      <div className="cat-result-bar">
        <span>
          共找到 <b>{data?.total ?? 0}</b> 门课程
        </span>
        {filtered && (
          <Button type="link" onClick={() => setFilters({})}>
            清空筛选
          </Button>
        )}
      </div>
      {query.isError && !data ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <CardGridSkeleton count={8} />
      ) : data.records.length === 0 ? (
        <EmptyState
          text={filtered ? '没有找到符合条件的课程，换个条件试试' : '当前地区暂无在售课程'}
          action={
            filtered && (
              <Button type="primary" onClick={() => setFilters({})}>
                查看全部课程
              </Button>
            )
          }
        />
      ) : (
        <>
          <div className={query.isPlaceholderData ? 'cat-grid is-stale' : 'cat-grid'}>
            {data.records.map((g) => (
              <GoodsCard key={g.id} goods={g} />
            ))}
          </div>
          {data.total > PAGE_SIZE && (
            <Pagination
              className="cat-pagination"
              current={page}
              pageSize={PAGE_SIZE}
              total={data.total}
              showSizeChanger={false}
              showTotal={(total) => `共 ${total} 门`}
              onChange={(p) => {
                setPage(p);
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
            />
          )}
        </>
      )}
    </div>
  );
}
