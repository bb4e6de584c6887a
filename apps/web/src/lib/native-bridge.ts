import { currentHostKind, type HostKind } from './device';

/**
 * The one place that talks to the host app. The phone app injects `window.SaltAppBridge.postMessage`
 * (string JSON), the desktop client `window.saltPc.send(action, payload)`; the messaging browser uses its
 * mini-program bridge when present. Every action has a browser fallback so pages never need to branch.
 */
type Payload = Record<string, unknown>;

interface HostWindow {
  SaltAppBridge?: { postMessage(message: string): void };
  saltPc?: { send(action: string, payload?: Payload): void };
  wx?: {
    miniProgram?: {
      navigateTo?(o: { url: string }): void;
      navigateBack?(): void;
      postMessage?(o: { data: unknown }): void;
    };
  };
}

function hostWindow(): Window & HostWindow {
  return window as Window & HostWindow;
}

export function hostKind(): HostKind {
  return currentHostKind();
}

export function isInApp(): boolean {
  const kind = hostKind();
  return kind === 'app' || kind === 'pcApp';
}

export function isInWechat(): boolean {
  return hostKind() === 'wechat';
}

/** Sends an action to the host; answers false when there is no host to receive it. */
export function postToHost(action: string, payload: Payload = {}): boolean {
  const w = hostWindow();
  if (w.SaltAppBridge) {
    w.SaltAppBridge.postMessage(JSON.stringify({ action, payload }));
    return true;
  }
  if (w.saltPc) {
    w.saltPc.send(action, payload);
    return true;
  }
  return false;
}

/** In a browser, submitting homework is announced on the window (pages showing its status refresh). */
export const HOMEWORK_FINISHED_EVENT = 'salt:homework-finished';

export const nativeBridge = {
  turnPage(url: string): void {
    if (!postToHost('turnPage', { url })) window.location.assign(url);
  },
  openModule(module: string, params: Payload = {}): void {
    if (!postToHost('openModule', { module, ...params }) && typeof params.url === 'string') {
      window.location.assign(params.url);
    }
  },
  close(): void {
    if (postToHost('close')) return;
    const mini = hostWindow().wx?.miniProgram;
    if (isInWechat() && mini?.navigateBack) mini.navigateBack();
    else if (window.history.length > 1) window.history.back();
    else window.location.assign('/');
  },
  saveImage(url: string): void {
    if (!postToHost('saveImage', { url })) downloadLink(url, fileNameOf(url));
  },
  openFile(url: string, fileName = fileNameOf(url)): void {
    if (!postToHost('openFile', { url, fileName })) window.open(url, '_blank', 'noopener');
  },
  finishHomework(chapterId: string | number): void {
    if (!postToHost('finishHomework', { chapterId }))
      window.dispatchEvent(new CustomEvent(HOMEWORK_FINISHED_EVENT, { detail: { chapterId } }));
  },
  setToolbarTheme(theme: 'light' | 'dark', color?: string): void {
    if (postToHost('setToolbarTheme', { theme, color })) return;
    // Browsers read the toolbar colour from the theme-color meta tag.
    let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'theme-color';
      document.head.appendChild(meta);
    }
    meta.content = color ?? (theme === 'dark' ? '#1f1f1f' : '#ffffff');
  },
  async share(data: { title: string; url: string; text?: string; image?: string }): Promise<void> {
    if (postToHost('share', data)) return;
    if (navigator.share) {
      await navigator.share({ title: data.title, url: data.url, text: data.text }).catch(() => undefined);
      return;
    }
    await navigator.clipboard?.writeText(data.url).catch(() => undefined);
  },
  showButtons(buttons: string[]): void {
    postToHost('showButtons', { buttons });
  },
  hideButtons(buttons: string[]): void {
    postToHost('hideButtons', { buttons });
  },
  returnToLogin(): void {
    if (!postToHost('returnToLogin')) window.dispatchEvent(new CustomEvent('salt:open-login'));
  },
  /** Customer-service chat: inside the app the host opens it; elsewhere it is an external link in a new tab. */
  openServiceChat(url: string): void {
    if (!postToHost('openServiceChat', { url })) window.open(url, '_blank', 'noopener,noreferrer');
  },
};

function fileNameOf(url: string): string {
  return decodeURIComponent(url.split('?')[0]?.split('/').pop() || 'download');
}

function downloadLink(url: string, fileName: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}
