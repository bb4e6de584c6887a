import { useMemo, useRef, useState } from 'react';
import { Button, Result, Segmented, Skeleton } from 'antd';
import { LeftOutlined, PlayCircleFilled } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LIVE_MESSAGES } from '@salt/domain';
import { ApiError } from '../../../lib/api/client';
import { nativeBridge } from '../../../lib/native-bridge';
import { useOffering } from '../api/offering-detail';
import { usePlaybackRecords } from '../api/playback-records';
import { HlsPlayer } from '../components/hls-player';
import { playbackClosed, playbackPath } from '../enter-live';
import { sessionTime } from '../session-time';
import { locate, usePlaybackProgress } from '../use-playback-progress';
import '../components/learning.css';
import './playback-page.css';

const RATES = [0.75, 1, 1.25, 1.5, 2];

const clock = (sec: number) => {
  const s = Math.max(0, Math.floor(sec));
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
};

/** 课程回放 (`/Playback?chapterId=&offeringId=`): plays a session's recordings and resumes where the pupil left. */
export function PlaybackPage() {
  const [params] = useSearchParams();
  const chapterId = Number(params.get('chapterId'));
  const offeringId = Number(params.get('offeringId')) || null;
  const valid = Number.isInteger(chapterId) && chapterId > 0;
  const navigate = useNavigate();
  const records = usePlaybackRecords(valid ? chapterId : 0);
  const offering = useOffering(offeringId);
  const chapter = offering.data?.chapters.find((c) => c.id === chapterId);
  const others =
    offering.data?.chapters.filter((c) => c.state === 'finished' && c.hasPlayback && !playbackClosed(c)) ?? [];

  const back = () => (window.history.length > 1 ? void navigate(-1) : nativeBridge.close());

  let body;
  if (!valid) body = <Result status="404" title="回放不存在" />;
  else if (records.error)
    body = (
      <Result
        status={records.error instanceof ApiError && records.error.status === 403 ? '403' : 'warning'}
        title={records.error.message || '回放加载失败'}
        extra={
          <Link to="/center">
            <Button type="primary">返回学习中心</Button>
          </Link>
        }
      />
    );
  else if (records.isPending) body = <Skeleton.Node active className="playback-skeleton" />;
  else if (playbackClosed(records.data))
    body = <Result status="info" title={LIVE_MESSAGES.playbackClosed} data-testid="playback-closed" />;
  else if (records.data.records.length === 0) body = <Result status="info" title="该课次暂无回放" />;
  else body = <PlaybackPlayer key={chapterId} chapterId={chapterId} data={records.data} />;

  return (
    <div className="playback-page">
      <header className="playback-bar">
        <button type="button" className="playback-bar__back" aria-label="返回" onClick={back}>
          <LeftOutlined />
        </button>
        <div className="playback-bar__title">
          {chapter ? chapter.title : '课程回放'}
          {offering.data && <span>{offering.data.title}</span>}
        </div>
      </header>
      <div className="playback-layout">
        <main className="playback-main">{body}</main>
        {others.length > 0 && (
          <aside className="playback-list" aria-label="回放列表">
            <h3>回放列表</h3>
            {others.map((c) => (
              <Link
                key={c.id}
                replace
                to={playbackPath(c.id, offeringId ?? undefined)}
                className={`playback-list__item${c.id === chapterId ? ' is-current' : ''}`}
              >
                <PlayCircleFilled />
                <span>
                  <b>{c.title}</b>
                  <small>{sessionTime(c.startAt, c.endAt)}</small>
                </span>
              </Link>
            ))}
          </aside>
        )}
      </div>
    </div>
  );
}

function PlaybackPlayer({
  chapterId,
  data,
}: {
  chapterId: number;
  data: { records: { url: string; durationSec: number }[]; positionSec: number };
}) {
  const durations = useMemo(() => data.records.map((r) => r.durationSec), [data.records]);
  const starts = useMemo(() => durations.map((_, i) => durations.slice(0, i).reduce((a, b) => a + b, 0)), [durations]);
  const resume = useMemo(() => locate(durations, data.positionSec), [durations, data.positionSec]);
  const [index, setIndex] = useState(resume.index);
  const [rate, setRate] = useState(1);
  const pendingSeek = useRef<number | null>(resume.offset);
  const video = useRef<HTMLVideoElement | null>(null);
  const progress = usePlaybackProgress(chapterId);
  const total = durations.reduce((a, b) => a + b, 0);
  const resumed = data.positionSec > 0 && resume.offset + starts[resume.index]! > 0;

  const switchTo = (i: number, seek = 0) => {
    progress.save();
    pendingSeek.current = seek;
    setIndex(i);
  };

  return (
    <div className="playback-player">
      <div className="playback-video">
        <HlsPlayer
          videoRef={video}
          src={data.records[index]!.url}
          onLoadedMetadata={(e) => {
            const video = e.currentTarget;
            video.playbackRate = rate;
            if (pendingSeek.current !== null) {
              video.currentTime = pendingSeek.current;
              progress.markSaved(starts[index]! + pendingSeek.current);
              pendingSeek.current = null;
            }
          }}
          onTimeUpdate={(e) => progress.track(starts[index]! + e.currentTarget.currentTime)}
          onPlay={() => progress.setPlaying(true)}
          onPause={() => {
            progress.setPlaying(false);
            progress.save();
          }}
          onEnded={() => {
            progress.setPlaying(false);
            if (index + 1 < data.records.length) switchTo(index + 1);
            else progress.save();
          }}
        />
      </div>
      <div className="playback-tools">
        {resumed ? (
          <span className="playback-tools__resume" data-testid="resume-hint">
            已为你定位到上次观看的 {clock(starts[resume.index]! + resume.offset)}
          </span>
        ) : (
          <span className="playback-tools__resume">回放总时长 {clock(total)}</span>
        )}
        <Segmented<number>
          size="small"
          value={rate}
          onChange={(v) => {
            setRate(v);
            if (video.current) video.current.playbackRate = v;
          }}
          options={RATES.map((r) => ({ label: `${r}x`, value: r }))}
        />
      </div>
      {data.records.length > 1 && (
        <div className="playback-parts">
          {data.records.map((r, i) => (
            <Button key={r.url} size="small" type={i === index ? 'primary' : 'default'} onClick={() => switchTo(i)}>
              第{i + 1}段 · {clock(r.durationSec)}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
