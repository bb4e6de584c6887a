import { lazy, Suspense, useState } from 'react';
import { InfiniteScroll, SearchBar, Skeleton } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { isSubjectValue, subjectColour, type SubjectValue } from '@salt/domain';
import { useDict, useSiteStore } from '../../../lib/site-store';
import { useSpuLayout } from '../api/spu-layout';
import { useSpuInfinite } from '../api/spu-page';
import { TERMS, effectiveDept } from '../catalogue-labels';
import { coverSrc } from '../../../lib/cover-src';
import { MobileGoodsItem } from '../components/mobile-goods-item';
import { errorText } from '../error-text';
import { isGreyHome } from '../grey-switch';
import { SnapCarousel } from '../../../components/snap-carousel';
import { LightTabs } from '../../../components/light-tabs';
import { MobileShopFiltersBar, type ShopFilterItem, type ShopFilterKey } from '../components/mobile-shop-filters-bar';
import '../components/catalogue.css';
import '../components/catalogue-mobile.css';

const PAGE_SIZE = 10;

// The kit's ErrorBlock carries its pictures inline (~10 KB gzip); only an empty or failed list draws it, so it
// loads then, not before the first paint (issue 19).
// The 年级 / 学期 Dropdown brings react-spring and use-gesture for its panel: its bar is drawn without them first.
const MobileShopFilters = lazy(() =>
  import('../components/mobile-shop-filters').then((m) => ({ default: m.MobileShopFilters })),
);
const ErrorBlock = lazy(() => import('antd-mobile/es/components/error-block').then((m) => ({ default: m.default })));

/** Mobile shop root (/m-shop, 全部课程): search, promoted courses, subject tabs, grade/term filter, endless list. */
export function MobileShopHomePage() {
  const navigate = useNavigate();
  const dic = useSiteStore((s) => s.dic);
  const subjects = useDict('subject');
  const grades = useDict('grade');
  const dept = effectiveDept(
    useSiteStore((s) => s.deptValue),
    useDict('dept'),
  );
  const [subject, setSubject] = useState<SubjectValue | ''>('');
  const [grade, setGrade] = useState('');
  const [term, setTerm] = useState('');
  const [keyword, setKeyword] = useState('');
  const [openFilter, setOpenFilter] = useState<ShopFilterKey | null>(null);
  const layout = useSpuLayout(dept, '');
  const list = useSpuInfinite({ subject: subject || undefined, grade, term, keyword, dept }, PAGE_SIZE);
  const goods = list.data?.pages.flatMap((p) => p.records) ?? [];
  const banners = layout.data?.banners ?? [];
  // The home's subject sections as staff arranged them (首页分区: order, hidden ones left out, titles); the
  // dictionary's subjects until the layout arrives.
  const tabs = layout.data
    ? layout.data.sections.map((s) => ({ value: s.subject, label: s.title }))
    : subjects.map((s) => ({ value: s.value, label: s.label }));
  const gradeLabel = grades.find((g) => g.value === grade)?.label ?? '年级';
  const filterItems: ShopFilterItem[] = [
    { key: 'grade', title: gradeLabel, highlight: !!grade },
    { key: 'term', title: term || '学期', highlight: !!term },
  ];

  return (
    <div className={isGreyHome(dic) ? 'mcat-home is-grey' : 'mcat-home'}>
      <header className="mcat-home__top">
        <div className="mcat-home__brand">
          <span className="mcat-home__logo">盐</span>
          盐课堂 · 全部课程
        </div>
        <SearchBar
          placeholder="搜索课程名称"
          aria-label="搜索课程"
          maxLength={50}
          onSearch={(text) => setKeyword(text.trim())}
          onClear={() => setKeyword('')}
        />
      </header>

      {/* The banner's box is kept while the layout loads, so the tabs and the list do not jump down when it comes. */}
      {layout.isPending && (
        <div className="mcat-home__banners" aria-hidden>
          <div className="mcat-banner" />
        </div>
      )}
      {banners.length > 0 && (
        <SnapCarousel
          className="mcat-home__banners"
          label="推荐课程"
          dots="phone"
          interval={3000}
          slides={banners.map((b) => ({
            key: b.id,
            node: (
              <button
                type="button"
                className="mcat-banner"
                onClick={() => void navigate(`/m-shop/goods-detail-new/${b.spuId}`)}
              >
                <img src={b.imageUrl || coverSrc(b.spuId, null)} alt={`${b.title}课程封面`} />
              </button>
            ),
          }))}
        />
      )}

      <div className="mcat-home__sticky">
        <LightTabs
          activeKey={subject || 'all'}
          onChange={(key) => setSubject(isSubjectValue(key) ? key : '')}
          className="mcat-home__tabs"
          style={
            {
              '--active-line-color': subject ? subjectColour(subject) : undefined,
              '--active-title-color': subject ? subjectColour(subject) : undefined,
            } as React.CSSProperties
          }
          tabs={[{ key: 'all', title: '全部' }, ...tabs.map((s) => ({ key: s.value, title: s.label }))]}
        />
        <Suspense
          fallback={<MobileShopFiltersBar className="mcat-home__filters" items={filterItems} onOpen={setOpenFilter} />}
        >
          <MobileShopFilters
            className="mcat-home__filters"
            items={filterItems}
            open={openFilter}
            onOpenChange={setOpenFilter}
            grades={grades}
            grade={grade}
            onGrade={setGrade}
            terms={TERMS}
            term={term}
            onTerm={setTerm}
          />
        </Suspense>
      </div>

      <div className="mcat-list">
        {list.isError && goods.length === 0 ? (
          <Suspense fallback={null}>
            <ErrorBlock status="disconnected" title={errorText(list.error)} description="下拉或点击重试">
              <button type="button" className="mcat-retry" onClick={() => void list.refetch()}>
                重新加载
              </button>
            </ErrorBlock>
          </Suspense>
        ) : list.isPending ? (
          Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="mcat-item" aria-busy="true">
              <Skeleton animated className="mcat-item__cover" />
              <div className="mcat-item__body">
                <Skeleton.Title animated />
                <Skeleton.Paragraph lineCount={2} animated />
              </div>
            </div>
          ))
        ) : goods.length === 0 ? (
          <Suspense fallback={null}>
            <ErrorBlock
              status="empty"
              title="暂无相关课程"
              description={keyword ? `没有找到“${keyword}”相关的课程` : '换个学科或年级看看吧'}
            />
          </Suspense>
        ) : (
          <>
            {goods.map((g) => (
              <MobileGoodsItem key={g.id} goods={g} />
            ))}
            <InfiniteScroll
              loadMore={async () => {
                await list.fetchNextPage();
              }}
              hasMore={!!list.hasNextPage && !list.isError}
            >
              {list.hasNextPage ? '加载中...' : '— 没有更多课程了 —'}
            </InfiniteScroll>
          </>
        )}
      </div>
    </div>
  );
}
