import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Space } from 'antd';
import { AudioOutlined, LoadingOutlined, ReloadOutlined } from '@ant-design/icons';
import { ApiError } from '../../../lib/api/client';
import { feedback } from '../../../lib/api/feedback';
import { uploadRecording } from '../../../lib/api/upload-image';
import { formatClock } from '../model/exam-clock';

/** A spoken answer longer than this is cut: the server's upload limit and a teacher's patience both end. */
export const MAX_RECORD_SECONDS = 180;

type Phase = 'idle' | 'recording' | 'uploading' | 'failed';

interface Props {
  /** The uploaded recording's URL (the saved answer), if any. */
  value: string | null;
  onChange: (url: string) => void;
  disabled?: boolean;
  label: string;
}

export const canRecord = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.MediaRecorder === 'function' &&
  typeof navigator.mediaDevices?.getUserMedia === 'function';

/**
 * Oral answer: record with the microphone (MediaRecorder), listen back, and the recording is uploaded through
 * the file upload endpoint as soon as it stops; its URL is the answer. A failed upload keeps the recording so it
 * can be sent again; recording again replaces it.
 */
export function OralRecorder({ value, onChange, disabled, label }: Props) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [seconds, setSeconds] = useState(0);
  const [localUrl, setLocalUrl] = useState<string | null>(null);
  const [micError, setMicError] = useState<string | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const blob = useRef<Blob | null>(null);

  useEffect(() => {
    if (phase !== 'recording') return;
    const timer = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => clearInterval(timer);
  }, [phase]);

  useEffect(() => {
    if (phase === 'recording' && seconds >= MAX_RECORD_SECONDS) recorder.current?.stop();
  }, [phase, seconds]);

  useEffect(() => () => recorder.current?.stream.getTracks().forEach((t) => t.stop()), []);
  useEffect(
    () => () => {
      if (localUrl) URL.revokeObjectURL(localUrl);
    },
    [localUrl],
  );

  const upload = async () => {
    if (!blob.current) return;
    setPhase('uploading');
    try {
      onChange(await uploadRecording(blob.current));
      setPhase('idle');
    } catch (e) {
      if (!(e instanceof ApiError)) feedback().error('上传失败');
      setPhase('failed');
    }
  };

  const start = async () => {
    setMicError(null);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setMicError('无法使用麦克风，请在浏览器设置中允许本网站录音');
      return;
    }
    const chunks: Blob[] = [];
    // Speech needs little: 48 kbit/s keeps three minutes near 1 MB for a phone's upload.
    const rec = new MediaRecorder(stream, { audioBitsPerSecond: 48_000 });
    rec.ondataavailable = (e) => {
      if (e.data.size > 0) chunks.push(e.data);
    };
    rec.onstop = () => {
      stream.getTracks().forEach((t) => t.stop());
      blob.current = new Blob(chunks, { type: rec.mimeType || 'audio/webm' });
      setLocalUrl(URL.createObjectURL(blob.current));
      void upload();
    };
    recorder.current = rec;
    setSeconds(0);
    rec.start();
    setPhase('recording');
  };

  if (!canRecord())
    return <Alert type="warning" showIcon title="当前浏览器不支持录音，请使用最新版 Chrome、Edge 或 Safari 作答" />;

  const playback = localUrl ?? value;
  return (
    <div className="exam-oral" data-testid="exam-oral">
      <Space wrap>
        {phase === 'recording' ? (
          <Button danger type="primary" onClick={() => recorder.current?.stop()} aria-label={`结束录音：${label}`}>
            结束录音 {formatClock(seconds)}
          </Button>
        ) : (
          <Button
            icon={<AudioOutlined />}
            disabled={disabled || phase === 'uploading'}
            onClick={() => void start()}
            aria-label={`${value ? '重新录音' : '开始录音'}：${label}`}
          >
            {value || localUrl ? '重新录音' : '开始录音'}
          </Button>
        )}
        {phase === 'uploading' && (
          <span className="exam-oral__hint">
            <LoadingOutlined /> 录音上传中…
          </span>
        )}
        {phase === 'failed' && (
          <Button icon={<ReloadOutlined />} onClick={() => void upload()}>
            重新上传
          </Button>
        )}
        {phase === 'idle' && value && <span className="exam-oral__hint exam-oral__hint--ok">录音已上传</span>}
      </Space>
      {phase === 'recording' && <div className="exam-oral__live">正在录音… 最长 {MAX_RECORD_SECONDS / 60} 分钟</div>}
      {playback && phase !== 'recording' && (
        <audio className="exam-oral__player" controls src={playback} data-testid="exam-oral-playback" />
      )}
      {micError && <Alert type="error" showIcon title={micError} />}
    </div>
  );
}
