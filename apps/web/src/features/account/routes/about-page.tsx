import { Link } from 'react-router';
import '../components/account-card.css';

/** About page (about.html in the original site). */
export function AboutPage() {
  return (
    <article className="legal-text">
      <h1 style={{ textAlign: 'center' }}>关于盐课堂</h1>
      <p>
        盐课堂是面向小学、初中、高中学生的在线辅导学校。我们以直播小班课为核心，配合辅导老师课后一对一批改作业、阶段测评与学习报告，让每一位学生都能被看见、被关注。
      </p>
      <p>
        我们的主讲老师均持有教师资格证，具有多年一线教学经验；辅导老师全程跟进学习情况，与家长保持沟通。学生可以在电脑、手机和平板上随时上课、回看、完成作业。
      </p>
      <h3>联系我们</h3>
      <p>客服电话：400-086-1100（每日 09:00-22:00）</p>
      <p>
        <Link to="/">返回首页</Link>
      </p>
    </article>
  );
}
