import { Collapse, Empty, Skeleton } from 'antd';
import { CustomerServiceOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useHelpArticles } from '../../content';
import './center-pages.css';

/** 帮助中心 (DropCourse): answers about classes, refunds and class changes, with the service line below. */
export function DropCoursePage() {
  const { data, isPending } = useHelpArticles();
  return (
    <div className="center-page">
      <div className="help-hero">
        <h2>帮助中心</h2>
        <p>上课、回放、作业、退费与调班的常见问题</p>
      </div>
      {isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : !data || data.length === 0 ? (
        <Empty className="learn-empty" description="暂无帮助内容" />
      ) : (
        <Collapse
          className="help-list"
          accordion
          defaultActiveKey={data[0]?.id}
          items={data.map((a) => ({
            key: a.id,
            label: a.title,
            children: <div className="help-list__content">{a.content}</div>,
          }))}
        />
      )}
      <div className="help-contact">
        <CustomerServiceOutlined />
        <span>
          没有找到答案？<Link to="/center/Feedback">提交意见反馈</Link>，客服老师会尽快联系你
        </span>
      </div>
    </div>
  );
}
