import { useState } from 'react';
import { useList, useOne } from '@refinedev/core';
import {
  Alert,
  Drawer,
  Empty,
  Grid,
  List,
  Rate,
  Segmented,
  Skeleton,
  Space,
  Statistic,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { ConsoleClassMarkClass, ConsoleClassMarkComment, ConsoleClassMarkDetail } from '@salt/domain';
import dayjs from 'dayjs';
import { AverageCell } from './average-cell';

const TagCounts = ({ tags }: { tags: { tag: string; count: number }[] }) =>
  tags.length === 0 ? (
    <Typography.Text type="secondary">—</Typography.Text>
  ) : (
    <Space size={[4, 4]} wrap>
      {tags.map((t) => (
        <Tag key={t.tag} color="orange">
          {t.tag} × {t.count}
        </Tag>
      ))}
    </Space>
  );

/** A class's evaluations, newest first, of one session or all (a teacher never gets the anonymous ones). */
function Comments({ offeringId, chapterId }: { offeringId: number; chapterId: number | null }) {
  const { result, query } = useList<ConsoleClassMarkComment>({
    resource: 'class-mark-comments',
    pagination: { currentPage: 1, pageSize: 50 },
    filters: [
      { field: 'offeringId', operator: 'eq', value: offeringId },
      ...(chapterId ? [{ field: 'chapterId', operator: 'eq' as const, value: chapterId }] : []),
    ],
    errorNotification: false,
  });
  if (query.error) return <Alert type="error" showIcon message={query.error.message} />;
  return (
    <List<ConsoleClassMarkComment>
      loading={query.isLoading}
      dataSource={result.data}
      locale={{ emptyText: <Empty description="暂无评价" /> }}
      renderItem={(c) => (
        <List.Item key={c.id}>
          <div style={{ width: '100%', minWidth: 0 }}>
            <Space wrap size={[12, 4]}>
              <Typography.Text strong>{c.anonymous ? '匿名学生' : (c.pupilName ?? '学生')}</Typography.Text>
              <Typography.Text type="secondary">{c.sessionTitle}</Typography.Text>
              <span>
                主讲 <Rate disabled value={c.teacherStars} style={{ fontSize: 12 }} />
              </span>
              <span>
                辅导 <Rate disabled value={c.tutorStars} style={{ fontSize: 12 }} />
              </span>
              <Typography.Text type="secondary">{dayjs(c.createdAt).tz().format('YYYY-MM-DD HH:mm')}</Typography.Text>
            </Space>
            {c.tags.length > 0 && (
              <div style={{ marginTop: 6 }}>
                {c.tags.map((t) => (
                  <Tag key={t}>{t}</Tag>
                ))}
              </div>
            )}
            {c.comment && <Typography.Paragraph style={{ margin: '6px 0 0' }}>{c.comment}</Typography.Paragraph>}
          </div>
        </List.Item>
      )}
    />
  );
}

/** One class: its averages and tags, each session's, and the comments (all, or of the session picked). */
export function ClassMarkDrawer({ row, onClose }: { row: ConsoleClassMarkClass | null; onClose: () => void }) {
  const screens = Grid.useBreakpoint();
  const [chapterId, setChapterId] = useState<number | null>(null);
  const { query, result } = useOne<ConsoleClassMarkDetail>({
    resource: 'class-marks',
    id: row?.offeringId,
    queryOptions: { enabled: row !== null },
    errorNotification: false,
  });
  const close = () => {
    setChapterId(null);
    onClose();
  };
  const rated = result?.sessions.filter((s) => s.count > 0) ?? [];
  return (
    <Drawer
      open={row !== null}
      onClose={close}
      size={screens.md ? 860 : '100%'}
      title={row?.title ?? ''}
      destroyOnHidden
    >
      {query.isLoading && <Skeleton active />}
      {query.error && <Alert type="error" showIcon message={query.error.message} />}
      {result && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Space size="large" wrap>
            <Statistic title="评价数" value={result.count} />
            <Statistic title="主讲老师均分" value={result.teacherAvg ?? '—'} suffix={result.teacherAvg ? '星' : ''} />
            <Statistic title="辅导老师均分" value={result.tutorAvg ?? '—'} suffix={result.tutorAvg ? '星' : ''} />
          </Space>
          <TagCounts tags={result.tagCounts} />
          <Table
            rowKey="chapterId"
            size="small"
            pagination={false}
            dataSource={result.sessions}
            scroll={{ x: 720 }}
            columns={[
              { title: '课次', dataIndex: 'title', ellipsis: true },
              {
                title: '结束时间',
                dataIndex: 'endAt',
                width: 150,
                render: (v: string) => dayjs(v).tz().format('MM-DD HH:mm'),
              },
              { title: '评价数', dataIndex: 'count', width: 80 },
              {
                title: '主讲',
                dataIndex: 'teacherAvg',
                width: 150,
                render: (v: number | null) => <AverageCell value={v} />,
              },
              {
                title: '辅导',
                dataIndex: 'tutorAvg',
                width: 150,
                render: (v: number | null) => <AverageCell value={v} />,
              },
              {
                title: '标签',
                key: 'tags',
                render: (_, s) => <TagCounts tags={s.tagCounts.slice(0, 3)} />,
              },
            ]}
          />
          <div>
            <Typography.Title level={5}>评价内容</Typography.Title>
            <Segmented<number>
              value={chapterId ?? 0}
              onChange={(v) => setChapterId(v === 0 ? null : v)}
              options={[{ label: '全部', value: 0 }, ...rated.map((s) => ({ label: s.title, value: s.chapterId }))]}
              style={{ marginBottom: 12, maxWidth: '100%', overflowX: 'auto' }}
            />
            <Comments offeringId={result.offeringId} chapterId={chapterId} />
          </div>
        </Space>
      )}
    </Drawer>
  );
}
