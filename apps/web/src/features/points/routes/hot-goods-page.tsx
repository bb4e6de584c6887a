import { FireFilled } from '@ant-design/icons';
import { useGoodsPage } from '../api/goods-page';
import { GoodsCard } from '../components/goods-card';
import { ListState, LoadMore } from '../components/list-state';
import { YzPage } from '../components/yz-page';

/** 热门兑换 (/yanzhi/hotGoods): the goods by how often they were exchanged, ranked. */
export function HotGoodsPage() {
  const goods = useGoodsPage({ sort: 'hot' });
  const list = goods.data?.pages.flatMap((p) => p.records) ?? [];
  return (
    <YzPage title="热门兑换" testId="yz-hot">
      <section className="yz-hot-hero">
        <div className="yz-hot-hero__title">
          <FireFilled /> 热门兑换榜
        </div>
        <div className="yz-hot-hero__sub">按兑换人数排行，好物先到先得</div>
      </section>
      <ListState pending={goods.isPending} error={goods.error} empty={list.length === 0} emptyText="暂无热门商品">
        <div className="yz-grid">
          {list.map((g, i) => (
            <GoodsCard key={g.id} goods={g} rank={i} />
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
