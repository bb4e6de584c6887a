import { Button } from 'antd';
import {
  BookOutlined,
  CheckCircleOutlined,
  LineChartOutlined,
  PlayCircleOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router';
import { openLoginDialog, useSiteStore } from '../../../lib/site-store';
import { isGreyHome } from '../grey-switch';
import './home-page.css';

const FALLBACK_SUBJECTS = ['语文', '数学', '英语', '物理', '化学', '生物', '历史', '地理'];

const FEATURES = [
  { icon: <PlayCircleOutlined />, title: '直播互动课堂', text: '名师直播授课，课堂连麦答疑，错过可看回放' },
  { icon: <CheckCircleOutlined />, title: '作业一对一批改', text: '辅导老师逐题批改，错题讲解直达每位学生' },
  { icon: <LineChartOutlined />, title: '学习报告', text: '每次课后生成学习报告，进步看得见' },
  { icon: <TeamOutlined />, title: '小班精细辅导', text: '班主任全程跟进，家长随时了解学习情况' },
];

/** Home page frame; the shop issue fills the course lists into these sections. */
export function HomePage() {
  const user = useSiteStore((s) => s.user);
  const dic = useSiteStore((s) => s.dic);
  const subjects = dic.subject?.length ? dic.subject.map((s) => s.label) : FALLBACK_SUBJECTS;
  return (
    <div className={isGreyHome(dic) ? 'home-page is-grey' : 'home-page'}>
      <section className="home-hero">
        <div className="site-container home-hero__inner">
          <div className="home-hero__copy">
            <h1>小初高全科在线辅导</h1>
            <p>名师直播 · 辅导老师一对一跟进 · 学习报告看得见进步</p>
            <div className="home-hero__actions">
              <Link to="/course">
                <Button type="primary" size="large">
                  立即选课
                </Button>
              </Link>
              {user ? (
                <Link to="/center">
                  <Button size="large">进入学习中心</Button>
                </Link>
              ) : (
                <Button size="large" onClick={() => openLoginDialog('register')}>
                  免费注册
                </Button>
              )}
            </div>
          </div>
          <div className="home-hero__art" aria-hidden>
            <div className="home-hero__card home-hero__card--a">
              <BookOutlined /> 今日直播 19:00 初二数学
            </div>
            <div className="home-hero__card home-hero__card--b">
              <CheckCircleOutlined /> 作业已批改 · 95 分
            </div>
            <div className="home-hero__card home-hero__card--c">
              <LineChartOutlined /> 本周学习 6.5 小时
            </div>
          </div>
        </div>
      </section>

      <section className="site-container home-section">
        <h2>全学科覆盖</h2>
        <div className="home-subjects">
          {subjects.map((s) => (
            <Link key={s} to="/course" className="home-subject">
              {s}
            </Link>
          ))}
        </div>
      </section>

      <section className="site-container home-section">
        <h2>为什么选择盐课堂</h2>
        <div className="home-features">
          {FEATURES.map((f) => (
            <div key={f.title} className="home-feature">
              <div className="home-feature__icon">{f.icon}</div>
              <h3>{f.title}</h3>
              <p>{f.text}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="site-container home-section home-cta">
        <div>
          <h2>下载盐课堂客户端</h2>
          <p>电脑、手机随时上课，课堂体验更流畅</p>
        </div>
        <Link to="/download">
          <Button type="primary" size="large" ghost>
            客户端下载
          </Button>
        </Link>
      </section>
    </div>
  );
}
