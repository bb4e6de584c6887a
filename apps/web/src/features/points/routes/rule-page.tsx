import { Link } from 'react-router';
import { POINTS_EXCHANGE_MAX_QUANTITY } from '@salt/domain';
import { usePointsRules } from '../api/points-rules';
import { ListState } from '../components/list-state';
import { YzPage } from '../components/yz-page';

const FAQ = [
  {
    q: '盐值什么时候过期？',
    a: '每笔盐值自获得之日起，有效期至次年 12 月 31 日 24:00（北京时间）。例如 2026 年内获得的盐值将于 2027 年 12 月 31 日 24:00 过期，请在过期前使用。',
  },
  {
    q: '兑换后可以取消吗？',
    a: '实物商品在发货前可以在「兑换记录」中取消，盐值原路退回；优惠券、虚拟商品兑换后立即发放，不支持取消。',
  },
  { q: '退费后盐值会怎样？', a: '购课奖励的盐值会按退费金额的比例扣回；余额不足时只扣到 0，不会出现负数。' },
  {
    q: '为什么今天做了任务没有加盐值？',
    a: '部分任务每天有获得上限，达到上限后当天不再发放；也可能任务规则已暂停，请以本页显示为准。',
  },
];

/** 盐值规则 (/yanzhi/rule): how to earn (the rules staff keep), how to spend, when points expire, questions. */
export function RulePage() {
  const rules = usePointsRules();
  const on = (rules.data ?? []).filter((r) => r.enabled);
  return (
    <YzPage title="盐值规则" testId="yz-rule">
      <section className="yz-card">
        <h3>如何获得盐值</h3>
        <ListState pending={rules.isPending} error={rules.error} empty={on.length === 0} emptyText="暂无获得规则">
          <ul className="yz-earn">
            {on.map((r) => (
              <li key={r.code} className="yz-earn__row" data-testid="yz-earn-rule">
                <span className="yz-earn__name">{r.name}</span>
                <span className="yz-earn__amount">
                  {r.code === 'purchase' ? `每实付 1 元得 ${r.amount} 盐值` : `+${r.amount} 盐值`}
                </span>
                <span className="yz-muted">{r.dailyCap > 0 ? `每天最多 ${r.dailyCap} 次` : '不限次数'}</span>
              </li>
            ))}
          </ul>
        </ListState>
      </section>
      <section className="yz-card">
        <h3>如何使用盐值</h3>
        <p>
          在<Link to="/yanzhi">盐值商城</Link>兑换文具、图书、课程优惠券等好礼，每次每件商品最多兑换
          {POINTS_EXCHANGE_MAX_QUANTITY} 件。实物商品需填写收货地址，兑换后 3 个工作日内发货。
        </p>
      </section>
      <section className="yz-card">
        <h3>盐值有效期</h3>
        <p>每笔盐值的有效期至获得次年的 12 月 31 日 24:00（北京时间），到期未使用的盐值将自动清零，先到期的先使用。</p>
      </section>
      <section className="yz-card">
        <h3>常见问题</h3>
        <dl className="yz-faq">
          {FAQ.map((f) => (
            <div key={f.q}>
              <dt>{f.q}</dt>
              <dd>{f.a}</dd>
            </div>
          ))}
        </dl>
      </section>
    </YzPage>
  );
}
