import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Progress, Space, Tag, Typography } from 'antd';
import {
  LEARNING_ERRORS,
  RECORDING_MAX_BYTES,
  RECORDING_STATE_LABELS,
  type ConsoleClassSession,
  type ConsoleSessionRecording,
} from '@salt/domain';
import { ApiError } from '../../lib/api/client';
import { classSessionsApi } from './class-sessions-api';

const recordingsKey = (skuId: number) => ['console', 'class-recordings', skuId];

/** Each session's recording of a class, polled every 2 s while a transcode is queued or running. */
export function useClassRecordings(skuId: number | null) {
  const query = useQuery({
    queryKey: recordingsKey(skuId ?? 0),
    queryFn: () => classSessionsApi.recordings(skuId!),
    enabled: skuId !== null,
    refetchInterval: (q) => (q.state.data?.busy ? 2000 : false),
  });
  return new Map((query.data?.recordings ?? []).map((r) => [r.chapterId, r]));
}

const minutes = (sec: number) => `${Math.floor(sec / 60)}:${String(sec % 60).padStart(2, '0')}`;

/** 无录像 / 排队中 / 转码中 NN% / 已完成 (时长) / 失败 + reason. */
export function RecordingStatus({ rec }: { rec: ConsoleSessionRecording | undefined }) {
  if (!rec || rec.state === 'none') return <Typography.Text type="secondary">无录像</Typography.Text>;
  const label = RECORDING_STATE_LABELS[rec.state];
  if (rec.state === 'queued') return <Tag color="blue">{label}</Tag>;
  if (rec.state === 'running')
    return (
      <Space size={4} data-testid={`recording-running-${rec.chapterId}`}>
        <Tag color="processing">
          {label} {rec.percent}%
        </Tag>
        <Progress percent={rec.percent} size="small" showInfo={false} style={{ width: 60, margin: 0 }} />
      </Space>
    );
  if (rec.state === 'done')
    return (
      <Space size={4}>
        <Tag color="green">{label}</Tag>
        {rec.durationSec !== null && <Typography.Text type="secondary">{minutes(rec.durationSec)}</Typography.Text>}
      </Space>
    );
  return (
    <Space size={2} direction="vertical">
      <Tag color="red">{label}</Tag>
      <Typography.Text type="danger" style={{ fontSize: 12 }}>
        {rec.error}
        {rec.hasRecording ? '（原录像保留）' : ''}
      </Typography.Text>
    </Space>
  );
}

/**
 * 上传录像 of one session: picks a video, confirms a replacement, shows the upload's own progress, then the
 * transcode's (the list is refetched and polls while it runs). The server checks the bytes; this only spares a
 * doomed upload of an oversized file.
 */
export function UploadRecordingButton(props: {
  skuId: number;
  session: ConsoleClassSession;
  rec: ConsoleSessionRecording | undefined;
}) {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [sent, setSent] = useState<number | null>(null);
  const { session, rec } = props;
  const busy = rec?.state === 'queued' || rec?.state === 'running';

  const send = async (file: File) => {
    if (file.size > RECORDING_MAX_BYTES) {
      message.error(LEARNING_ERRORS.recordingTooLarge.msg);
      return;
    }
    setSent(0);
    try {
      await classSessionsApi.uploadRecording(session.id, file, setSent);
      message.success(`${session.title}的录像已上传，正在排队转码`);
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '录像上传失败，请重试');
    } finally {
      setSent(null);
      await queryClient.invalidateQueries({ queryKey: recordingsKey(props.skuId) });
    }
  };
  const picked = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!rec?.hasRecording) return void send(file);
    modal.confirm({
      title: `替换${session.title}的录像？`,
      content: '新录像转码完成后替换现有录像；转码失败时保留现有录像。',
      okText: '替换',
      cancelText: '取消',
      onOk: () => void send(file),
    });
  };

  // Recordings are of sessions held (the server refuses the others too).
  if (session.state !== 'done') return null;
  if (sent !== null)
    return <Progress percent={sent} size="small" format={(p) => `上传 ${p}%`} style={{ width: 110 }} />;
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="video/*,.mp4,.mov,.webm,.mkv"
        hidden
        data-testid={`recording-file-${session.id}`}
        onChange={(e) => picked(e.target.files?.[0])}
      />
      <Button type="link" size="small" disabled={busy} onClick={() => input.current?.click()}>
        {rec?.hasRecording ? '替换录像' : '上传录像'}
      </Button>
    </>
  );
}
