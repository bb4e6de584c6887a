import { useRef, useState } from 'react';
import { Button } from 'antd';
import { PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import type { ExamQuestionView } from '@salt/domain';
import { postExamPlay } from '../api/play';

interface Props {
  sessionId: number;
  questionId: number;
  listening: NonNullable<ExamQuestionView['listening']>;
  /** Plays left as last told by the server; kept by the runner so moving between questions does not reset it. */
  playsLeft?: number;
  onPlaysLeft?: (playsLeft: number) => void;
}

/**
 * A listening passage with a limited number of plays. The server counts them (POST play answers the plays left,
 * and refuses at zero), so a reload or a second tab cannot give more; the button is disabled when none are left.
 * A play runs to its end: no pause or seek, as in a real listening test.
 */
export function ListeningPlayer({ sessionId, questionId, listening, playsLeft: kept, onPlaysLeft }: Props) {
  const audio = useRef<HTMLAudioElement>(null);
  const [own, setOwn] = useState(listening.playsLeft);
  const playsLeft = kept ?? own;
  const setPlaysLeft = (n: number) => {
    setOwn(n);
    onPlaysLeft?.(n);
  };
  const [state, setState] = useState<'idle' | 'asking' | 'playing'>('idle');

  const play = async () => {
    setState('asking');
    try {
      const result = await postExamPlay(sessionId, questionId);
      setPlaysLeft(result.playsLeft);
    } catch {
      // Refused (none left) or no network: the API client has said why; nothing plays.
      setState('idle');
      return;
    }
    const el = audio.current;
    if (!el) return;
    el.currentTime = 0;
    setState('playing');
    try {
      await el.play();
    } catch {
      setState('idle');
    }
  };

  const none = playsLeft <= 0;
  return (
    <div className="exam-listening" data-testid="exam-listening">
      <Button
        type="primary"
        ghost
        icon={state === 'playing' ? <PauseCircleOutlined /> : <PlayCircleOutlined />}
        loading={state === 'asking'}
        disabled={none || state !== 'idle'}
        onClick={() => void play()}
        data-testid="exam-listening-play"
      >
        {state === 'playing' ? '正在播放…' : none ? '播放次数已用完' : '播放录音'}
      </Button>
      <span className="exam-listening__plays" data-testid="exam-listening-plays">
        剩余播放次数：{playsLeft}/{listening.playLimit}
      </span>
      <audio
        ref={audio}
        src={listening.audioUrl}
        preload="auto"
        onEnded={() => setState('idle')}
        onError={() => setState('idle')}
      />
    </div>
  );
}
