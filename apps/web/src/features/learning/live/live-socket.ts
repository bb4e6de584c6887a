import type { LiveClientMessage, LiveServerMessage } from './live-types';

export type SocketStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

const BASE_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
const PING_MS = 25_000;

/** 1 s, 2 s, 4 s ... up to 30 s, with ±20 % jitter so a whole class does not reconnect in the same instant. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const plain = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt);
  return Math.round(plain * (0.8 + random() * 0.4));
}

/** Turns the server's socket path into a ws(s):// URL on this site. */
export function socketUrlOf(path: string, location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  if (/^wss?:\/\//.test(path)) return path;
  const withApi = path.startsWith('/api/') ? path : `/api${path.startsWith('/') ? '' : '/'}${path}`;
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${withApi}`;
}

export interface LiveSocketOptions {
  /** The socket URL for each attempt; reconnects ask again because the join token in it may have expired. */
  url: (attempt: number) => Promise<string>;
  onMessage: (msg: LiveServerMessage) => void;
  onStatus: (status: SocketStatus) => void;
  createSocket?: (url: string) => WebSocket;
}

/**
 * The interaction socket of one live session. It reconnects with exponential backoff after any drop; the
 * server greets every connection with a `hello` carrying the open roll call, question and ranks, so the
 * page's state is rebuilt from the server rather than patched up locally.
 */
export class LiveSocket {
  private ws: WebSocket | null = null;
  private attempt = 0;
  private stopped = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly opts: LiveSocketOptions) {}

  start(): void {
    this.stopped = false;
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.pingTimer);
    this.ws?.close(1000, 'leave');
    this.ws = null;
    this.opts.onStatus('closed');
  }

  /** Sends when connected; answers false otherwise so the UI can say the answer did not go out. */
  send(msg: LiveClientMessage): boolean {
    if (this.ws?.readyState !== 1) return false;
    this.ws.send(JSON.stringify(msg));
    return true;
  }

  private async connect(): Promise<void> {
    this.opts.onStatus(this.attempt === 0 ? 'connecting' : 'reconnecting');
    let url: string;
    try {
      url = await this.opts.url(this.attempt);
    } catch {
      this.scheduleRetry();
      return;
    }
    if (this.stopped) return;
    const ws = (this.opts.createSocket ?? ((u: string) => new WebSocket(u)))(url);
    this.ws = ws;
    ws.onopen = () => {
      this.attempt = 0;
      this.opts.onStatus('open');
      clearInterval(this.pingTimer);
      this.pingTimer = setInterval(() => this.send({ type: 'ping' }), PING_MS);
    };
    ws.onmessage = (e: MessageEvent) => {
      try {
        this.opts.onMessage(JSON.parse(String(e.data)) as LiveServerMessage);
      } catch {
        // A frame that is not JSON carries nothing this page can show.
      }
    };
    ws.onclose = () => {
      clearInterval(this.pingTimer);
      if (this.ws !== ws) return;
      this.ws = null;
      if (!this.stopped) this.scheduleRetry();
    };
  }

  private scheduleRetry(): void {
    if (this.stopped) return;
    this.opts.onStatus('reconnecting');
    const delay = backoffDelay(this.attempt);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => void this.connect(), delay);
  }
}
