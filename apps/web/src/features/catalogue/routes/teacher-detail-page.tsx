import { Button, Image, Result, Skeleton } from 'antd';
import { SafetyCertificateOutlined, TrophyOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router';
import { useTeacherDetail } from '../api/teacher-detail';
import { GoodsCard } from '../components/goods-card';
import { EmptyState } from '../components/page-states';
import { errorText } from '../error-text';
import { SubjectTag } from '../components/subject-tag';
import '../components/catalogue.css';
import './teacher-pages.css';

/**
 * Teacher page (/teacher-detail/:id): photo, intro, certificate number, honours, certificate photos and the courses
 * they teach.
 */
export function TeacherDetailPage() {
  const id = Number(useParams().id);
  const query = useTeacherDetail(id);

  if (!Number.isInteger(id) || id <= 0 || query.isError) {
    return (
      <Result
        className="cat-state"
        status={query.isError && (query.error as { status?: number }).status !== 404 ? 'warning' : '404'}
        title={query.isError ? errorText(query.error) : '讲师不存在'}
        extra={
          <Link to="/teacherList">
            <Button type="primary">查看全部老师</Button>
          </Link>
        }
      />
    );
  }
  if (query.isPending) {
    return (
      <div className="cat-teacher-profile">
        <Skeleton.Avatar active size={160} />
        <Skeleton active paragraph={{ rows: 5 }} />
      </div>
    );
  }

  const t = query.data;
  return (
    <div className="cat-teacher-detail">
      <section className="cat-teacher-profile">
        <img className="cat-teacher-profile__photo" src={t.avatar} alt={`${t.name}老师照片`} />
        <div className="cat-teacher-profile__body">
          <h1>
            {t.name}
            <SubjectTag subject={t.subject} solid />
          </h1>
          <div className="cat-teacher-profile__meta">
            {t.title && <span>{t.title}</span>}
            {t.teachingYears > 0 && <span>教龄 {t.teachingYears} 年</span>}
          </div>
          {t.intro && <p className="cat-teacher-profile__intro">{t.intro}</p>}
          <div className="cat-teacher-profile__cert">
            <SafetyCertificateOutlined />
            教师资格证编号：<b>{t.qualificationNo || '审核中'}</b>
          </div>
        </div>
        {t.honors.length > 0 && (
          <aside className="cat-teacher-honors">
            <h2>
              <TrophyOutlined /> 荣誉与成就
            </h2>
            <ul>
              {t.honors.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
          </aside>
        )}
      </section>

      {t.qualificationImages.length > 0 && (
        <section className="cat-teacher-certs">
          <h2>
            <SafetyCertificateOutlined /> 资质证书
          </h2>
          <Image.PreviewGroup>
            {t.qualificationImages.map((url, i) => (
              <Image key={url} src={url} width={160} alt={`${t.name}老师资质证书${i + 1}`} />
            ))}
          </Image.PreviewGroup>
        </section>
      )}

      <section className="cat-teacher-courses">
        <h2>{t.name}老师的课程</h2>
        {t.goods.length === 0 ? (
          <EmptyState text="暂无在售课程" />
        ) : (
          <div className="cat-grid">
            {t.goods.map((g) => (
              <GoodsCard key={g.id} goods={g} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
