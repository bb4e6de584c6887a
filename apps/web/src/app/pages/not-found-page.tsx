import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { MESSAGES } from '@salt/domain';

/** Unknown routes, inside the frame. */
export function NotFoundPage() {
  return (
    <Result
      status="404"
      title={MESSAGES.notFoundPage}
      subTitle="您访问的页面不存在或已被移除"
      extra={
        <Link to="/">
          <Button type="primary">回到首页</Button>
        </Link>
      }
    />
  );
}
