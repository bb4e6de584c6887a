import { useEffect } from 'react';
import { Spin } from 'antd';

/**
 * /console is the staff console, a separate app (console.html) the server answers for /console and below. A
 * click inside the site that lands here instead (a client-side navigation) leaves for it with a full page load,
 * so the site's bundle never carries console code. The console itself decides who may enter.
 */
export function ConsolePage() {
  useEffect(() => {
    window.location.replace('/console');
  }, []);
  return (
    <div style={{ padding: 48, textAlign: 'center' }}>
      <Spin tip="正在打开控制台" size="large">
        <div style={{ minHeight: 48 }} />
      </Spin>
    </div>
  );
}
