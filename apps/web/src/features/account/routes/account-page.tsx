import { Button, Descriptions, Space, Tag } from 'antd';
import { Link } from 'react-router';
import { isInWechat } from '../../../lib/native-bridge';
import { useSiteStore } from '../../../lib/site-store';
import { startWechatBinding } from '../../auth';
import { AccountCard } from '../components/account-card';

function maskPhone(phone: string | null): string {
  return phone ? phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2') : '未绑定';
}

const ROLE_LABEL = { st: '学生', te: '教师', tu: '辅导老师' } as const;

/** The WeChat row: binding needs WeChat's OAuth, so the buttons show inside the WeChat browser only. */
function WechatBinding({ bound }: { bound: boolean }) {
  const tag = bound ? <Tag color="green">已绑定</Tag> : <Tag>未绑定</Tag>;
  if (!isInWechat()) {
    return (
      <Space wrap>
        {tag}
        <span style={{ color: '#999' }}>在微信中打开本站即可{bound ? '更换' : '绑定'}微信，绑定后可用微信登录</span>
      </Space>
    );
  }
  return (
    <Space wrap>
      {tag}
      <Button size="small" onClick={() => void startWechatBinding(bound ? 'change' : 'bind')}>
        {bound ? '更换为当前微信' : '绑定当前微信'}
      </Button>
    </Space>
  );
}

/** 账号设置: login facts and where to change them. */
export function AccountPage() {
  const user = useSiteStore((s) => s.user);
  if (!user) return null;
  const su = user.sysUser;
  return (
    <AccountCard title="账号设置">
      <Descriptions column={1} bordered size="middle" styles={{ label: { width: 140 } }}>
        <Descriptions.Item label="用户名">{su.username}</Descriptions.Item>
        <Descriptions.Item label="身份">{ROLE_LABEL[user.role]}</Descriptions.Item>
        <Descriptions.Item label="绑定手机">{maskPhone(su.phone)}</Descriptions.Item>
        <Descriptions.Item label="微信">
          <WechatBinding bound={su.wxBound} />
        </Descriptions.Item>
        <Descriptions.Item label="登录密码">
          <Link to="/center/editPassword">修改密码</Link>
          <span style={{ margin: '0 12px', color: '#d9d9d9' }}>|</span>
          <Link to="/center/setPassword">忘记原密码？通过手机设置</Link>
        </Descriptions.Item>
        <Descriptions.Item label="收货地址">
          <Link to="/center/UserAddress">管理收货地址</Link>
        </Descriptions.Item>
        <Descriptions.Item label="用户协议">
          <Link to="/center/UserAgreement">查看用户服务协议</Link>
        </Descriptions.Item>
      </Descriptions>
    </AccountCard>
  );
}
