import { useNavigate } from 'react-router';
import { formatFen } from '../../../lib/money';
import { useGoodsDetail } from '../api/goods-detail';
import { usePointsSummary } from '../api/points-summary';
import { ActionButton } from '../components/action-button';
import { GoodsCover } from '../components/goods-cover';
import { ListState } from '../components/list-state';
import { YzPage } from '../components/yz-page';
import { exchangeBlock, kindLabel, paragraphs } from '../points-labels';
import { useIdParam } from '../use-id-param';

/**
 * 商品详情 (/yanzhi/shopDetail?id=): the cover, title, cost, stock, the coupon a coupon item issues, the
 * description; 立即兑换 opens 提交订单, or says why not (已兑完 / 盐值不足).
 */
export function ShopDetailPage() {
  const id = useIdParam();
  const navigate = useNavigate();
  const goods = useGoodsDetail(id);
  const summary = usePointsSummary();
  const g = goods.data;
  const balance = summary.data?.balance ?? 0;
  const block = g && summary.data ? exchangeBlock(g, balance) : null;

  return (
    <YzPage title="商品详情" testId="yz-detail">
      <ListState
        pending={id !== null && goods.isPending}
        error={goods.error}
        empty={id === null || !g}
        emptyText="商品不存在"
      >
        {g && (
          <div className="yz-detail">
            <div className="yz-detail__pic">
              <GoodsCover url={g.coverUrl} kind={g.kind} title={g.title} />
            </div>
            <div className="yz-detail__info">
              <div className="yz-detail__cost">
                <b>{g.pointsCost.toLocaleString('zh-CN')}</b> 盐值
                <span className={`yz-kind is-${g.kind} is-inline`}>{kindLabel(g.kind)}</span>
              </div>
              <h1 className="yz-detail__title">{g.title}</h1>
              {g.subtitle && <p className="yz-detail__sub">{g.subtitle}</p>}
              <div className="yz-detail__facts">
                <span>剩余库存 {g.stock}</span>
                <span>已兑换 {g.exchanged}</span>
                <span>我的盐值 {summary.data ? balance.toLocaleString('zh-CN') : '—'}</span>
              </div>
              {g.coupon && (
                <div className="yz-coupon" data-testid="yz-coupon">
                  <div className="yz-coupon__amount">{formatFen(g.coupon.amountFen)}</div>
                  <div>
                    <div className="yz-coupon__name">{g.coupon.name}</div>
                    <div className="yz-coupon__rule">
                      {g.coupon.thresholdFen > 0 ? `满${formatFen(g.coupon.thresholdFen)}可用` : '无门槛'}·
                      兑换后发放到「我的优惠券」
                    </div>
                  </div>
                </div>
              )}
              <div className="yz-detail__buy">
                {block === '盐值不足' && g && (
                  <span className="yz-detail__why">
                    还差 {(g.pointsCost - balance).toLocaleString('zh-CN')} 盐值，去学习赚盐值吧
                  </span>
                )}
                <ActionButton
                  primary
                  disabled={!!block || !summary.data}
                  onClick={() => void navigate(`/yanzhi/submitOrder?id=${g.id}`)}
                >
                  {block ?? '立即兑换'}
                </ActionButton>
              </div>
            </div>
            <section className="yz-card yz-detail__desc">
              <h3>商品介绍</h3>
              {paragraphs(g.description).map((p, i) => (
                <p key={i}>{p}</p>
              ))}
              {paragraphs(g.description).length === 0 && <p className="yz-muted">暂无介绍</p>}
              <h3>兑换须知</h3>
              <ul className="yz-notes">
                <li>
                  {g.kind === 'physical'
                    ? '实物商品兑换后 3 个工作日内发货，发货前可取消兑换。'
                    : '兑换成功后立即发放，不可取消。'}
                </li>
                <li>兑换所用盐值不可提现；取消兑换后盐值原路退回。</li>
              </ul>
            </section>
          </div>
        )}
      </ListState>
    </YzPage>
  );
}
