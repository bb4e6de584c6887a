import { useEffect } from 'react';
import { Button, Result } from 'antd';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { MESSAGES } from '@salt/domain';
import { isChunkLoadError, reloadForChunkError } from '../../lib/chunk-reload';
import { SITE_NAME } from '../../components/route-title';

export function errorTitleOf(error: unknown): string {
  const is404 =
    (isRouteErrorResponse(error) && error.status === 404) || (error as { status?: number } | null)?.status === 404;
  return is404 ? MESSAGES.error404 : MESSAGES.errorOther;
}

/** Route error element: a 404 or any other failure, with back and home links. */
export function ErrorPage() {
  const error = useRouteError();
  // A stale chunk after a deploy: reloading fetches the new build (at most once a minute).
  if (isChunkLoadError(error) && reloadForChunkError()) return null;
  return <ErrorView title={errorTitleOf(error)} />;
}

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
