import {
  CheckCircleOutlined,
  CloudSyncOutlined,
  DisconnectOutlined,
  ExclamationCircleOutlined,
} from '@ant-design/icons';
import type { SaveQueueState } from '../model/save-queue';

export const SAVE_TEXT = {
  saved: '已保存',
  saving: '保存中…',
  offline: '未保存，网络恢复后自动重试',
  failed: '未保存',
} as const;

const ICON = {
  saved: <CheckCircleOutlined />,
  saving: <CloudSyncOutlined />,
  offline: <DisconnectOutlined />,
  failed: <ExclamationCircleOutlined />,
};

/** The autosave's visible state; a refusal says why (the server's message). */
export function SaveStatus({ state }: { state: SaveQueueState }) {
  const text =
    state.status === 'failed' && state.error ? `${SAVE_TEXT.failed}：${state.error}` : SAVE_TEXT[state.status];
  return (
    <span className={`exam-save is-${state.status}`} role="status" aria-live="polite" data-testid="exam-save-status">
      {ICON[state.status]} {text}
    </span>
  );
}
