import { Link } from 'react-router';
import type { SpuDetail } from '@salt/domain';
import { SubjectTag } from './subject-tag';

/** Teachers (with intro, linking to their page) and class tutors of a goods, for the detail page's side column. */
export function StaffPanel({ goods, teacherLink }: { goods: SpuDetail; teacherLink: (id: number) => string }) {
  return (
    <>
      {goods.teachers.length > 0 && (
        <section className="cat-side-card">
          <h3>授课老师</h3>
          {goods.teachers.map((t) => (
            <Link key={t.id} to={teacherLink(t.id)} className="cat-staff">
              <img src={t.avatar} alt={`${t.name}老师照片`} />
              <div>
                <div className="cat-staff__name">
                  {t.name} <SubjectTag subject={t.subject} />
                </div>
                {t.title && <div className="cat-staff__title">{t.title}</div>}
                {t.intro && <p className="cat-staff__intro">{t.intro}</p>}
              </div>
            </Link>
          ))}
        </section>
      )}
      {goods.tutors.length > 0 && (
        <section className="cat-side-card">
          <h3>辅导老师</h3>
          {goods.tutors.map((t) => (
            <div key={t.id} className="cat-staff">
              <img src={t.avatar} alt={`${t.name}老师照片`} />
              <div>
                <div className="cat-staff__name">{t.name}</div>
                {t.title && <div className="cat-staff__title">{t.title}</div>}
                <p className="cat-staff__intro">课后答疑、作业批改与学习规划，全程陪伴</p>
              </div>
            </div>
          ))}
        </section>
      )}
    </>
  );
}
