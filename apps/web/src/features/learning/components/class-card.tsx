import { Avatar, Badge, Button, Progress } from 'antd';
import {
  BarChartOutlined,
  EditOutlined,
  FormOutlined,
  PlayCircleOutlined,
  RightOutlined,
  UserOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { marksHomeworkIn, mayStudyIn, mayTeachIn, subjectColour, subjectLabel, type MyClass } from '@salt/domain';
import { useDict } from '../../../lib/site-store';
import { isBuilt } from '../../../lib/built-pages';
import {
  enterLive,
  entersEarly,
  openSessionHomework,
  playbackClosed,
  playbackPath,
  tutorHomeworkPath,
} from '../enter-live';
import { sessionTime } from '../session-time';
import { ChapterStateTag } from './chapter-state-tag';
import { SessionCountdown } from './session-countdown';

/** 学习报告: the class's reports (a pupil's own; a tutor's class view), shown while its page is built (isBuilt). */
const REPORT_PATH = '/report';

const ROLE_BADGE = { student: null, teacher: '我授课', tutor: '我辅导' } as const;

function Person({ label, person }: { label: string; person: MyClass['teacher'] }) {
  if (!person) return null;
  return (
    <span className="class-card__person">
      <Avatar size={24} src={person.avatar || undefined} icon={<UserOutlined />} />
      <span className="class-card__person-label">{label}</span>
      {person.name}
    </span>
  );
}

/** How much homework of a class waits for the teacher's or tutor's feedback, and the first session to mark. */
export function toMarkOf(cls: MyClass): { count: number; first: number | null } {
  const sessions = cls.toMark ?? [];
  return { count: sessions.reduce((n, s) => n + s.toMark, 0), first: sessions[0]?.chapterId ?? null };
}

/**
 * One class of the learning centre: who teaches it, how far along it is, and what to do next. `readOnly` is a
 * parent's view of their child's class: the same facts, no classroom, homework or links into the class.
 */
export function ClassCard({
  cls,
  offsetMs = 0,
  readOnly = false,
  extra,
}: {
  cls: MyClass;
  offsetMs?: number;
  readOnly?: boolean;
  /** More actions the page adds (a pupil's 申请调班). */
  extra?: ReactNode;
}) {
  const navigate = useNavigate();
  const here = useLocation();
  const grades = useDict('grade');
  const colour = subjectColour(cls.subject);
  const grade = grades.find((g) => g.value === cls.grade)?.label;
  const next = cls.nextChapter;
  const percent = cls.total ? Math.round((cls.finished / cls.total) * 100) : 0;
  const badge = ROLE_BADGE[cls.role];
  const detail = `/center/course-detail/${cls.offeringId}`;
  const marking = toMarkOf(cls);
  // Staff go to the first session waiting for feedback, else the latest one held.
  const markTarget = marking.first ?? (next && next.state !== 'upcoming' ? next.id : null);

  return (
    <article className="class-card" style={{ ['--subject' as string]: colour }} data-testid="class-card">
      <header className="class-card__head">
        <span className="class-card__subject">{subjectLabel(cls.subject) || '课程'}</span>
        {grade && <span className="class-card__grade">{grade}</span>}
        {badge && <span className="class-card__badge">{badge}</span>}
        {readOnly ? (
          <span className="class-card__title" title={cls.title}>
            {cls.title}
          </span>
        ) : (
          <Link to={detail} className="class-card__title" title={cls.title}>
            {cls.title}
          </Link>
        )}
      </header>
      <div className="class-card__people">
        <Person label="主讲" person={cls.teacher} />
        <Person label="辅导" person={cls.tutor} />
      </div>
      <div className="class-card__progress">
        <Progress percent={percent} showInfo={false} strokeColor={colour} size="small" />
        <span>
          已上 <b>{cls.finished}</b>/{cls.total} 讲
        </span>
      </div>
      {next ? (
        <div className={`class-card__next is-${next.state}`}>
          <div className="class-card__next-line">
            <ChapterStateTag state={next.state} />
            <span className="class-card__next-title">
              第{next.seq}讲 · {next.title.replace(/^第\d+讲\s*/, '')}
            </span>
          </div>
          <div className="class-card__next-time">
            {sessionTime(next.startAt, next.endAt)}
            {next.state === 'upcoming' && <SessionCountdown startAt={next.startAt} offsetMs={offsetMs} />}
          </div>
        </div>
      ) : (
        <div className="class-card__next is-done">本班课程已全部结束</div>
      )}
      {!readOnly && (
        <footer className="class-card__actions">
          {next?.state === 'live' && (
            <Button
              type="primary"
              danger
              icon={<VideoCameraOutlined />}
              onClick={() => enterLive(next.id, (to) => void navigate(to))}
            >
              进入教室
            </Button>
          )}
          {next && entersEarly(next) && (
            <Button
              type="primary"
              icon={<VideoCameraOutlined />}
              onClick={() => enterLive(next.id, (to) => void navigate(to))}
            >
              进入直播间
            </Button>
          )}
          {next?.state === 'finished' && next.hasPlayback && !playbackClosed(next) && (
            <Button
              type="primary"
              ghost
              icon={<PlayCircleOutlined />}
              onClick={() => void navigate(playbackPath(next.id, cls.offeringId))}
            >
              看回放
            </Button>
          )}
          {next && next.state !== 'upcoming' && mayStudyIn(cls.role) && (
            <Button
              icon={<EditOutlined />}
              onClick={() => openSessionHomework(next.id, (to) => void navigate(to), here)}
            >
              课后作业
            </Button>
          )}
          {markTarget !== null && mayTeachIn(cls.role) && (
            <Badge count={marking.count} size="small" offset={[-4, 2]}>
              <Button icon={<FormOutlined />} onClick={() => void navigate(tutorHomeworkPath(markTarget))}>
                {marksHomeworkIn(cls.role, cls.tutor !== null) ? '批改作业' : '查看作业'}
              </Button>
            </Badge>
          )}
          {isBuilt(REPORT_PATH) && (
            <Button type="text" icon={<BarChartOutlined />} onClick={() => void navigate(REPORT_PATH)}>
              学习报告
            </Button>
          )}
          {extra}
          <Link to={detail} className="class-card__more">
            全部课次 <RightOutlined />
          </Link>
        </footer>
      )}
    </article>
  );
}
