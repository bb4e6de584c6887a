import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { useNavigate, useParams } from 'react-router';
import { subjectLabel } from '@salt/domain';
import { useTeacherDetail } from '../api/teacher-detail';
import { MobileGoodsItem } from '../components/mobile-goods-item';
import { errorText } from '../error-text';
import '../components/catalogue.css';
import '../components/catalogue-mobile.css';

/** Mobile teacher page (/m-shop/teacher-detail-new/:id). */
export function MobileTeacherDetailPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const query = useTeacherDetail(id);

  if (!Number.isInteger(id) || id <= 0 || query.isError) {
    return (
      <ErrorBlock
        className="mcat-state"
        status={query.isError && (query.error as { status?: number }).status !== 404 ? 'disconnected' : 'empty'}
        title={query.isError ? errorText(query.error) : '讲师不存在'}
      >
        <Button color="primary" onClick={() => void navigate('/m-shop')}>
          去选课
        </Button>
      </ErrorBlock>
    );
  }
  if (query.isPending) {
    return (
      <div className="mcat-teacher" aria-busy="true">
        <div className="mcat-card">
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={5} animated />
        </div>
      </div>
    );
  }

  const t = query.data;
  const subject = subjectLabel(t.subject);
  return (
    <div className="mcat-teacher">
      <header className="mcat-teacher__head">
        <img src={t.avatar} alt={`${t.name}老师照片`} />
        <h1>{t.name}</h1>
        <p>
          {[subject && `${subject}老师`, t.title, t.teachingYears > 0 && `教龄${t.teachingYears}年`]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <div className="mcat-teacher__cert">教师资格证编号：{t.qualificationNo || '审核中'}</div>
      </header>
      {t.intro && (
        <section className="mcat-card">
          <h2>老师介绍</h2>
          <p className="mcat-teacher__intro">{t.intro}</p>
        </section>
      )}
      {t.honors.length > 0 && (
        <section className="mcat-card">
          <h2>荣誉与成就</h2>
          <ul className="mcat-teacher__honors">
            {t.honors.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
        </section>
      )}
      {t.qualificationImages.length > 0 && (
        <section className="mcat-card">
          <h2>资质证书</h2>
          <div className="mcat-teacher__certs">
            {t.qualificationImages.map((url, i) => (
              <img key={url} src={url} alt={`${t.name}老师资质证书${i + 1}`} loading="lazy" />
            ))}
          </div>
        </section>
      )}
      <h2 className="mcat-section-title">主讲课程</h2>
      {t.goods.length === 0 ? (
        <p className="mcat-card cat-muted">暂无在售课程</p>
      ) : (
        <div className="mcat-teacher__courses">
          {t.goods.map((g) => (
            <MobileGoodsItem key={g.id} goods={g} />
          ))}
        </div>
      )}
    </div>
  );
}
