import { Button, Result, Skeleton } from 'antd';
import { CalendarOutlined, GiftOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { agreementParagraphs, type Campaign } from '@salt/domain';
import { useCampaign } from '../api/campaign';
import { releaseDay } from '../components/format';
import { PageBar } from '../components/page-bar';
import './landing-pages.css';

/** 活动 (/advert): the campaign staff keep in the console, while it runs; otherwise a way to the courses. */
export function CampaignPage() {
  const { data, isPending, isError, refetch } = useCampaign();
  return (
    <div className="lp-page">
      <PageBar />
      <main className="lp-main">
        {isError ? (
          <Result status="warning" title="活动加载失败" extra={<Button onClick={() => void refetch()}>重试</Button>} />
        ) : isPending ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : data.campaign ? (
          <CampaignView campaign={data.campaign} />
        ) : (
          <section className="lp-card lp-empty" aria-label="暂无活动">
            <GiftOutlined className="lp-empty__icon" />
            <h1>暂无进行中的活动</h1>
            <p>新活动上线后会第一时间在这里公布，先去选课中心看看吧</p>
            <Link to="/course" className="lp-cta">
              去选课中心
            </Link>
          </section>
        )}
      </main>
    </div>
  );
}

function CampaignView({ campaign: c }: { campaign: Campaign }) {
  const cta = (
    <Link to={c.ctaLink} className="lp-cta">
      {c.ctaText}
    </Link>
  );
  return (
    <article className="cp-article">
      <section className={`cp-hero${c.cover ? ' has-cover' : ''}`}>
        <div className="cp-hero__text">
          <span className="cp-hero__tag">限时活动</span>
          <h1>{c.title}</h1>
          {c.subtitle && <p className="cp-hero__sub">{c.subtitle}</p>}
          <p className="cp-hero__dates">
            <CalendarOutlined /> 活动时间：{releaseDay(c.startDate)} – {releaseDay(c.endDate)}
          </p>
          {cta}
        </div>
        {c.cover && <img className="cp-hero__cover" src={c.cover} alt={c.title} />}
      </section>
      <section className="lp-card cp-body" aria-label="活动详情">
        {agreementParagraphs(c.body).map((p, i) => (p.heading ? <h2 key={i}>{p.text}</h2> : <p key={i}>{p.text}</p>))}
        <div className="cp-body__cta">{cta}</div>
      </section>
    </article>
  );
}
