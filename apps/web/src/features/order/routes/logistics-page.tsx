import '../../../lib/antd-mobile-render';
import { useSearchParams } from 'react-router';
import { DotLoading, ErrorBlock, Steps, Toast } from 'antd-mobile';
import { useExpressList } from '../api/express-list';
import { useOrder } from '../api/order-detail';
import { addressLine } from '../address-text';
import { NeedLogin } from '../../../components/need-login';
import { formatChinaTime } from '../../../lib/china-time';
import '../components/shop-ui.css';
import './logistics-page.css';

/** 物流详情 (/m-shop/user-logistics-new2?orderId=): every parcel of the order with its tracking timeline. */
export function LogisticsPage() {
  return (
    <NeedLogin prompt="登录后查看您的物流" className="op-page" buttonClassName="op-btn">
      <Logistics />
    </NeedLogin>
  );
}

function Logistics() {
  const [search] = useSearchParams();
  const text = search.get('orderId');
  const orderId = text && /^\d{1,10}$/.test(text) ? Number(text) : null;
  const parcels = useExpressList(orderId);
  const order = useOrder(orderId);
  if (orderId === null) return <ErrorBlock status="empty" title="订单不存在" />;
  if (parcels.isPending) {
    return (
      <div className="op-page">
        <div className="op-card op-empty">
          <DotLoading color="primary" />
        </div>
      </div>
    );
  }
  const address = order.data?.address;
  const copyNo = (no: string) =>
    void navigator.clipboard
      ?.writeText(no)
      .then(() => Toast.show({ content: '单号已复制' }))
      .catch(() => undefined);
  return (
    <div className="op-page logistics">
      {address && (
        <div className="op-card logistics__to">
          <span className="logistics__to-tag">收</span>
          <div>
            <div className="logistics__to-who">
              {address.receiverName} {address.mobile}
            </div>
            <div className="op-muted">{addressLine(address)}</div>
          </div>
        </div>
      )}
      {(parcels.data ?? []).length === 0 && (
        <div className="op-card op-empty">
          <ErrorBlock status="empty" title="暂无物流信息" description="资料打包中，发货后可在此查看物流" />
        </div>
      )}
      {(parcels.data ?? []).map((p, i, all) => {
        const items = order.data?.items.filter((it) => p.itemIds.includes(it.id)) ?? [];
        // Newest event first, as couriers show it.
        const traces = [...p.traces].sort((a, b) => b.time.localeCompare(a.time));
        return (
          <section key={p.id} className="op-card" data-testid={`parcel-${p.id}`}>
            <div className="op-card__title">
              <span>
                {all.length > 1 ? `包裹${i + 1} · ` : ''}
                {p.expressCompany}
              </span>
              <span className="op-muted">{formatChinaTime(p.shippedAt, 'MM-DD HH:mm')} 发货</span>
            </div>
            <div className="logistics__no">
              运单号 {p.trackingNo}
              <button type="button" className="op-link" onClick={() => copyNo(p.trackingNo)}>
                复制
              </button>
            </div>
            {items.length > 0 && (
              <div className="op-muted logistics__items">{items.map((it) => it.title).join('、')}</div>
            )}
            {traces.length === 0 ? (
              <div className="op-muted">已发货，等待快递揽收</div>
            ) : (
              <Steps direction="vertical" current={0} className="logistics__steps">
                {traces.map((t, k) => (
                  <Steps.Step
                    key={`${t.time}-${k}`}
                    title={t.text}
                    description={formatChinaTime(t.time, 'YYYY-MM-DD HH:mm')}
                    status={k === 0 ? 'process' : 'wait'}
                  />
                ))}
              </Steps>
            )}
          </section>
        );
      })}
    </div>
  );
}
