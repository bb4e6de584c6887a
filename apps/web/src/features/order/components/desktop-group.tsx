import { App, Avatar, Button, Input } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { GROUP_STATUS, type OrderView } from '@salt/domain';
import { useGroup } from '../api/group-detail';
import { groupInviteUrl } from '../checkout-params';
import { clockText, useTimeLeft } from '../use-time-left';
import { DesktopPrice } from './desktop-parts';

type Group = NonNullable<OrderView['orderGroupVO']>;

/** Desktop twin of GroupBanner: the group an invitee joins at checkout, its members, places and time left. */
export function DesktopGroupBanner({ groupId }: { groupId: number }) {
  const { data } = useGroup(groupId);
  const left = useTimeLeft(data?.expiresAt ?? null);
  if (!data) return null;
  const forming = data.status === GROUP_STATUS.forming && left > 0;
  const empty = Math.max(0, data.memberNum - data.members.length);
  return (
    <section className="dshop-card" data-testid="group-banner">
      <h2>
        {forming ? '好友邀请你一起拼团' : '该拼团已结束'}
        {forming && <small>剩余 {clockText(left)}</small>}
      </h2>
      <Avatar.Group>
        {data.members.map((m, i) => (
          <Avatar key={i} src={m.avatar || undefined} icon={<UserOutlined />} size={44} />
        ))}
        {Array.from({ length: forming ? empty : 0 }, (_, i) => (
          <Avatar key={`empty-${i}`} size={44} style={{ background: '#f0f1f4', color: '#a3abb5' }}>
            ?
          </Avatar>
        ))}
      </Avatar.Group>
      <p style={{ margin: '12px 0 0' }}>
        {data.groupTip && <b className="dshop-red">{data.groupTip}</b>}
        <span className="dshop-muted" style={{ marginLeft: 12 }}>
          {data.memberNum}人团 · 拼团价 <DesktopPrice fen={data.groupPriceFen} was={data.priceFen} size="sm" />
        </span>
      </p>
    </section>
  );
}

/** 还差N人: filled and open places of a forming group, in the order list. */
export function DesktopGroupProgress({ group, tip }: { group: Group; tip: string }) {
  return (
    <div className="dshop-group" data-testid="group-progress">
      <Avatar.Group size="small">
        {Array.from({ length: group.memberNum }, (_, i) => (
          <Avatar key={i} style={i < group.number ? { background: '#ff7a45' } : { background: '#f0f1f4' }}>
            {i < group.number ? <UserOutlined /> : '?'}
          </Avatar>
        ))}
      </Avatar.Group>
      <span>
        拼团中 · <b className="dshop-red">{tip}</b>
      </span>
    </div>
  );
}

/** 邀请拼团 on desktops: the invitation link to copy (a desktop has no share sheet). */
export function useDesktopGroupShare() {
  const { modal, message } = App.useApp();
  return (order: OrderView) => {
    const url = groupInviteUrl(order);
    const tip = order.display.groupTip ?? '';
    modal.info({
      title: '邀请好友拼团',
      icon: null,
      okText: '关闭',
      width: 520,
      content: (
        <div>
          <p>{tip && <b className="dshop-red">{tip}</b>}，把链接发给好友，一起以拼团价报名</p>
          <Input.Search
            readOnly
            value={url}
            data-testid="group-share-link"
            enterButton={<Button type="primary">复制链接</Button>}
            onSearch={() =>
              void navigator.clipboard
                .writeText(url)
                .then(() => message.success('链接已复制，快去发给好友吧'))
                .catch(() => message.info('请选中链接后复制'))
            }
          />
        </div>
      ),
    });
  };
}
