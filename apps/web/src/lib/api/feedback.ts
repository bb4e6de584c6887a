import { Modal, message, notification } from 'antd';
import { MESSAGES, MESSAGE_DURATION_MS, NOTIFICATION_DURATION_MS } from '@salt/domain';

/**
 * How the API client talks to the person. The app swaps in antd's context-aware instances (so the
 * zh_CN locale and theme apply); tests swap in spies. The client itself never imports React.
 */
export interface Feedback {
  /** Notification: default title '错误提示', 3000 ms. */
  error(text: string, title?: string): void;
  /** Short message: 1000 ms. */
  info(text: string, kind?: 'success' | 'warning' | 'error'): void;
  /** Account locked: a warning the user must acknowledge; it has no close button and ignores the mask. */
  locked(text: string): void;
  /** Refresh token rejected with a reason: dialog titled '登录已失效'. */
  expired(text: string, onOk: () => void): void;
}

export const staticFeedback: Feedback = {
  error: (text, title = MESSAGES.notifyTitle) =>
    notification.error({ title, description: text, duration: NOTIFICATION_DURATION_MS / 1000 }),
  info: (text, kind = 'success') => void message[kind](text, MESSAGE_DURATION_MS / 1000),
  locked: (text) =>
    Modal.warning({
      title: MESSAGES.notifyTitle,
      content: text,
      closable: false,
      maskClosable: false,
      keyboard: false,
    }),
  expired: (text, onOk) => Modal.error({ title: MESSAGES.loginExpired, content: text, closable: false, onOk }),
};

let current: Feedback = staticFeedback;

export function setFeedback(next: Feedback): void {
  current = next;
}

export function feedback(): Feedback {
  return current;
}
