import { App, Button } from 'antd';
import { CopyOutlined, FileTextOutlined, ShareAltOutlined, TeamOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { ReferralShare } from '@salt/domain';
import { useReferralShare } from '../api/referral-share';
import { ListState, RfPage } from '../components/rf-page';
import { SharePoster } from '../components/share-poster';
import { copyText, shareLinkOf, yuanText } from '../referral-labels';

/** What the pupil gets for a friend's first course: 盐值 (when the rule is on) or cash. */
const rewardLine = (r: ReferralShare['rules']) =>
  [r.pointsEnabled ? `${r.pointsAmount} 盐值` : null, `${yuanText(r.cashFen)} 现金`].filter(Boolean).join(' 或 ');

function Stats({ s }: { s: ReferralShare }) {
  const items = [
    { label: '已邀请', value: s.invited, unit: '人' },
    { label: '已下单', value: s.paid, unit: '人' },
    { label: '已获奖', value: s.rewarded, unit: '人' },
    { label: '待领取', value: s.available, unit: '个' },
    { label: '累计盐值', value: s.pointsEarned.toLocaleString('zh-CN'), unit: '' },
    { label: '累计现金', value: yuanText(s.cashEarnedFen), unit: '' },
  ];
  return (
    <section className="rf-card" aria-label="我的推荐">
      <div className="rf-card__head">
        <h3>我的推荐</h3>
        <div className="rf-card__links">
          <Link to="/recommend/list">
            <TeamOutlined /> 推荐列表
          </Link>
          <Link to="/recommend/record">
            <FileTextOutlined /> 奖励记录
          </Link>
        </div>
      </div>
      <dl className="rf-stats">
        {items.map((i) => (
          <div key={i.label} className="rf-stat">
            <dt>{i.label}</dt>
            <dd>
              {i.value}
              {i.unit && <small>{i.unit}</small>}
            </dd>
          </div>
        ))}
      </dl>
      {s.available > 0 && (
        <Link to="/recommend/record" className="rf-available">
          你有 {s.available} 个奖励待领取，去领取 ›
        </Link>
      )}
    </section>
  );
}

/**
 * 推荐有礼 (/recommend): my share code and link (copy, share), what they have brought, the poster to save or send,
 * and the rules with the figures of the moment.
 */
export function RecommendPage() {
  const { message } = App.useApp();
  const share = useReferralShare();
  const s = share.data;
  const link = s ? shareLinkOf(s.code) : '';

  const copy = async (text: string, done: string) => {
    if (await copyText(text)) message.success(done);
    else message.error('复制失败，请长按手动复制');
  };
  const onShare = async () => {
    if (!s) return;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: '盐课堂 · 推荐有礼', text: `${s.name} 邀请你一起来盐课堂学习`, url: link });
        return;
      } catch (e) {
        // Closing the share sheet is a choice, not a failure; anything else falls back to copying.
        if (e instanceof DOMException && e.name === 'AbortError') return;
      }
    }
    await copy(link, '链接已复制，发给好友吧');
  };

  return (
    <RfPage testId="rf-index">
      <ListState pending={share.isPending} error={share.error} empty={false} emptyText="">
        {s && (
          <div className="rf-index">
            <div className="rf-index__main">
              <section className="rf-hero" aria-label="我的邀请码">
                <div className="rf-hero__title">邀请好友一起学</div>
                <div className="rf-hero__sub">好友首次购课后，你可领取 {rewardLine(s.rules)}</div>
                <div className="rf-code">
                  <span className="rf-code__label">我的邀请码</span>
                  <strong className="rf-code__value" data-testid="rf-code">
                    {s.code}
                  </strong>
                  <Button
                    size="small"
                    className="rf-code__copy"
                    icon={<CopyOutlined />}
                    onClick={() => void copy(s.code, '邀请码已复制')}
                  >
                    复制
                  </Button>
                </div>
                <div className="rf-link">
                  <span className="rf-link__url" data-testid="rf-link">
                    {link}
                  </span>
                  <Button size="small" onClick={() => void copy(link, '链接已复制')}>
                    复制链接
                  </Button>
                </div>
                <Button size="large" className="rf-hero__share" icon={<ShareAltOutlined />} onClick={onShare}>
                  分享给好友
                </Button>
              </section>
              <Stats s={s} />
              <section className="rf-card" aria-label="活动规则">
                <h3>活动规则</h3>
                <ol className="rf-rules">
                  {s.rules.text.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ol>
              </section>
            </div>
            <aside className="rf-index__side">
              <SharePoster name={s.name} code={s.code} link={link} />
            </aside>
          </div>
        )}
      </ListState>
    </RfPage>
  );
}
