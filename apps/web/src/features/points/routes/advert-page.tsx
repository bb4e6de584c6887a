import { FireFilled, GiftOutlined, ReadOutlined, StarFilled } from '@ant-design/icons';
import { Link } from 'react-router';
import { useGoodsPage } from '../api/goods-page';
import { GoodsCard } from '../components/goods-card';
import { ListState } from '../components/list-state';
import { YzPage } from '../components/yz-page';

const STEPS = [
  { icon: <ReadOutlined />, title: '认真学习', text: '按时交作业、上直播课' },
  { icon: <StarFilled />, title: '攒盐值', text: '每个好习惯都有盐值' },
  { icon: <GiftOutlined />, title: '换好礼', text: '文具图书课程券任你挑' },
];

/** 盐值兑换季 (/yanzhi/advert): the campaign page, the hot goods from the mall and the way into it. */
export function AdvertPage() {
  const hot = useGoodsPage({ sort: 'hot' });
  const list = (hot.data?.pages[0]?.records ?? []).slice(0, 8);
  return (
    <YzPage title="盐值兑换季" testId="yz-advert">
      <section className="yz-campaign">
        <div className="yz-campaign__tag">限时活动</div>
        <h1>盐值兑换季</h1>
        <p>学习攒下的每一粒盐，都能换成看得见的奖励</p>
        <Link to="/yanzhi" className="yz-campaign__cta">
          立即去兑换
        </Link>
      </section>
      <section className="yz-steps">
        {STEPS.map((s) => (
          <div key={s.title} className="yz-step">
            <span className="yz-step__icon">{s.icon}</span>
            <b>{s.title}</b>
            <span className="yz-muted">{s.text}</span>
          </div>
        ))}
      </section>
      <h3 className="yz-section-title">
        <FireFilled /> 人气好礼
      </h3>
      <ListState pending={hot.isPending} error={hot.error} empty={list.length === 0} emptyText="好礼正在上架中">
        <div className="yz-grid">
          {list.map((g, i) => (
            <GoodsCard key={g.id} goods={g} rank={i} />
          ))}
        </div>
      </ListState>
      <div className="yz-actions is-center">
        <Link to="/yanzhi" className="yz-campaign__cta is-solid">
          进入盐值商城
        </Link>
        <Link to="/yanzhi/rule" className="yz-link">
          如何赚盐值？
        </Link>
      </div>
    </YzPage>
  );
}
