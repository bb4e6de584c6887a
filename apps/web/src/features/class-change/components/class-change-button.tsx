import { Button } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useChangeLines } from '../api/change-lines';
import { changePagePath } from '../class-change-labels';
import { useSiteStore } from '../../../lib/site-store';

/**
 * 申请调班 on a pupil's class card: shown when the class came with a paid order line of theirs (a class staff gave
 * has nothing to change), leading to that line's 调班 page for the device in use.
 */
export function ClassChangeButton({ offeringId, enabled = true }: { offeringId: number; enabled?: boolean }) {
  const navigate = useNavigate();
  const mobile = useSiteStore((s) => s.showMobileTheme);
  const lines = useChangeLines(enabled);
  const line = lines.data?.find((l) => l.offeringId === offeringId);
  if (!enabled || !line) return null;
  return (
    <Button icon={<SwapOutlined />} onClick={() => void navigate(changePagePath(line.orderItemId, mobile))}>
      申请调班
    </Button>
  );
}
