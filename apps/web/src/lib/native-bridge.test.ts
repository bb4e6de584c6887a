import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nativeBridge, postToHost } from './native-bridge';

type HostWindow = Window & {
  SaltAppBridge?: { postMessage: (m: string) => void };
  saltPc?: { send: (a: string, p?: unknown) => void };
};
const w = window as HostWindow;

describe('native-app bridge', () => {
  beforeEach(() => {
    delete w.SaltAppBridge;
    delete w.saltPc;
  });
  afterEach(() => vi.restoreAllMocks());

  it('posts actions to the phone app as JSON', () => {
    const postMessage = vi.fn();
    w.SaltAppBridge = { postMessage };
    nativeBridge.finishHomework(42);
    expect(JSON.parse(postMessage.mock.calls[0]![0] as string)).toEqual({
      action: 'finishHomework',
      payload: { chapterId: 42 },
    });
  });

  it('sends actions to the desktop client', () => {
    const send = vi.fn();
    w.saltPc = { send };
    nativeBridge.setToolbarTheme('dark', '#000');
    expect(send).toHaveBeenCalledWith('setToolbarTheme', { theme: 'dark', color: '#000' });
  });

  it('falls back in a plain browser', () => {
    expect(postToHost('close')).toBe(false);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    nativeBridge.openServiceChat('https://kefu.example.cn/chat');
    expect(open).toHaveBeenCalledWith('https://kefu.example.cn/chat', '_blank', 'noopener,noreferrer');
    const onLogin = vi.fn();
    window.addEventListener('salt:open-login', onLogin);
    nativeBridge.returnToLogin();
    expect(onLogin).toHaveBeenCalledTimes(1);
    nativeBridge.setToolbarTheme('light');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#ffffff');
  });
});
