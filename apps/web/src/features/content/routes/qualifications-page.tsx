import { Button, Empty, Image, Result, Skeleton } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useLicences } from '../api/licences';
import './download-pages.css';

/** 办学许可 (/qualifications): the school's licences as the console keeps them, and where teachers' are. */
export function QualificationsPage() {
  const { data, isPending, isError, refetch } = useLicences();
  return (
    <div className="qual-page">
      <section className="dl-hero qual-hero">
        <h1>
          <SafetyCertificateOutlined /> 办学许可
        </h1>
        <p>盐课堂依法取得办学与经营资质，接受教育主管部门监督</p>
      </section>
      {isError ? (
        <Result status="warning" title="资质加载失败" extra={<Button onClick={() => void refetch()}>重试</Button>} />
      ) : isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : data.length === 0 ? (
        <Empty description="暂无资质信息" />
      ) : (
        <Image.PreviewGroup>
          <div className="qual-grid">
            {data.map((l) => (
              <figure key={l.id} className="qual-item">
                <Image src={l.image} alt={l.title} />
                <figcaption>{l.title}</figcaption>
              </figure>
            ))}
          </div>
        </Image.PreviewGroup>
      )}
      <div className="qual-teachers">
        <span>授课老师均持有教师资格证，资格证编号与证书见每位老师的主页</span>
        <Link to="/teacherList">查看教师资质 →</Link>
      </div>
    </div>
  );
}
