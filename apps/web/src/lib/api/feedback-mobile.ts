import { Dialog, Toast } from 'antd-mobile';
import { MESSAGES, MESSAGE_DURATION_MS, NOTIFICATION_DURATION_MS } from '@salt/domain';
import type { Feedback } from './feedback';
// Toast and Dialog draw through React 19's createRoot (antd-mobile 5 needs the hook).
import '../antd-mobile-render';

const TOAST_ICONS = { success: 'success', error: 'fail', warning: undefined } as const;

/**
 * The phone theme's feedback: antd-mobile's Toast and Dialog, the phone pages' own widgets, so a phone page
 * never loads antd's desktop notification and Modal to say that a call failed.
 */
export const mobileFeedback: Feedback = {
  error: (text) => void Toast.show({ content: text, duration: NOTIFICATION_DURATION_MS }),
  info: (text, kind = 'success') =>
    void Toast.show({ content: text, icon: TOAST_ICONS[kind], duration: MESSAGE_DURATION_MS }),
  // No close button and no mask click: the person must acknowledge the lock.
  locked: (text) =>
    void Dialog.alert({ title: MESSAGES.notifyTitle, content: text, closeOnMaskClick: false, confirmText: '确定' }),
  expired: (text, onOk) =>
    void Dialog.alert({ title: MESSAGES.loginExpired, content: text, confirmText: '确定', onConfirm: onOk }),
};
