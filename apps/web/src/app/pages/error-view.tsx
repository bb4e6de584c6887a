import { useEffect } from 'react';
import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { MESSAGES } from '@salt/domain';
import { SITE_NAME } from '../../components/route-title';

export function ErrorView({ title }: { title: string }) {
  // The router's error element replaces the root layout (and its DocumentTitle), so it names itself.
  useEffect(() => {
    document.title = `${title} - ${SITE_NAME}`;
  }, [title]);
  return (
    <div className="error-page">
      <Result
        status={title === MESSAGES.error404 ? '404' : '500'}
        title={title}
        subTitle="请返回上一页，或回到首页继续学习。"
        extra={[
          <Button key="back" autoInsertSpace={false} onClick={() => window.history.back()}>
            返回
          </Button>,
          <Link key="home" to="/">
            <Button type="primary">回到首页</Button>
          </Link>,
        ]}
      />
    </div>
  );
}
