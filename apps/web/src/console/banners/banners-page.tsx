import { useState } from 'react';
import { Alert, App, Button, Image, Popconfirm, Segmented, Space, Table, Tag, Typography } from 'antd';
import {
  BANNER_PLACEMENTS,
  BANNER_PLACEMENT_LABELS,
  BANNER_STATE_LABELS,
  chinaDateOf,
  chinaTimeOf,
  type BannerPlacement,
  type BannerState,
  type ConsoleBanner,
} from '@salt/domain';
import { coverSrc } from '../../lib/cover-src';
import { failureText, useContentList } from '../content/use-content-list';
import { BannerFormModal } from './banner-form-modal';
import { bannersApi } from './banners-api';

const STATE_COLOUR: Record<BannerState, string | undefined> = {
  showing: 'green',
  scheduled: 'blue',
  ended: undefined,
  disabled: undefined,
  offSale: 'orange',
};
const when = (iso: string | null) => (iso ? `${chinaDateOf(iso)} ${chinaTimeOf(iso)}` : null);

/** What the page shows when a placement has no banner showing. */
const FALLBACK: Record<BannerPlacement, string> = {
  shop: '首页轮播显示推荐课程',
  'points-mall': '盐值商城显示「盐值兑换季」活动卡片',
};

/**
 * 首页轮播: the banners of one placement (the shop's home page or the points mall) in the order shown. Those 展示中
 * reach their page (at most five); with none, the shop shows the recommended courses and the mall its campaign card.
 */
export function BannersPage() {
  const { message } = App.useApp();
  const [placement, setPlacement] = useState<BannerPlacement>('shop');
  const { rows, failed, load } = useContentList<ConsoleBanner>(bannersApi.listPathOf(placement));
  const [editing, setEditing] = useState<ConsoleBanner | 'new' | null>(null);

  const remove = async (b: ConsoleBanner) => {
    try {
      await bannersApi.remove(b);
      message.success('已删除');
    } catch (e) {
      message.error(failureText(e));
    }
    await load();
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          首页轮播
        </Typography.Title>
        <Button type="primary" onClick={() => setEditing('new')}>
          新增轮播图
        </Button>
      </Space>
      <Segmented<BannerPlacement>
        aria-label="展示位置"
        value={placement}
        onChange={setPlacement}
        options={BANNER_PLACEMENTS.map((p) => ({ value: p, label: BANNER_PLACEMENT_LABELS[p] }))}
      />
      <Alert
        type="info"
        showIcon
        title={`「展示中」的轮播图按排序出现在${BANNER_PLACEMENT_LABELS[placement]}（最多 5 张）；没有展示中的轮播图时，${FALLBACK[placement]}。`}
      />
      {failed && <Alert type="error" showIcon title={failed} />}
      <Table<ConsoleBanner>
        rowKey="id"
        size="small"
        loading={!rows && !failed}
        dataSource={rows ?? []}
        pagination={false}
        scroll={{ x: 900 }}
        locale={{ emptyText: `还没有轮播图，${FALLBACK[placement]}` }}
        columns={[
          {
            title: '图片',
            key: 'image',
            width: 120,
            render: (_, b) => <Image src={coverSrc(b.spuId, b.imageUrl)} width={96} alt={b.title} />,
          },
          {
            title: '标题',
            key: 'title',
            render: (_, b) => (
              <div>
                <div>{b.title}</div>
                {b.subtitle && <Typography.Text type="secondary">{b.subtitle}</Typography.Text>}
              </div>
            ),
          },
          { title: '推广课程', dataIndex: 'goodsTitle', ellipsis: true },
          {
            title: '展示时间',
            key: 'window',
            width: 190,
            render: (_, b) =>
              b.startsAt || b.endsAt ? `${when(b.startsAt) ?? '现在'} 至 ${when(b.endsAt) ?? '长期'}` : '长期',
          },
          { title: '排序', dataIndex: 'sort', width: 70 },
          {
            title: '状态',
            dataIndex: 'state',
            width: 110,
            render: (s: BannerState) => <Tag color={STATE_COLOUR[s]}>{BANNER_STATE_LABELS[s]}</Tag>,
          },
          {
            title: '操作',
            key: 'actions',
            width: 120,
            render: (_, b) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing(b)}>
                  编辑
                </Button>
                <Popconfirm
                  title={`删除轮播图「${b.title}」？`}
                  onConfirm={() => void remove(b)}
                  okText="删除"
                  cancelText="取消"
                >
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <BannerFormModal
        banner={editing === 'new' ? null : editing}
        placement={placement}
        open={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void load();
        }}
      />
    </Space>
  );
}
