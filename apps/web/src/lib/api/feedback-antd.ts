import { Modal, message, notification } from 'antd';
import { MESSAGES, MESSAGE_DURATION_MS, NOTIFICATION_DURATION_MS } from '@salt/domain';
import type { Feedback } from './feedback';

/**
 * antd's static feedback (desktop): used until the antd scope's context-aware instances are mounted, and by the
 * tests. Its own module so that only desktop frames and tests load antd's message, notification and Modal.
 */
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
