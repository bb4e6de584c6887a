import { Button, Result, Skeleton, Tabs } from 'antd';
import { Link, useParams } from 'react-router';
import type { ClassPeriod } from '@salt/domain';
import { useSpuDetail } from '../api/spu-detail';
import { useSpuSkus } from '../api/spu-skus';
import { shortDate } from '../catalogue-labels';
import { CoverImage } from '../components/cover-image';
import { DetailHtml } from '../components/detail-html';
import { errorText } from '../error-text';
import { PurchasePanel } from '../components/purchase-panel';
import { StaffPanel } from '../components/staff-panel';
import { usePurchase } from '../use-purchase';
import '../components/catalogue.css';
import '../components/goods-detail.css';

/** A plain table: antd's Table would add ~100 kB to this page for four columns and a handful of rows. */
function PeriodTable({ periods }: { periods: ClassPeriod[] }) {
  if (periods.length === 0) return <p className="cat-detail-html__empty">开课时间待定</p>;
  return (
    <table className="cat-periods">
      <thead>
        <tr>
          <th>开课日期</th>
          <th>结课日期</th>
          <th>上课时间</th>
          <th>课次</th>
        </tr>
      </thead>
      <tbody>
        {periods.map((p) => (
          <tr key={`${p.startDate}-${p.startTime}`}>
            <td>{shortDate(p.startDate)}</td>
            <td>{shortDate(p.endDate)}</td>
            <td>{`${p.startTime}-${p.endTime}`}</td>
            <td>共{p.lessonCount}讲</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Desktop goods detail (/pc-shop/goods-detail/:id). */
export function GoodsDetailPage() {
  const id = Number(useParams().id);
  const detail = useSpuDetail(id);
  const skus = useSpuSkus(id);
  const purchase = usePurchase(skus.data, false, id);

  if (!Number.isInteger(id) || id <= 0 || detail.isError) {
    return (
      <Result
        className="cat-state"
        status={detail.isError && (detail.error as { status?: number }).status !== 404 ? 'warning' : '404'}
        title={detail.isError ? errorText(detail.error) : '商品不存在'}
        subTitle="课程可能已下架，去选课中心看看其他课程吧"
        extra={
          <Link to="/course">
            <Button type="primary">去选课中心</Button>
          </Link>
        }
      />
    );
  }
  if (detail.isPending) {
    return (
      <div className="cat-detail">
        <div className="cat-detail__top">
          <Skeleton.Node active className="cat-detail__cover-skeleton">
            <span />
          </Skeleton.Node>
          <div className="cat-buy">
            <Skeleton active paragraph={{ rows: 8 }} />
          </div>
        </div>
      </div>
    );
  }

  const goods = detail.data;
  return (
    <div className="cat-detail">
      <div className="cat-detail__top">
        <div className="cat-detail__cover">
          <CoverImage id={goods.id} coverUrl={goods.coverUrl} title={goods.title} />
          <ul className="cat-detail__promises">
            <li>直播授课 · 支持回放</li>
            <li>作业批改 · 课后答疑</li>
            <li>学习报告 · 家长可查</li>
          </ul>
        </div>
        <PurchasePanel goods={goods} skus={skus.data} skusLoading={skus.isPending} purchase={purchase} />
      </div>

      <div className="cat-detail__bottom">
        <Tabs
          className="cat-detail__tabs"
          items={[
            { key: 'intro', label: '课程介绍', children: <DetailHtml html={goods.detailHtml} /> },
            {
              key: 'periods',
              label: '课程安排',
              children: <PeriodTable periods={goods.classPeriods} />,
            },
          ]}
        />
        <aside className="cat-detail__side">
          <StaffPanel goods={goods} teacherLink={(tid) => `/teacher-detail/${tid}`} />
        </aside>
      </div>
    </div>
  );
}
