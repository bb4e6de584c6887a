import { Link } from 'react-router';
import type { TeacherBrief } from '@salt/domain';
import { SubjectTag } from './subject-tag';

/** Teacher tile for the home page and the teacher list; the whole tile opens the teacher's page. */
export function TeacherCard({
  teacher,
  intro,
  years,
  to = `/teacher-detail/${teacher.id}`,
}: {
  teacher: TeacherBrief;
  intro?: string | null;
  years?: number;
  to?: string;
}) {
  return (
    <Link to={to} className="cat-teacher" aria-label={`${teacher.name}老师`}>
      <img className="cat-teacher__photo" src={teacher.avatar} alt={`${teacher.name}老师照片`} loading="lazy" />
      <div className="cat-teacher__name">
        {teacher.name}
        <SubjectTag subject={teacher.subject} />
      </div>
      {teacher.title && <div className="cat-teacher__title">{teacher.title}</div>}
      {years !== undefined && years > 0 && <div className="cat-teacher__years">教龄 {years} 年</div>}
      {intro && <p className="cat-teacher__intro">{intro}</p>}
    </Link>
  );
}
