import { Avatar } from 'antd-mobile';
import { GROUP_STATUS } from '@salt/domain';
import { useGroup } from '../api/group-detail';
import { clockText, useTimeLeft } from '../use-time-left';
import { Price } from './price';
import './group-banner.css';

/**
 * A group invitation as the invitee sees it at checkout: who is in, how many places are left, how long the
 * group stays open.
 */
export function GroupBanner({ groupId }: { groupId: number }) {
  const { data } = useGroup(groupId);
  const left = useTimeLeft(data?.expiresAt ?? null);
  if (!data) return null;
  const forming = data.status === GROUP_STATUS.forming && left > 0;
  const empty = Math.max(0, data.memberNum - data.members.length);
  return (
    <div className="op-card group-banner" data-testid="group-banner">
      <div className="group-banner__head">
        <span className="group-banner__title">{forming ? '好友邀请你一起拼团' : '该拼团已结束'}</span>
        {forming && <span className="group-banner__clock">剩余 {clockText(left)}</span>}
      </div>
      <div className="group-banner__members">
        {data.members.map((m, i) => (
          <div key={i} className="group-banner__member">
            <Avatar src={m.avatar} style={{ '--size': '44px', '--border-radius': '50%' }} />
            {m.leader && <span className="group-banner__leader">团长</span>}
          </div>
        ))}
        {Array.from({ length: forming ? empty : 0 }, (_, i) => (
          <div key={`empty-${i}`} className="group-banner__member is-empty">
            ?
          </div>
        ))}
      </div>
      <div className="group-banner__foot">
        {data.groupTip && <b className="op-red">{data.groupTip}</b>}
        <span className="op-muted">
          {data.memberNum}人团 · 拼团价 <Price fen={data.groupPriceFen} was={data.priceFen} />
        </span>
      </div>
    </div>
  );
}
