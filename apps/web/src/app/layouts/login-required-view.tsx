import { Button, Result } from 'antd';
import { openLoginDialog } from '../../lib/site-store';

/** What a personal page shows a visitor who is not logged in (the login dialog opens on top). */
export function LoginRequiredView() {
  return (
    <Result
      status="403"
      title="请先登录"
      subTitle="登录后即可查看学习中心、课程和作业"
      extra={
        <Button type="primary" onClick={() => openLoginDialog('login')}>
          立即登录
        </Button>
      }
    />
  );
}
