import { ErrorBlock, Grid, List } from 'antd-mobile';
import { CheckCircleOutlined, LineChartOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { useDict, useSiteStore } from '../../../lib/site-store';
import { isGreyHome } from '../grey-switch';
import './mobile-shop-home-page.css';

const FALLBACK_SUBJECTS = ['语文', '数学', '英语', '物理', '化学', '生物', '历史', '地理'];

/** Mobile shop root (/m-shop): the phone's home page. The shop issue fills the course list below the banner. */
export function MobileShopHomePage() {
  const subjects = useDict('subject');
  const dic = useSiteStore((s) => s.dic);
  const names = subjects.length ? subjects.map((s) => s.label) : FALLBACK_SUBJECTS;
  return (
    <div className={isGreyHome(dic) ? 'm-shop-home is-grey' : 'm-shop-home'}>
      <section className="m-shop-home__banner">
        <h1>盐课堂</h1>
        <p>名师直播 · 辅导老师一对一跟进</p>
      </section>
      <Grid columns={4} gap={8} className="m-shop-home__subjects">
        {names.map((name) => (
          <Grid.Item key={name}>
            <div className="m-shop-home__subject">{name}</div>
          </Grid.Item>
        ))}
      </Grid>
      <List header="为什么选择盐课堂" className="m-shop-home__list">
        <List.Item prefix={<PlayCircleOutlined />} description="课堂连麦答疑，错过可看回放">
          直播互动课堂
        </List.Item>
        <List.Item prefix={<CheckCircleOutlined />} description="辅导老师逐题批改，错题讲解">
          作业一对一批改
        </List.Item>
        <List.Item prefix={<LineChartOutlined />} description="每次课后生成学习报告">
          学习报告
        </List.Item>
      </List>
      <ErrorBlock
        status="empty"
        title="课程即将上架"
        description="功能建设中，敬请期待"
        className="m-shop-home__empty"
      />
    </div>
  );
}
