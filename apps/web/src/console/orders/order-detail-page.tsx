import { useState } from 'react';
import { useOne } from '@refinedev/core';
import { Alert, Button, Card, Descriptions, Skeleton, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link, useParams } from 'react-router';
import { fenToYuan, ORDER_STATUS, type ConsoleOrderDetail } from '@salt/domain';
import { ShipModal } from './ship-modal';
import { statusColour } from './order-status-tag';

type Detail = ConsoleOrderDetail;
const time = (v: string | null) => (v ? dayjs(v).tz().format('YYYY-MM-DD HH:mm:ss') : '—');
const yuan = (fen: number) => `¥${fenToYuan(fen)}`;

const PAYMENT_STATUS: Record<string, string> = {
  pending: '待支付',
  paid: '已支付',
  failed: '失败',
  closed: '已关闭',
  refunded: '已退款',
};
const REFUND_STATUS: Record<string, string> = { processing: '退款中', success: '已退款', failed: '失败' };

function Section<T extends { id: number }>(props: {
  title: string;
  rows: T[];
  columns: { title: string; render: (row: T) => React.ReactNode; width?: number }[];
}) {
  return (
    <Card size="small" title={props.title}>
      <Table<T>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 640 }}
        dataSource={props.rows}
        locale={{ emptyText: `暂无${props.title}` }}
        columns={props.columns.map((c, i) => ({
          key: i,
          title: c.title,
          width: c.width,
          render: (_, r) => c.render(r),
        }))}
      />
    </Card>
  );
}

/** One order for the back office: what was bought, by whom, the money trail (payments, notifications, refunds), parcels. */
export function OrderDetailPage() {
  const { id } = useParams();
  const [shipping, setShipping] = useState(false);
  const { query, result: o } = useOne<Detail>({ resource: 'orders', id: id ?? '' });
  const canShip =
    !!o && o.status === ORDER_STATUS.paid && o.needLogistics && o.items.some((i) => i.needLogistics && !i.shipped);
  const a = o?.address;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Link to="/console/orders">← 返回订单列表</Link>
      {query.isLoading && <Skeleton active />}
      {query.error && <Alert type="error" showIcon message={query.error.message} />}
      {o && (
        <>
          <Card
            title={`订单 ${o.orderNo}`}
            extra={
              canShip && (
                <Button type="primary" onClick={() => setShipping(true)}>
                  发货
                </Button>
              )
            }
          >
            <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
              <Descriptions.Item label="状态">
                <Tag color={statusColour(o.display.key)}>{o.display.text}</Tag>
              </Descriptions.Item>
              <Descriptions.Item label="买家">
                {o.buyer.name}（ID {o.buyer.id}）
              </Descriptions.Item>
              <Descriptions.Item label="手机号">{o.buyer.mobile ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="下单时间">{time(o.createdAt)}</Descriptions.Item>
              <Descriptions.Item label="支付时间">{time(o.paidAt)}</Descriptions.Item>
              <Descriptions.Item label="收货时间">{time(o.receivedAt)}</Descriptions.Item>
              <Descriptions.Item label="订单金额">{yuan(o.totalFen)}</Descriptions.Item>
              <Descriptions.Item label="优惠">{yuan(o.couponFen + o.promotionFen)}</Descriptions.Item>
              <Descriptions.Item label="实付">
                <Typography.Text strong>{yuan(o.payFen)}</Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label="收货信息" span={2}>
                {a
                  ? `${a.receiverName ?? ''} ${a.mobile ?? ''} ${[a.province, a.city, a.district, a.detail].filter(Boolean).join('')}`
                  : '无需收货'}
              </Descriptions.Item>
              <Descriptions.Item label="备注">{o.remark || '—'}</Descriptions.Item>
            </Descriptions>
          </Card>
          <Section
            title="商品"
            rows={o.items}
            columns={[
              { title: '商品', render: (i) => i.title },
              { title: '班级/规格', render: (i) => i.skuName },
              { title: '单价', width: 100, render: (i) => yuan(i.priceFen) },
              { title: '数量', width: 70, render: (i) => i.quantity },
              {
                title: '发货',
                width: 90,
                render: (i) => (i.needLogistics ? (i.shipped ? '已发货' : '待发货') : '无需发货'),
              },
            ]}
          />
          <Section
            title="支付记录"
            rows={o.payments}
            columns={[
              { title: '商户单号', render: (p) => p.outTradeNo },
              { title: '渠道', width: 110, render: (p) => `${p.provider}/${p.channel}` },
              { title: '金额', width: 100, render: (p) => yuan(p.amountFen) },
              { title: '状态', width: 80, render: (p) => PAYMENT_STATUS[p.status] ?? p.status },
              { title: '支付平台流水号', render: (p) => p.transactionId ?? '—' },
              { title: '支付时间', width: 170, render: (p) => time(p.paidAt) },
            ]}
          />
          <Section
            title="支付通知"
            rows={o.notifications}
            columns={[
              { title: '时间', width: 170, render: (n) => time(n.createdAt) },
              { title: '渠道', width: 90, render: (n) => n.provider },
              { title: '商户单号', render: (n) => n.outTradeNo ?? '—' },
              { title: '验签', width: 80, render: (n) => (n.verified ? '通过' : <Tag color="red">未通过</Tag>) },
              { title: '处理结果', width: 130, render: (n) => n.outcome },
              { title: '来源 IP', width: 130, render: (n) => n.sourceIp ?? '—' },
            ]}
          />
          <Section
            title="退款记录"
            rows={o.refunds}
            columns={[
              { title: '退款单号', render: (r) => r.outRefundNo },
              { title: '金额', width: 100, render: (r) => yuan(r.amountFen) },
              { title: '原因', width: 120, render: (r) => r.reason },
              { title: '状态', width: 90, render: (r) => REFUND_STATUS[r.status] ?? r.status },
              { title: '时间', width: 170, render: (r) => time(r.createdAt) },
            ]}
          />
          <Section
            title="物流包裹"
            rows={o.deliveries}
            columns={[
              { title: '快递公司', width: 120, render: (d) => d.expressCompany },
              { title: '运单号', render: (d) => d.trackingNo },
              {
                title: '商品',
                render: (d) => d.itemIds.map((id) => o.items.find((i) => i.id === id)?.title ?? `#${id}`).join('、'),
              },
              { title: '发货时间', width: 170, render: (d) => time(d.shippedAt) },
            ]}
          />
          <ShipModal orderId={o.id} open={shipping} onClose={() => setShipping(false)} />
        </>
      )}
    </Space>
  );
}
