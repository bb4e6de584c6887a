import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSiteStore } from '../site-store';
import { feedback, setDesktopFeedback, setFeedback, type Feedback } from './feedback';

const spies = () => ({ error: vi.fn(), info: vi.fn(), locked: vi.fn(), expired: vi.fn() }) satisfies Feedback;
const mobile = vi.hoisted(() => ({ error: vi.fn(), info: vi.fn(), locked: vi.fn(), expired: vi.fn() }));
const antd = vi.hoisted(() => ({ error: vi.fn(), info: vi.fn(), locked: vi.fn(), expired: vi.fn() }));
vi.mock('./feedback-mobile', () => ({ mobileFeedback: mobile }));
vi.mock('./feedback-antd', () => ({ staticFeedback: antd }));

describe('feedback()', () => {
  afterEach(() => {
    setDesktopFeedback(null);
    vi.clearAllMocks();
  });

  it('answers with antd-mobile on the phone theme, loaded on first use', async () => {
    setFeedback(null);
    useSiteStore.setState({ showMobileTheme: true });
    feedback().error('用户名或密码错误');
    await vi.waitFor(() => expect(mobile.error).toHaveBeenCalledWith('用户名或密码错误'));
    expect(antd.error).not.toHaveBeenCalled();
  });

  it("answers with the antd scope's instances on desktop, else antd's static ones", async () => {
    setFeedback(null);
    useSiteStore.setState({ showMobileTheme: false });
    feedback().info('已保存', 'success');
    await vi.waitFor(() => expect(antd.info).toHaveBeenCalledWith('已保存', 'success'));
    const scoped = spies();
    setDesktopFeedback(scoped);
    const onOk = vi.fn();
    feedback().expired('请重新登录', onOk);
    expect(scoped.expired).toHaveBeenCalledWith('请重新登录', onOk);
    expect(mobile.expired).not.toHaveBeenCalled();
  });

  it('a feedback set by setFeedback wins over the theme (tests)', () => {
    const mine = spies();
    setFeedback(mine);
    useSiteStore.setState({ showMobileTheme: true });
    feedback().locked('账号已锁定');
    expect(mine.locked).toHaveBeenCalledWith('账号已锁定');
  });
});
