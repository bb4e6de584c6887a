import { useEffect, useState } from 'react';
import { App, Badge, Button, Card, Empty, Result, Skeleton } from 'antd';
import { PlayCircleOutlined } from '@ant-design/icons';
import { Link, useNavigate, useParams } from 'react-router';
import { LIVE_MESSAGES, mayStudyIn } from '@salt/domain';
import { formatChinaTime } from '../../../lib/china-time';
import { ApiError } from '../../../lib/api/client';
import { useLiveInfo } from '../api/live-info';
import { useClockOffset } from '../../platform';
import { HlsPlayer } from '../components/hls-player';
import { QuestionCard } from '../components/question-card';
import { RankList } from '../components/rank-list';
import { RollCallPrompt } from '../components/roll-call-prompt';
import { SessionCountdown } from '../components/session-countdown';
import { playbackPath } from '../enter-live';
import { useLiveRoom } from '../live/use-live-room';
import type { SocketStatus } from '../live/live-socket';
import '../components/learning.css';
import './live-page.css';

const STATUS_VIEW: Record<SocketStatus, { text: string; status: 'success' | 'processing' | 'warning' | 'default' }> = {
  connecting: { text: '正在连接课堂…', status: 'processing' },
  open: { text: '互动已连接', status: 'success' },
  reconnecting: { text: '网络波动，正在重连…', status: 'warning' },
  closed: { text: '互动已断开', status: 'default' },
};

/** 直播课堂 (`/center/live/:chapterId`): the live video with roll call, questions and ranks beside it. */
export function LivePage() {
  const { chapterId: raw } = useParams();
  const chapterId = Number(raw);
  const navigate = useNavigate();
  const info = useLiveInfo(chapterId);
  const offsetMs = useClockOffset();
  const live = info.data?.state === 'live';
  // 提前入场: the room (video and interaction) opens the class's lead before the start.
  const early = info.data?.state === 'upcoming' && info.data.mayEnter;
  const room = useLiveRoom(chapterId, live || early ? info.data!.wsUrl : null);
  const { message } = App.useApp();
  const notice = room.state.notice;
  const [signalLost, setSignalLost] = useState(false);

  useEffect(() => {
    if (notice) void message.warning(notice.text);
  }, [notice, message]);

  if (info.error) {
    const status = info.error instanceof ApiError ? info.error.status : null;
    return (
      <Result
        status={status === 403 ? '403' : status === 404 ? '404' : 'warning'}
        title={info.error.message || '进入教室失败'}
        extra={
          <Link to="/center">
            <Button type="primary">返回学习中心</Button>
          </Link>
        }
      />
    );
  }
  if (info.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  const data = info.data;
  const student = mayStudyIn(data.role);
  const when = `${formatChinaTime(data.classBegin, 'M月D日 HH:mm')}-${formatChinaTime(data.classOver, 'HH:mm')}`;

  let stage;
  if (data.state === 'upcoming' && !data.mayEnter) {
    stage = (
      <div className="live-stage__wait">
        <div className="live-stage__wait-title">直播尚未开始</div>
        <div>{when}</div>
        <SessionCountdown startAt={data.classBegin} offsetMs={offsetMs} />
      </div>
    );
  } else if (data.state === 'finished') {
    stage = (
      <div className="live-stage__wait">
        <div className="live-stage__wait-title">本节课已结束</div>
        {!data.playbackOpen ? (
          <div data-testid="playback-closed">{LIVE_MESSAGES.playbackClosed}</div>
        ) : data.recordQuery ? (
          <Button type="primary" icon={<PlayCircleOutlined />} onClick={() => void navigate(playbackPath(chapterId))}>
            观看回放
          </Button>
        ) : (
          <div>回放生成中，请稍后再来</div>
        )}
      </div>
    );
  } else {
    stage = (
      <>
        <HlsPlayer
          src={data.hlsUrl}
          live
          autoPlay
          onError={() => setSignalLost(true)}
          onPlay={() => setSignalLost(false)}
        />
        {signalLost && <div className="live-stage__signal">老师的直播信号暂未接入，请稍候或刷新页面</div>}
        {early && (
          <div className="live-stage__early">
            已提前入场，上课时间 {when}
            <SessionCountdown startAt={data.classBegin} offsetMs={offsetMs} />
          </div>
        )}
      </>
    );
  }

  const status = STATUS_VIEW[room.status];
  return (
    <div className="live-page">
      <section className="live-main">
        <div className="live-head">
          <span className="live-head__title">
            {live && <span className="live-head__badge">LIVE</span>}
            直播课堂
          </span>
          <span className="live-head__time">{when}</span>
          {(live || early) && (
            <Badge
              status={status.status}
              text={<span className="live-head__status-text">{status.text}</span>}
              className="live-head__status"
            />
          )}
        </div>
        <div className="live-stage">{stage}</div>
      </section>
      <aside className="live-side">
        <Card title="课堂答题" size="small" className="live-panel">
          {room.state.question ? (
            <QuestionCard
              key={room.state.question.id}
              question={room.state.question}
              canAnswer={student && room.status === 'open'}
              onAnswer={(questionId, answer) => {
                const sent = room.send({ type: 'question.answer', questionId, answer });
                if (!sent) void message.error('网络连接失败，请稍后再试');
                return sent;
              }}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="老师发题后会出现在这里" />
          )}
        </Card>
        <Card title="课堂排行" size="small" className="live-panel">
          <RankList ranks={room.state.ranks} />
        </Card>
      </aside>
      {student && (
        <RollCallPrompt
          rollCall={room.state.rollCall}
          offsetMs={offsetMs}
          onAnswer={(rollCallId) => {
            if (!room.send({ type: 'rollcall.answer', rollCallId })) void message.error('网络连接失败，请稍后再试');
          }}
        />
      )}
    </div>
  );
}
