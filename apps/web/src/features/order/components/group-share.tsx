import '../../../lib/antd-mobile-render';
import { Dialog, Toast } from 'antd-mobile';
import type { OrderView } from '@salt/domain';
import { isInApp, nativeBridge } from '../../../lib/native-bridge';
import { groupInviteUrl } from '../checkout-params';

type Group = NonNullable<OrderView['orderGroupVO']>;

export { groupInviteUrl };

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** 邀请拼团: the app shares natively; a browser shows the link with copy and (where the system has it) share. */
export function shareGroup(order: OrderView): void {
  const url = groupInviteUrl(order);
  const title = `一起拼团：${order.items[0]?.title ?? '盐课堂课程'}`;
  const tip = order.display.groupTip ?? '';
  if (isInApp()) {
    void nativeBridge.share({ title, url, text: `${tip}，快来和我一起拼团` });
    return;
  }
  const canShare = typeof navigator.share === 'function';
  Dialog.show({
    title: '邀请好友拼团',
    closeOnAction: true,
    closeOnMaskClick: true,
    content: (
      <div className="group-share">
        <p>{tip && <b className="op-red">{tip}</b>}，把链接发给好友，一起以拼团价报名</p>
        <div className="group-share__link" data-testid="group-share-link">
          {url}
        </div>
      </div>
    ),
    actions: [
      [
        { key: 'close', text: '关闭' },
        ...(canShare ? [{ key: 'share', text: '分享', onClick: () => void nativeBridge.share({ title, url }) }] : []),
        {
          key: 'copy',
          text: '复制链接',
          bold: true,
          onClick: () =>
            void copy(url).then((ok) => Toast.show({ content: ok ? '链接已复制，快去发给好友吧' : '请长按链接复制' })),
        },
      ],
    ],
  });
}

/** 还差N人: filled and open places of a forming group. */
export function GroupProgress({ group, tip }: { group: Group; tip: string }) {
  return (
    <div className="group-progress" data-testid="group-progress">
      <div className="group-progress__dots">
        {Array.from({ length: group.memberNum }, (_, i) => (
          <span key={i} className={i < group.number ? 'is-in' : undefined} />
        ))}
      </div>
      <span>
        拼团中 · <b className="op-red">{tip}</b>
      </span>
    </div>
  );
}
