import type { ReferralStatus } from '@salt/domain';
import { useReferralFriends } from '../api/referral-friends';
import { ListState, LoadMore, RfPage } from '../components/rf-page';
import { dayText } from '../referral-labels';

export const FRIEND_TONE: Record<ReferralStatus, string> = {
  registered: 'is-wait',
  paid: 'is-go',
  rewarded: 'is-done',
  revoked: 'is-off',
};

/** 推荐列表 (/recommend/list): the friends I referred, masked, with where each referral stands. */
export function RecommendListPage() {
  const list = useReferralFriends();
  const rows = list.data?.pages.flatMap((p) => p.records) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  return (
    <RfPage testId="rf-list">
      <div className="rf-title">
        <h2>推荐列表</h2>
        {total > 0 && <span>共邀请 {total} 位好友</span>}
      </div>
      <ListState
        pending={list.isPending}
        error={list.error}
        empty={rows.length === 0}
        emptyText="还没有邀请好友，快去分享你的邀请码吧"
      >
        <ul className="rf-list" aria-label="推荐的好友">
          {rows.map((f) => (
            <li key={f.id} className="rf-row">
              <div className="rf-avatar" aria-hidden>
                {f.name.slice(0, 1)}
              </div>
              <div className="rf-row__main">
                <div className="rf-row__title">
                  {f.name}
                  <span className="rf-row__mobile">{f.mobile}</span>
                </div>
                <div className="rf-row__meta">注册于 {dayText(f.registeredAt)}</div>
                {f.status === 'paid' && f.rewardDueAt && (
                  <div className="rf-row__meta">预计 {dayText(f.rewardDueAt)} 可领取奖励</div>
                )}
              </div>
              <span className={`rf-tag ${FRIEND_TONE[f.status]}`}>{f.statusText}</span>
            </li>
          ))}
        </ul>
        <LoadMore has={list.hasNextPage} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
      </ListState>
    </RfPage>
  );
}
