import { useState } from 'react';
import { Badge, Button, Empty, Modal, Pagination, Skeleton } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { formatChinaTime } from '../../../lib/china-time';
import type { Notice } from '@salt/domain';
import { useNoticePage } from '../api/notice-page';
import { useReadNotices } from '../api/read-notices';
import './center-pages.css';

const PAGE_SIZE = 10;

/** 消息通知: class notices, unread ones marked; opening one marks it read. */
export function NoticePage() {
  const [current, setCurrent] = useState(1);
  const { data, isPending } = useNoticePage(current, PAGE_SIZE);
  const read = useReadNotices();
  const [open, setOpen] = useState<Notice | null>(null);
  const unreadIds = data?.records.filter((n) => !n.read).map((n) => n.id) ?? [];

  const show = (n: Notice) => {
    setOpen(n);
    if (!n.read) read.mutate([n.id]);
  };

  return (
    <div className="center-page">
      <div className="center-page__head">
        <h2>消息通知</h2>
        <Button disabled={unreadIds.length === 0} loading={read.isPending} onClick={() => read.mutate(unreadIds)}>
          本页全部已读
        </Button>
      </div>
      {isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : !data || data.records.length === 0 ? (
        <Empty className="learn-empty" description="暂时没有消息" />
      ) : (
        <ul className="notice-list">
          {data.records.map((n) => (
            <li key={n.id}>
              <button type="button" className={`notice-item${n.read ? '' : ' is-unread'}`} onClick={() => show(n)}>
                <Badge dot={!n.read} offset={[-2, 2]}>
                  <span className="notice-item__icon">
                    <BellOutlined />
                  </span>
                </Badge>
                <span className="notice-item__body">
                  <span className="notice-item__title">{n.title}</span>
                  <span className="notice-item__text">{n.content}</span>
                </span>
                <span className="notice-item__time">{formatChinaTime(n.createdAt, 'MM-DD HH:mm')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {data && data.total > PAGE_SIZE && (
        <Pagination
          className="center-page__pager"
          current={current}
          pageSize={PAGE_SIZE}
          total={data.total}
          onChange={setCurrent}
          showSizeChanger={false}
          size="small"
        />
      )}
      <Modal open={open !== null} title={open?.title} footer={null} onCancel={() => setOpen(null)}>
        <div className="notice-detail__time">{open && formatChinaTime(open.createdAt)}</div>
        <div className="notice-detail__content">{open?.content}</div>
      </Modal>
    </div>
  );
}
