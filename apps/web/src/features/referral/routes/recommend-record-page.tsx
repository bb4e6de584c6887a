import { useState } from 'react';
import { Button } from 'antd';
import { useSearchParams } from 'react-router';
import type { ReferralReward, ReferralWithdrawal, ReferralWithdrawalStatus } from '@salt/domain';
import { useReferralRewards } from '../api/referral-rewards';
import { useReferralWithdrawals } from '../api/referral-withdrawals';
import { ReceiveModal } from '../components/receive-modal';
import { ListState, LoadMore, RfPage } from '../components/rf-page';
import { dayText, timeText, yuanText } from '../referral-labels';

const TABS = [
  { key: 'rewards', label: '我的奖励' },
  { key: 'withdrawals', label: '提现记录' },
] as const;
type Tab = (typeof TABS)[number]['key'];

const WITHDRAWAL_TONE: Record<ReferralWithdrawalStatus, string> = {
  applied: 'is-wait',
  paid: 'is-done',
  rejected: 'is-bad',
  cancelled: 'is-off',
};

/** What became of a received reward: the 盐值, or the cash and where its withdrawal stands. */
function receivedText(r: ReferralReward): string {
  if (r.choice === 'points') return `已领取 ${r.pointsAmount} 盐值`;
  const w = r.withdrawal;
  return `已选择 ${yuanText(r.cashFen)} 现金${w ? ` · ${w.statusText}` : ''}`;
}

function RewardRow({ r, onReceive }: { r: ReferralReward; onReceive: (r: ReferralReward) => void }) {
  const offered = [r.pointsEnabled ? `${r.pointsAmount} 盐值` : null, `${yuanText(r.cashFen)} 现金`]
    .filter(Boolean)
    .join(' 或 ');
  return (
    <li className="rf-row" data-testid={`rf-reward-${r.id}`}>
      <div className="rf-row__main">
        <div className="rf-row__title">好友 {r.friendName} 的首单奖励</div>
        <div className="rf-row__meta">发放于 {dayText(r.createdAt)}</div>
        {r.status === 'available' && <div className="rf-row__meta">可选：{offered}</div>}
        {r.status === 'received' && (
          <div className="rf-row__meta">
            {receivedText(r)}
            {r.receivedAt && ` · ${dayText(r.receivedAt)}`}
          </div>
        )}
        {/* A rejected withdrawal gives the reward back to choose again: say why. */}
        {r.withdrawal?.status === 'rejected' && (
          <div className="rf-row__meta is-bad">
            上次提现已驳回{r.withdrawal.rejectReason && `：${r.withdrawal.rejectReason}`}
          </div>
        )}
        {r.status === 'revoked' && (
          <div className="rf-row__meta is-bad">
            已撤回{r.revokedAt && `（${dayText(r.revokedAt)}）`}
            {r.remark && `：${r.remark}`}
          </div>
        )}
      </div>
      {r.status === 'available' ? (
        <Button type="primary" className="rf-btn" autoInsertSpace={false} onClick={() => onReceive(r)}>
          领取
        </Button>
      ) : (
        <span className={`rf-tag ${r.status === 'received' ? 'is-done' : 'is-off'}`}>
          {r.status === 'received' ? '已领取' : '已撤回'}
        </span>
      )}
    </li>
  );
}

function Rewards() {
  const list = useReferralRewards();
  const rows = list.data?.pages.flatMap((p) => p.records) ?? [];
  const [receiving, setReceiving] = useState<ReferralReward | null>(null);
  return (
    <ListState
      pending={list.isPending}
      error={list.error}
      empty={rows.length === 0}
      emptyText="暂无奖励：好友首次购课并过了退费期后，奖励会出现在这里"
    >
      <ul className="rf-list" aria-label="我的奖励">
        {rows.map((r) => (
          <RewardRow key={r.id} r={r} onReceive={setReceiving} />
        ))}
      </ul>
      <LoadMore has={list.hasNextPage} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
      <ReceiveModal reward={receiving} onClose={() => setReceiving(null)} />
    </ListState>
  );
}

function WithdrawalRow({ w }: { w: ReferralWithdrawal }) {
  return (
    <li className="rf-row" data-testid={`rf-withdrawal-${w.id}`}>
      <div className="rf-row__main">
        <div className="rf-row__title">
          提现 <span className="rf-amount">{yuanText(w.amountFen)}</span>
        </div>
        <div className="rf-row__meta">
          收款：{w.payeeName} {w.payeeAccount}
        </div>
        <div className="rf-row__meta">申请于 {timeText(w.createdAt)}</div>
        {w.reviewedAt && <div className="rf-row__meta">处理于 {timeText(w.reviewedAt)}</div>}
        {w.rejectReason && <div className="rf-row__meta is-bad">驳回原因：{w.rejectReason}</div>}
      </div>
      <span className={`rf-tag ${WITHDRAWAL_TONE[w.status]}`}>{w.statusText}</span>
    </li>
  );
}

function Withdrawals() {
  const list = useReferralWithdrawals();
  const rows = list.data?.pages.flatMap((p) => p.records) ?? [];
  return (
    <ListState pending={list.isPending} error={list.error} empty={rows.length === 0} emptyText="暂无提现记录">
      <ul className="rf-list" aria-label="提现记录">
        {rows.map((w) => (
          <WithdrawalRow key={w.id} w={w} />
        ))}
      </ul>
      <LoadMore has={list.hasNextPage} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
    </ListState>
  );
}

/** 奖励记录 (/recommend/record): 我的奖励 (领取: 盐值 or cash) and 提现记录; the tab is kept in the address. */
export function RecommendRecordPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'withdrawals' ? 'withdrawals' : 'rewards';
  return (
    <RfPage testId="rf-record">
      <div className="rf-tabs" role="tablist" aria-label="奖励记录">
        {TABS.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            aria-selected={t.key === tab}
            className={`rf-tab${t.key === tab ? ' is-active' : ''}`}
            onClick={() => setParams(t.key === 'rewards' ? {} : { tab: t.key }, { replace: true })}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tab === 'rewards' ? <Rewards /> : <Withdrawals />}
    </RfPage>
  );
}
