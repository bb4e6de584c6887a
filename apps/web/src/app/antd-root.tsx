import { useEffect, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { MESSAGES, MESSAGE_DURATION_MS, NOTIFICATION_DURATION_MS } from '@salt/domain';
import { setDesktopFeedback, type Feedback } from '../lib/api/feedback';
import { theme } from './theme';

/** Routes antd's context-aware feedback (locale, theme) into the API client, which has no React of its own. */
function FeedbackBridge() {
  const { message, notification, modal } = AntApp.useApp();
  useEffect(() => {
    const mine: Feedback = {
      error: (text, title = MESSAGES.notifyTitle) =>
        notification.error({ title, description: text, duration: NOTIFICATION_DURATION_MS / 1000 }),
      info: (text, kind = 'success') => void message[kind](text, MESSAGE_DURATION_MS / 1000),
      locked: (text) =>
        modal.warning({
          title: MESSAGES.notifyTitle,
          content: text,
          closable: false,
          maskClosable: false,
          keyboard: false,
        }),
      expired: (text, onOk) => modal.error({ title: MESSAGES.loginExpired, content: text, closable: false, onOk }),
    };
    setDesktopFeedback(mine);
    return () => setDesktopFeedback(null);
  }, [message, notification, modal]);
  return null;
}

/**
 * antd's providers (zh_CN, the site theme, App for context-aware message/notification/Modal). Loaded lazily by
 * AntdScope around the frames and widgets that use antd, never by the app root: the phone shop renders with
 * antd-mobile only and so never downloads antd's core.
 */
export function AntdRoot({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={theme} button={{ autoInsertSpace: false }}>
      <AntApp notification={{ placement: 'topRight' }}>
        <FeedbackBridge />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
