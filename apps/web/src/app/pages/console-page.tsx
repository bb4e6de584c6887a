import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { canSeeConsole } from '@salt/domain';
import { useSiteStore } from '../../lib/site-store';
import { UnderConstruction } from '../../components/under-construction';

/**
 * /console is a separate app reached by a full page load. When the request lands here instead (the console
 * build is not deployed), role 6 learns it is being built and everyone else is told it is not for them.
 */
export function ConsolePage() {
  const user = useSiteStore((s) => s.user);
  if (user && canSeeConsole(user.roles)) return <UnderConstruction title="控制台" />;
  return (
    <Result
      status="403"
      title="没有权限访问"
      subTitle="控制台仅对教师开放"
      extra={
        <Link to="/">
          <Button type="primary">回到首页</Button>
        </Link>
      }
    />
  );
}
