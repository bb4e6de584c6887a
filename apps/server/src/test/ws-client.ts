import { createRequire } from 'node:module';

/** The bits of the `ws` client the tests use (the package ships with @fastify/websocket, without types). */
interface WsLike {
  on(event: 'open' | 'close', cb: () => void): void;
  on(event: 'message', cb: (data: Buffer) => void): void;
  on(event: 'error', cb: (err: Error) => void): void;
  on(event: 'unexpected-response', cb: (req: unknown, res: { statusCode: number }) => void): void;
  send(data: string): void;
  close(): void;
}
const WebSocketCtor = createRequire(import.meta.url)('ws') as new (url: string) => WsLike;

export interface TestSocket {
  messages: Record<string, unknown>[];
  send(msg: unknown): void;
  sendRaw(raw: string): void;
  /** The first message (already received or coming) of `type` that passes `where`. */
  next<T = Record<string, unknown>>(type: string, where?: (m: T) => boolean, timeoutMs?: number): Promise<T>;
  close(): void;
}

/** Opens a WebSocket; rejects with the HTTP status when the upgrade is refused. */
export function connectWs(url: string): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocketCtor(url);
    const messages: Record<string, unknown>[] = [];
    const waiters = new Set<() => void>();
    ws.on('message', (data) => {
      messages.push(JSON.parse(data.toString('utf8')) as Record<string, unknown>);
      for (const w of [...waiters]) w();
    });
    ws.on('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    ws.on('error', (err) => reject(err));
    ws.on('open', () =>
      resolve({
        messages,
        send: (msg) => ws.send(JSON.stringify(msg)),
        sendRaw: (raw) => ws.send(raw),
        close: () => ws.close(),
        next<T>(type: string, where: (m: T) => boolean = () => true, timeoutMs = 5000) {
          return new Promise<T>((res, rej) => {
            let seen = 0;
            const check = () => {
              for (; seen < messages.length; seen++) {
                const m = messages[seen]!;
                if (m.type === type && where(m as T)) {
                  waiters.delete(check);
                  clearTimeout(timer);
                  res(m as T);
                  return;
                }
              }
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              rej(new Error(`no '${type}' message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
            }, timeoutMs);
            waiters.add(check);
            check();
          });
        },
      }),
    );
  });
}
