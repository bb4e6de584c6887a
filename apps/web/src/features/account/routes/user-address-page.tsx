import { Empty } from 'antd';
import { AccountCard } from '../components/account-card';

/**
 * 收货地址. The address endpoints belong to the shop issue and are not served yet, so the page says so
 * in place instead of pretending to list addresses.
 */
export function UserAddressPage() {
  return (
    <AccountCard title="收货地址">
      <Empty description="功能建设中：收货地址管理将随课程商城一同上线" />
    </AccountCard>
  );
}
