import { Button, Result } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { Link, useMatches } from 'react-router';
import { MESSAGES } from '@salt/domain';
import { routeTitleOf } from './route-title';

/** Routes whose feature has not been built yet show this inside the frame, never a blank page. */
export function UnderConstruction({ title }: { title?: string }) {
  const matches = useMatches();
  const pageTitle = title ?? routeTitleOf(matches);
  return (
    <Result
      className="under-construction"
      icon={<ToolOutlined style={{ color: '#1677ff' }} />}
      title={MESSAGES.underConstruction}
      subTitle={pageTitle ? `「${pageTitle}」正在精心打磨中，敬请期待。` : '该页面正在精心打磨中，敬请期待。'}
      extra={[
        <Button key="back" onClick={() => window.history.back()}>
          返回上一页
        </Button>,
        <Link key="home" to="/">
          <Button type="primary">回到首页</Button>
        </Link>,
      ]}
    />
  );
}

export default UnderConstruction;
