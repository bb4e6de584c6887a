import '../../../lib/antd-mobile-render';
import { useNavigate } from 'react-router';
import { Button, DotLoading, ErrorBlock, Tag, Toast } from 'antd-mobile';
import { RENEWAL_HOLD_DAYS, RENEWAL_PRICE_PERCENT, type RenewalOffer } from '@salt/domain';
import { ApiError } from '../../../lib/api/client';
import { formatFen } from '../../../lib/money';
import { shopPath } from '../../../lib/shop-paths';
import { openLoginDialog, useSiteStore } from '../../../lib/site-store';
import { useRenewalOffers } from '../api/renewal-offers';
import { useHoldRenewal } from '../api/renewal-hold';
import { scheduleText, seatsText } from '../class-change-labels';
import './class-change.css';

const untilText = (iso: string) => {
  const d = new Date(iso);
  return `${d.getMonth() + 1}月${d.getDate()}日 ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};

function Offer({ o }: { o: RenewalOffer }) {
  const navigate = useNavigate();
  const hold = useHoldRenewal();
  const next = o.next;
  const buy = () =>
    void navigate(
      shopPath('checkout', { query: new URLSearchParams({ skuId: String(next!.skuId), spuId: String(next!.spuId) }) }),
    );
  return (
    <section className="cc-m-section" data-testid={`renewal-${o.orderItemId}`}>
      <div className="cc-muted">当前班级</div>
      <div className="cc-name">
        {o.current.courseTitle} · {o.current.name}
      </div>
      {!next ? (
        <div className="cc-muted">下学期班级尚未开放，开放后会在这里提醒你</div>
      ) : (
        <div className="cc-m-target" style={{ marginTop: 10 }}>
          <div className="cc-muted">下学期续报班级</div>
          <div className="cc-name">
            {next.courseTitle} · {next.name}
          </div>
          <div className="cc-facts">
            <div>主讲：{next.teacherName ?? '—'}</div>
            <div>{scheduleText(next) || '以课表为准'}</div>
          </div>
          <div className="cc-m-row">
            <span>
              续报价 <b>{formatFen(o.renewalPriceFen ?? next.priceFen)}</b>
            </span>
            <span className="cc-muted" style={{ textDecoration: 'line-through' }}>
              {formatFen(next.priceFen)}
            </span>
            <Tag color="warning" fill="outline">
              {seatsText(next)}
            </Tag>
          </div>
          {o.renewed ? (
            <Tag color="success">已续报</Tag>
          ) : o.holdUntil ? (
            <>
              <div className="cc-muted">已为你预留名额，请在 {untilText(o.holdUntil)} 前完成报名，逾期名额将释放</div>
              <Button block color="primary" shape="rounded" onClick={buy}>
                立即报名
              </Button>
            </>
          ) : (
            <Button
              block
              color="primary"
              shape="rounded"
              loading={hold.isPending}
              disabled={next.seatsLeft < 1}
              onClick={() =>
                hold.mutate(o.orderItemId, {
                  onSuccess: () => Toast.show({ icon: 'success', content: `名额已预留${RENEWAL_HOLD_DAYS}天` }),
                  onError: (e) => Toast.show({ content: e instanceof ApiError ? e.message : '预留失败，请重试' }),
                })
              }
            >
              预留名额
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

/**
 * 老生调班 / 续报 (/addOldChangePage): each class the pupil attends with its next-term class (same subject and
 * grade, the same teacher preferred), at the renewal price; 预留名额 holds a seat for a few days, 立即报名 buys it
 * through the normal checkout, which settles at the held renewal price.
 */
export function RenewalPage() {
  const loggedIn = useSiteStore((s) => s.token !== null);
  const offers = useRenewalOffers(loggedIn);
  return (
    <div className="cc-page" data-testid="renewal-page">
      <section className="cc-m-section">
        <div className="cc-name">老生续报</div>
        <div className="cc-muted">
          在读学员续报下学期同老师班级享 {RENEWAL_PRICE_PERCENT / 10} 折，名额为你预留 {RENEWAL_HOLD_DAYS} 天
        </div>
      </section>
      {!loggedIn ? (
        <section className="cc-m-section">
          <ErrorBlock status="empty" title="登录后查看可续报的班级" description="" />
          <Button block color="primary" shape="rounded" onClick={() => openLoginDialog()}>
            登录
          </Button>
        </section>
      ) : offers.isPending ? (
        <section className="cc-m-section">
          <DotLoading color="primary" />
        </section>
      ) : !offers.data || offers.data.length === 0 ? (
        <section className="cc-m-section">
          <ErrorBlock status="empty" title="暂无在读班级" description="报名课程后，可在这里续报下学期班级" />
        </section>
      ) : (
        offers.data.map((o) => <Offer key={o.orderItemId} o={o} />)
      )}
    </div>
  );
}
