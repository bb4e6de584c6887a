import { Button, QRCode, Result, Skeleton, Typography } from 'antd';
import { ReadOutlined, ScanOutlined, StarFilled, WechatOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { OfficialAccount, PublicOfficialAccount } from '@salt/domain';
import { useOfficialAccount } from '../api/official-account';
import { PageBar } from '../components/page-bar';
import './landing-pages.css';

/**
 * 关注公众号 (/publicAccount): the account's QR code (drawn from what it encodes, or the uploaded image), its WeChat
 * id, how to follow, and the 盐值 for reading it (the points rule viewWechatPub, when on). In WeChat's browser a
 * long press on the code follows the account, so the hint says so.
 */
export function PublicAccountPage() {
  const { data, isPending, isError, refetch } = useOfficialAccount();
  return (
    <div className="lp-page">
      <PageBar />
      <main className="lp-main">
        {isError ? (
          <Result status="warning" title="加载失败" extra={<Button onClick={() => void refetch()}>重试</Button>} />
        ) : isPending ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : data.account ? (
          <AccountView account={data.account} points={data.points} />
        ) : (
          <section className="lp-card lp-empty" aria-label="暂无公众号">
            <WechatOutlined className="lp-empty__icon is-wechat" />
            <h1>公众号信息整理中</h1>
            <p>稍后再来看看吧</p>
            <Link to="/" className="lp-cta">
              返回首页
            </Link>
          </section>
        )}
      </main>
    </div>
  );
}

function AccountView({ account: a, points }: { account: OfficialAccount; points: PublicOfficialAccount['points'] }) {
  const steps = [
    { icon: <ScanOutlined />, title: '打开微信扫一扫', text: '扫描二维码，或在微信中长按识别' },
    { icon: <WechatOutlined />, title: '关注公众号', text: `关注「${a.name}」，课程上新不错过` },
    {
      icon: <ReadOutlined />,
      title: points ? '阅读推文得盐值' : '阅读推文',
      text: points ? `每阅读一篇推文 +${points.amount} 盐值` : '学习方法、直播预告每周更新',
    },
  ];
  return (
    <>
      <section className="pa-hero">
        <WechatOutlined className="pa-hero__icon" />
        <div>
          <h1>关注「{a.name}」公众号</h1>
          {a.intro && <p>{a.intro}</p>}
        </div>
      </section>
      <div className="pa-grid">
        <section className="lp-card pa-qr" aria-label="公众号二维码">
          {a.qrImage ? (
            <img src={a.qrImage} alt={`${a.name}公众号二维码`} className="pa-qr__img" />
          ) : (
            <QRCode value={a.qrUrl} size={200} bordered={false} />
          )}
          <p className="pa-qr__hint">长按识别二维码 · 或用微信扫一扫</p>
          <dl className="pa-qr__facts">
            <div>
              <dt>公众号</dt>
              <dd>{a.name}</dd>
            </div>
            <div>
              <dt>微信号</dt>
              <dd>
                <Typography.Text copyable={{ text: a.wechatId, tooltips: ['复制', '已复制'] }}>
                  {a.wechatId}
                </Typography.Text>
              </dd>
            </div>
          </dl>
        </section>
        <div className="pa-side">
          <section className="lp-card" aria-label="关注步骤">
            <h2 className="pa-title">三步关注</h2>
            <ol className="pa-steps">
              {steps.map((s, i) => (
                <li key={s.title}>
                  <span className="pa-steps__icon">{s.icon}</span>
                  <div>
                    <b>
                      {i + 1}. {s.title}
                    </b>
                    <span>{s.text}</span>
                  </div>
                </li>
              ))}
            </ol>
          </section>
          {points && (
            <section className="lp-card pa-points" aria-label="盐值规则">
              <h2 className="pa-title">
                <StarFilled /> 盐值奖励
              </h2>
              <p className="pa-points__rule">
                {points.name}：<b>+{points.amount} 盐值</b>
                {points.dailyCap > 0 ? `，每天最多 ${points.dailyCap} 次` : '，不限次数'}
              </p>
              <p className="pa-points__note">
                登录盐课堂账号后阅读公众号推文即可获得，盐值可在盐值商城兑换文具、图书和课程券。
              </p>
              <Link to="/yanzhi/rule" className="pa-points__link">
                查看盐值规则 →
              </Link>
            </section>
          )}
        </div>
      </div>
    </>
  );
}
