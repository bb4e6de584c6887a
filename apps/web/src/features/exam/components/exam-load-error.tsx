import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@salt/domain';
import { ApiError } from '../../../lib/api/client';

/**
 * Why an exam cannot be started, in place of the page: the server's message (not open yet, closed, not your
 * class's exam, no attempts left) and a way back to the list.
 */
export function ExamLoadError({ error, backTo }: { error: unknown; backTo: string }) {
  const navigate = useNavigate();
  const text = error instanceof ApiError ? error.message : MESSAGES.networkFailed;
  const forbidden = error instanceof ApiError && error.status === 403;
  return (
    <div data-testid="exam-load-error">
      <Result
        status={forbidden ? '403' : 'warning'}
        title={text}
        extra={
          <Button type="primary" onClick={() => void navigate(backTo)}>
            返回列表
          </Button>
        }
      />
    </div>
  );
}
