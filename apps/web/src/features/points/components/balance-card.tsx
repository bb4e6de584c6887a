import { FileTextOutlined, GiftOutlined, ProfileOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { usePointsSummary } from '../api/points-summary';
import { expiryDateText } from '../points-labels';

/** The mall's header: the balance, what expires next and when, and the ways to 明细 / 规则 / 兑换记录. */
export function BalanceCard() {
  const { data, error } = usePointsSummary();
  return (
    <section className="yz-balance" data-testid="yz-balance">
      <div className="yz-balance__main">
        <div className="yz-balance__label">我的盐值</div>
        <div className="yz-balance__value" data-testid="yz-balance-value">
          {data ? data.balance.toLocaleString('zh-CN') : error ? '—' : '…'}
        </div>
        <div className="yz-balance__note">
          {data?.expiring
            ? `${data.expiring.amount.toLocaleString('zh-CN')} 盐值将于 ${expiryDateText(data.expiring.at)} 过期`
            : data
              ? `累计获得 ${data.earnedTotal.toLocaleString('zh-CN')} 盐值`
              : '学习越多，盐值越多'}
        </div>
      </div>
      <nav className="yz-balance__links">
        <Link to="/yanzhi/expenses">
          <ProfileOutlined />
          明细
        </Link>
        <Link to="/yanzhi/rule">
          <FileTextOutlined />
          规则
        </Link>
        <Link to="/yanzhi/exchangeRecord">
          <GiftOutlined />
          兑换记录
        </Link>
      </nav>
    </section>
  );
}
