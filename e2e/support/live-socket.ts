import WebSocket from 'ws';

/**
 * The live classroom's WebSocket from Node, for journeys that play the teacher (or a second pupil) beside the page:
 * every frame is JSON with a `type`; `waitFor` answers the first message, seen or to come, that matches.
 */

export type Msg = { type: string } & Record<string, unknown>;

/** One end of the live classroom's socket (docs/live-protocol.md): every message kept, waited for by a predicate. */
export class LiveSocket {
  readonly messages: Msg[] = [];
  private waiters: { match: (m: Msg) => boolean; resolve: (m: Msg) => void }[] = [];

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data: WebSocket.RawData) => {
      const text = Array.isArray(data)
        ? Buffer.concat(data).toString('utf8')
        : Buffer.from(data as ArrayBuffer).toString('utf8');
      const msg = JSON.parse(text) as Msg;
      this.messages.push(msg);
      this.waiters = this.waiters.filter((w) => (w.match(msg) ? (w.resolve(msg), false) : true));
    });
  }

  static async open(url: string): Promise<LiveSocket> {
    const ws = new WebSocket(url);
    const socket = new LiveSocket(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
      ws.once('unexpected-response', (_req, res) => reject(new Error(`socket refused: HTTP ${res.statusCode}`)));
    });
    return socket;
  }

  send(msg: Msg) {
    this.ws.send(JSON.stringify(msg));
  }

  waitFor(what: string, match: (m: Msg) => boolean, timeoutMs = 10_000): Promise<Msg> {
    const seen = this.messages.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise<Msg>((resolve, reject) => {
      const timer = setTimeout(() => {
        const got = this.messages.map((m) => m.type).join(', ');
        reject(new Error(`the socket got no ${what} within ${timeoutMs} ms (got: ${got})`));
      }, timeoutMs);
      this.waiters.push({
        match,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  close() {
    this.ws.close();
  }
}
