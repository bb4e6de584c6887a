import { useState } from 'react';
import { POINTS_RULE_CODES, pointsRuleName } from '@salt/domain';
import { usePointsLedger, type LedgerDirection, type LedgerRule } from '../api/points-ledger';
import { BalanceCard } from '../components/balance-card';
import { ListState, LoadMore } from '../components/list-state';
import { PillTabs } from '../components/pill-tabs';
import { YzPage } from '../components/yz-page';
import { signedPoints, timeText } from '../points-labels';

const FILTERS: { key: LedgerDirection; label: string }[] = [
  { key: 'all', label: '全部' },
  { key: 'in', label: '获得' },
  { key: 'out', label: '消费' },
];

/**
 * 盐值明细 (/yanzhi/expenses): every grant and spend, newest first, with the balance after; 20 at a time. Filtered by
 * direction (pills) and by 类型, the rule (a plain select, the same at both sizes).
 */
export function ExpensesPage() {
  const [direction, setDirection] = useState<LedgerDirection>('all');
  const [rule, setRule] = useState<LedgerRule>('');
  const ledger = usePointsLedger(direction, rule);
  const rows = ledger.data?.pages.flatMap((p) => p.records) ?? [];
  return (
    <YzPage title="盐值明细" testId="yz-expenses">
      <BalanceCard />
      <div className="yz-ledger-filters">
        <PillTabs label="明细筛选" items={FILTERS} active={direction} onChange={setDirection} />
        <select
          className="yz-select"
          aria-label="按类型筛选"
          value={rule}
          onChange={(e) => setRule(e.target.value as LedgerRule)}
        >
          <option value="">全部类型</option>
          {POINTS_RULE_CODES.map((code) => (
            <option key={code} value={code}>
              {pointsRuleName(code)}
            </option>
          ))}
        </select>
      </div>
      <ListState pending={ledger.isPending} error={ledger.error} empty={rows.length === 0} emptyText="暂无盐值明细">
        <ul className="yz-card yz-ledger">
          {rows.map((r) => (
            <li key={r.id} className="yz-ledger__row" data-testid="yz-ledger-row">
              <div className="yz-ledger__main">
                <div className="yz-ledger__name">{r.ruleName}</div>
                {r.remark && <div className="yz-muted">{r.remark}</div>}
                <div className="yz-muted">{timeText(r.createdAt)}</div>
              </div>
              <div className="yz-ledger__side">
                <div className={`yz-ledger__amount ${r.amount > 0 ? 'is-in' : 'is-out'}`}>{signedPoints(r.amount)}</div>
                <div className="yz-muted">余额 {r.balanceAfter.toLocaleString('zh-CN')}</div>
              </div>
            </li>
          ))}
        </ul>
        <LoadMore
          has={ledger.hasNextPage}
          loading={ledger.isFetchingNextPage}
          onMore={() => void ledger.fetchNextPage()}
        />
      </ListState>
    </YzPage>
  );
}
