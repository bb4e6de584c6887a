import { FireFilled } from '@ant-design/icons';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMallHome } from '../api/mall-home';
import { useGoodsPage } from '../api/goods-page';
import { BalanceCard } from '../components/balance-card';
import { GoodsCard } from '../components/goods-card';
import { MallBanners } from '../components/mall-banners';
import { ListState, LoadMore } from '../components/list-state';
import { PillTabs } from '../components/pill-tabs';
import { YzPage } from '../components/yz-page';

const ALL = '';

/**
 * 盐值商城 (/yanzhi): the balance card, the banners staff placed on the mall (or, with none, the campaign card that
 * opens /yanzhi/advert), the 热门兑换 entry, category tabs (全部 first) and the goods of the chosen one, twelve at a time.
 */
export function PointsMallPage() {
  const home = useMallHome();
  const [category, setCategory] = useState(ALL);
  const goods = useGoodsPage({ category: category || undefined });
  const list = goods.data?.pages.flatMap((p) => p.records) ?? [];
  const banners = home.data?.banners ?? [];
  const tabs = [{ key: ALL, label: '全部' }, ...(home.data?.categories ?? []).map((c) => ({ key: c, label: c }))];

  return (
    <YzPage title="盐值商城" testId="yz-mall">
      <BalanceCard />
      {banners.length > 0 && <MallBanners banners={banners} />}
      <div className={banners.length > 0 ? 'yz-entries yz-entries--solo' : 'yz-entries'}>
        {home.isSuccess && banners.length === 0 && (
          <Link to="/yanzhi/advert" className="yz-banner">
            <div>
              <div className="yz-banner__title">盐值兑换季</div>
              <div className="yz-banner__sub">好礼限量兑 · 文具图书课程券等你来</div>
            </div>
            <span className="yz-banner__cta">去看看</span>
          </Link>
        )}
        <Link to="/yanzhi/hotGoods" className="yz-hot-entry">
          <FireFilled className="yz-hot-entry__icon" />
          <div>
            <div className="yz-hot-entry__title">热门兑换</div>
            <div className="yz-hot-entry__sub">大家都在换什么</div>
          </div>
        </Link>
      </div>
      <PillTabs label="商品分类" items={tabs} active={category} onChange={setCategory} />
      <ListState
        pending={goods.isPending}
        error={goods.error}
        empty={list.length === 0}
        emptyText="这个分类暂时没有商品"
      >
        <div className="yz-grid">
          {list.map((g) => (
            <GoodsCard key={g.id} goods={g} />
          ))}
        </div>
        <LoadMore
          has={goods.hasNextPage}
          loading={goods.isFetchingNextPage}
          onMore={() => void goods.fetchNextPage()}
        />
      </ListState>
    </YzPage>
  );
}
