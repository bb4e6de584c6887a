import type { ClassMarkSession } from '@salt/domain';
import { formatChinaTime } from '../../../lib/china-time';

/** Which session this is: its title, class, time and the people who taught it. */
export function SessionHead({ s }: { s: ClassMarkSession }) {
  return (
    <div className="cm-head">
      <div className="cm-head__title">{s.title}</div>
      <div className="cm-head__class">{s.classTitle}</div>
      <div className="cm-head__meta">
        <span>
          {formatChinaTime(s.startAt, 'YYYY-MM-DD HH:mm')}-{formatChinaTime(s.endAt, 'HH:mm')}
        </span>
        <span>主讲：{s.teacherName ?? '—'}</span>
        <span>辅导：{s.tutorName ?? '—'}</span>
      </div>
    </div>
  );
}
