import { Badge, Button, Tag } from 'antd';
import { EditOutlined, FormOutlined, PlayCircleOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import {
  LIVE_MESSAGES,
  BEFORE_ENROLMENT_LABEL,
  HOMEWORK_STATUS_LABELS,
  marksHomeworkIn,
  mayStudyIn,
  mayTeachIn,
  type ChapterView,
  type HomeworkStatus,
  type MyClass,
} from '@salt/domain';
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

/** One class session with what can be done with it now: enter the live room, watch the recording, homework. */
export function SessionRow({
  chapter,
  offeringId,
  role,
  isNext,
  offsetMs,
  classHasTutor = true,
}: {
  chapter: ChapterView;
  offeringId: number;
  role: MyClass['role'];
  isNext: boolean;
  offsetMs: number;
  /** A class without a tutor is marked by its teacher (the domain's `marksHomeworkIn`). */
  classHasTutor?: boolean;
}) {
  const navigate = useNavigate();
  const here = useLocation();
  const go = (to: string) => void navigate(to);
  const { state, homework } = chapter;
  // In a class's detail `homework` says whether the session has any (null: none); elsewhere it is not sent.
  const hasHomework = state !== 'upcoming' && homework !== null;
  return (
    <div className={`session-row is-${state}`} data-testid="session-row">
      <div className="session-row__seq">{String(chapter.seq).padStart(2, '0')}</div>
      <div className="session-row__main">
        <div className="session-row__title">
          <ChapterStateTag state={state} />
          <span>{chapter.title}</span>
          {chapter.beforeEnrolment && (
            <Tag
              className="session-row__joined"
              data-testid="before-enrolment"
              title="你入班前已上过的课次：可看回放，作业选做"
            >
              {BEFORE_ENROLMENT_LABEL}
            </Tag>
          )}
        </div>
        <div className="session-row__time">
          <span>{sessionTime(chapter.startAt, chapter.endAt)}</span>
          {isNext && state === 'upcoming' && <SessionCountdown startAt={chapter.startAt} offsetMs={offsetMs} />}
        </div>
      </div>
      <div className="session-row__actions">
        {state === 'live' && (
          <Button type="primary" danger icon={<VideoCameraOutlined />} onClick={() => enterLive(chapter.id, go)}>
            进入教室
          </Button>
        )}
        {entersEarly(chapter) && (
          <Button type="primary" icon={<VideoCameraOutlined />} onClick={() => enterLive(chapter.id, go)}>
            进入直播间
          </Button>
        )}
        {state === 'finished' &&
          (playbackClosed(chapter) ? (
            <Button disabled data-testid="playback-closed">
              {LIVE_MESSAGES.playbackClosed}
            </Button>
          ) : chapter.hasPlayback ? (
            <Button icon={<PlayCircleOutlined />} onClick={() => go(playbackPath(chapter.id, offeringId))}>
              看回放
            </Button>
          ) : (
            <Button disabled>回放生成中</Button>
          ))}
        {mayStudyIn(role) && hasHomework && (
          <>
            {homework?.status && <HomeworkStatusTag status={homework.status} score={homework.score} />}
            <Button icon={<EditOutlined />} onClick={() => openSessionHomework(chapter.id, go, here)}>
              课后作业
            </Button>
          </>
        )}
        {mayTeachIn(role) && hasHomework && (
          <Badge count={homework?.toMark ?? 0} size="small" title="待批改">
            <Button icon={<FormOutlined />} onClick={() => go(tutorHomeworkPath(chapter.id))}>
              {marksHomeworkIn(role, classHasTutor) ? '批改作业' : '查看作业'}
            </Button>
          </Badge>
        )}
      </div>
    </div>
  );
}

const STATUS_COLOURS: Record<HomeworkStatus, string> = {
  todo: 'orange',
  submitted: 'blue',
  marked: 'green',
  missed: 'default',
  optional: 'cyan',
};

/** 待完成 / 待批改 / 已批改 88分 / 未提交 / 选做 beside the session's homework button. */
function HomeworkStatusTag({ status, score }: { status: HomeworkStatus; score: number | null }) {
  return (
    <Tag color={STATUS_COLOURS[status]} className="session-row__homework" data-testid="homework-status">
      {HOMEWORK_STATUS_LABELS[status]}
      {status === 'marked' && score !== null ? ` ${score}分` : ''}
    </Tag>
  );
}
