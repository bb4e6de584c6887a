import { Avatar, Button } from 'antd';
import {
  FileTextOutlined,
  GiftOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  ShoppingCartOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router';
import { centreKindOf, subjectColour, type CentreKind, type ShopLayout, type SpuCard } from '@salt/domain';
import { shopPath } from '../../../lib/shop-paths';
import { openLoginDialog, useDict, useSiteStore } from '../../../lib/site-store';
import { GRADE_STAGES, dictLabel } from '../catalogue-labels';
import { coverSrc } from '../../../lib/cover-src';
import { SnapCarousel } from '../../../components/snap-carousel';
import { Price } from './price';

type Banner = ShopLayout['banners'][number];

function BannerSlide({ banner, goods }: { banner: Banner; goods: SpuCard | undefined }) {
  const colour = subjectColour(goods?.subject);
  return (
    <Link
      to={`/pc-shop/goods-detail/${banner.spuId}`}
      className="home-banner"
      style={{ background: `linear-gradient(120deg, ${colour} 0%, ${colour}cc 55%, ${colour}88 100%)` }}
    >
      <div className="home-banner__copy">
        <span className="home-banner__kicker">名师直播 · 小班辅导</span>
        <h2>{banner.title}</h2>
        {(banner.subtitle ?? goods?.subtitle) && <p>{banner.subtitle ?? goods?.subtitle}</p>}
        <div className="home-banner__cta">
          {goods && goods.minPriceFen !== null && (
            <span className="home-banner__price">
              <Price fen={goods.minPriceFen} suffix="起" size="md" />
            </span>
          )}
          <span className="home-banner__button">立即报名</span>
        </div>
      </div>
      <img
        className="home-banner__art"
        src={banner.imageUrl || coverSrc(banner.spuId, null)}
        alt={`${banner.title}课程封面`}
      />
    </Link>
  );
}

/** The line under the greeting, for who is logged in: a pupil is cheered on, the others told what waits for them. */
const HELLO_TIP: Record<CentreKind, string> = {
  pupil: '今天也要加油学习哦',
  parent: '孩子的课程和学习进度都在学习中心',
  teacher: '你的班级和待批改作业都在学习中心',
  tutor: '你的班级和待批改作业都在学习中心',
};

/** The hero: grades to browse by on the left, promoted courses in the middle, the visitor's own box on the right. */
export function HomeHero({ layout }: { layout: ShopLayout | undefined }) {
  const grades = useDict('grade');
  const subjects = useDict('subject');
  const user = useSiteStore((s) => s.user);
  const allGoods = layout ? [...layout.recommended, ...layout.sections.flatMap((s) => s.goods)] : [];
  const banners = layout?.banners ?? [];
  return (
    <section className="home-hero">
      <div className="site-container home-hero__inner">
        <nav className="home-grade-nav" aria-label="按年级选课">
          {GRADE_STAGES.map((stage) => (
            <div key={stage.title} className="home-grade-nav__stage">
              <h3>{stage.title}</h3>
              <div className="home-grade-nav__grades">
                {stage.values.map((v) => (
                  <Link key={v} to={`/course?grade=${v}`}>
                    {dictLabel(grades, v) || v}
                  </Link>
                ))}
              </div>
            </div>
          ))}
          <div className="home-grade-nav__stage">
            <h3>学科</h3>
            <div className="home-grade-nav__grades">
              {subjects.map((s) => (
                <Link key={s.value} to={`/course?subject=${s.value}`}>
                  <i className="home-grade-nav__dot" style={{ background: subjectColour(s.value) }} />
                  {s.label}
                </Link>
              ))}
            </div>
          </div>
          <Link to="/course" className="home-grade-nav__all">
            全部课程 ›
          </Link>
        </nav>

        <div className="home-hero__carousel">
          {banners.length > 0 ? (
            <SnapCarousel
              label="推荐课程"
              dots="line"
              interval={5000}
              slides={banners.map((b) => ({
                key: b.id,
                node: <BannerSlide banner={b} goods={allGoods.find((g) => g.id === b.spuId)} />,
              }))}
            />
          ) : (
            <div className="home-banner home-banner--default">
              <div className="home-banner__copy">
                <span className="home-banner__kicker">盐课堂</span>
                <h2>小初高全科在线辅导</h2>
                <p>名师直播 · 辅导老师一对一跟进 · 学习报告看得见进步</p>
                <div className="home-banner__cta">
                  <Link to="/course" className="home-banner__button">
                    立即选课
                  </Link>
                </div>
              </div>
            </div>
          )}
        </div>

        <aside className="home-user">
          <div className="home-user__hello">
            <Avatar size={56} src={user?.avatar || undefined} icon={<UserOutlined />} alt="头像" />
            <div>
              <div className="home-user__name">
                {user ? `你好，${user.realname || user.sysUser.username}` : '你好，同学'}
              </div>
              <div className="home-user__tip">
                {user ? HELLO_TIP[centreKindOf(user.roles)] : '登录后查看课程与作业'}
              </div>
            </div>
          </div>
          {user ? (
            <div className="home-user__links">
              <Link to="/center">
                <ReadOutlined />
                学习中心
              </Link>
              <Link to={shopPath('orders', { mobile: false })}>
                <FileTextOutlined />
                我的订单
              </Link>
              <Link to={shopPath('cart', { mobile: false })}>
                <ShoppingCartOutlined />
                购物车
              </Link>
            </div>
          ) : (
            <div className="home-user__actions">
              <Button type="primary" block onClick={() => openLoginDialog('login')}>
                登录
              </Button>
              <Button block onClick={() => openLoginDialog('register')}>
                免费注册
              </Button>
            </div>
          )}
          <Link to={shopPath('coupons', { mobile: false })} className="home-user__coupon">
            <span>
              <b>领券中心</b>
              <small>选课前先领券，立减更划算</small>
            </span>
            <GiftOutlined />
          </Link>
          <ul className="home-user__promises">
            <li>
              <SafetyCertificateOutlined /> 持证教师授课
            </li>
            <li>
              <SafetyCertificateOutlined /> 直播课支持回放
            </li>
            <li>
              <SafetyCertificateOutlined /> 辅导老师全程跟进
            </li>
          </ul>
        </aside>
      </div>
    </section>
  );
}
