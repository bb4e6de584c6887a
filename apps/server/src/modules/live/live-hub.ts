import {
  LIVE_ERRORS,
  liveClientMessageSchema,
  type ErrorCode,
  type ErrorEntry,
  type LiveClientMessage,
  type LiveRole,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { ChapterRow } from '../learning';
import { requireChapterAccess } from '../learning';
import {
  answerQuestion,
  answerRollCall,
  closeQuestion,
  hasAnsweredRollCall,
  isStaff,
  openQuestion,
  openRollCallId,
  pushQuestion,
  questionById,
  questionStats,
  questionView,
  ranksFor,
  rawRanks,
  rollCallView,
  startRollCall,
  type RawRank,
} from './interaction.service';

/** The part of a `ws` WebSocket the hub uses. */
export interface LiveSocket {
  readonly readyState: number;
  readonly OPEN: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'message', listener: (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => void): unknown;
  on(event: 'close' | 'error', listener: () => void): unknown;
}

/** One connected viewer on this instance. */
export interface LiveConnection {
  socket: LiveSocket;
  userId: number;
  role: LiveRole;
  chapterId: number;
  tokenExpiresAt: Date;
}

type Audience = 'all' | 'staff' | 'students' | { userId: number };

/** What travels through the fan-out: a server message and who on each instance should get it. */
interface Broadcast {
  to: Audience;
  msg: { type: string; [k: string]: unknown };
}

/** The socket protocol's own short codes for the failures the room reacts to; every error also carries errorCode. */
const ERROR_CODES: Partial<Record<ErrorCode, string>> = {
  [LIVE_ERRORS.rollCallClosed.errorCode]: 'late',
  [LIVE_ERRORS.questionClosed.errorCode]: 'closed',
  [LIVE_ERRORS.rollCallDuplicate.errorCode]: 'duplicate',
  [LIVE_ERRORS.questionDuplicate.errorCode]: 'duplicate',
  [LIVE_ERRORS.interactionClosed.errorCode]: 'interaction_off',
};
const STATUS_CODES: Record<number, string> = {
  400: 'invalid',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
};

const channelOf = (chapterId: number) => `live:chapter:${chapterId}`;

function send(socket: LiveSocket, msg: unknown) {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(msg));
}

/** A socket error: the protocol's short `code`, and the catalogue entry's text and errorCode. */
function sendError(socket: LiveSocket, code: string, entry: ErrorEntry<ErrorCode>, ref?: string) {
  send(socket, { type: 'error', code, msg: entry.msg, errorCode: entry.errorCode, ref });
}

function matches(to: Audience, c: LiveConnection): boolean {
  if (to === 'all') return true;
  if (to === 'staff') return isStaff(c.role);
  if (to === 'students') return c.role === 'student';
  return c.userId === to.userId;
}

/**
 * The sockets of this instance, grouped by session. Each session with local viewers is subscribed to its
 * fan-out channel; every broadcast (from any instance, this one included) is delivered from that channel.
 */
export class LiveHub {
  private readonly rooms = new Map<number, { conns: Set<LiveConnection>; subscribed: Promise<() => Promise<void>> }>();
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly ctx: AppContext) {}

  /** Call synchronously from the socket handler: message listeners must exist before the first frame. */
  attach(conn: LiveConnection): void {
    let chain: Promise<unknown> = this.join(conn).catch((err) => this.fail(conn, err));
    conn.socket.on('message', (data, isBinary) => {
      chain = chain.then(() =>
        this.onMessage(
          conn,
          isBinary
            ? null
            : Buffer.isBuffer(data)
              ? data.toString('utf8')
              : Buffer.from(data as ArrayBuffer).toString('utf8'),
        ),
      );
    });
    conn.socket.on('close', () => {
      chain = chain.then(() => this.leave(conn));
    });
    conn.socket.on('error', () => undefined);
  }

  private async join(conn: LiveConnection) {
    let room = this.rooms.get(conn.chapterId);
    if (!room) {
      const subscribed = this.ctx.live.fanout.subscribe(channelOf(conn.chapterId), (m) =>
        this.deliver(conn.chapterId, m as Broadcast),
      );
      room = { conns: new Set(), subscribed };
      this.rooms.set(conn.chapterId, room);
    }
    room.conns.add(conn);
    await room.subscribed;
    send(conn.socket, await this.hello(conn));
  }

  private async leave(conn: LiveConnection) {
    const room = this.rooms.get(conn.chapterId);
    if (!room) return;
    room.conns.delete(conn);
    if (room.conns.size === 0) {
      this.rooms.delete(conn.chapterId);
      const unsubscribe = await room.subscribed;
      await unsubscribe();
    }
  }

  private deliver(chapterId: number, b: Broadcast) {
    const room = this.rooms.get(chapterId);
    if (!room || !b || typeof b !== 'object' || !b.msg) return;
    for (const c of room.conns) {
      if (!matches(b.to, c)) continue;
      if (b.msg.type === 'ranks') {
        send(c.socket, { type: 'ranks', ranks: ranksFor(b.msg.ranks as RawRank[], c) });
      } else {
        send(c.socket, b.msg);
      }
    }
  }

  private publish(chapterId: number, to: Audience, msg: Broadcast['msg']) {
    return this.ctx.live.fanout.publish(channelOf(chapterId), { to, msg } satisfies Broadcast);
  }

  /** The state a (re)connecting viewer needs: open roll call, open question, ranks. */
  private async hello(conn: LiveConnection) {
    const { chapter } = await requireChapterAccess(this.ctx, conn, conn.chapterId);
    const rcId = await openRollCallId(this.ctx, chapter.id);
    let rollCall: unknown = null;
    if (rcId !== null) {
      const view = await rollCallView(this.ctx, chapter, rcId);
      rollCall = isStaff(conn.role)
        ? view
        : {
            rollCallId: view.rollCallId,
            startedAt: view.startedAt,
            endsAt: view.endsAt,
            answered: await hasAnsweredRollCall(this.ctx, rcId, conn.userId),
          };
    }
    const q = await openQuestion(this.ctx, chapter.id);
    return {
      type: 'hello',
      chapterId: chapter.id,
      userId: conn.userId,
      role: conn.role,
      serverTime: this.ctx.clock.now().toISOString(),
      rollCall,
      question: q ? await questionView(this.ctx, q, conn) : null,
      ranks: ranksFor(await rawRanks(this.ctx, chapter), conn),
    };
  }

  private fail(conn: LiveConnection, err: unknown, ref?: string) {
    if (err instanceof AppError) {
      send(conn.socket, {
        type: 'error',
        code: ERROR_CODES[err.errorCode] ?? STATUS_CODES[err.statusCode] ?? 'refused',
        msg: err.message,
        errorCode: err.errorCode,
        ref,
      });
      return;
    }
    this.ctx.log.error({ err }, 'live socket message failed');
    sendError(conn.socket, 'server_error', LIVE_ERRORS.serverBusy, ref);
  }

  private async onMessage(conn: LiveConnection, raw: string | null) {
    let parsed: unknown;
    try {
      parsed = raw === null || raw.length > 16_384 ? undefined : JSON.parse(raw);
    } catch {
      parsed = undefined;
    }
    const r = liveClientMessageSchema.safeParse(parsed);
    if (!r.success) {
      const ref = parsed && typeof parsed === 'object' ? (parsed as { type?: unknown }).type : undefined;
      sendError(
        conn.socket,
        'bad_message',
        LIVE_ERRORS.badMessage,
        typeof ref === 'string' ? ref.slice(0, 40) : undefined,
      );
      return;
    }
    const msg = r.data;
    if (this.ctx.clock.now().getTime() >= conn.tokenExpiresAt.getTime()) {
      sendError(conn.socket, 'unauthorized', LIVE_ERRORS.tokenInvalid, msg.type);
      conn.socket.close(4001, 'token expired');
      return;
    }
    try {
      await this.handle(conn, msg);
    } catch (err) {
      this.fail(conn, err, msg.type);
    }
  }

  private async handle(conn: LiveConnection, msg: LiveClientMessage) {
    const ctx = this.ctx;
    if (msg.type === 'ping') return send(conn.socket, { type: 'pong', serverTime: ctx.clock.now().toISOString() });
    if (msg.type === 'state') return send(conn.socket, await this.hello(conn));
    // Access is re-checked on every action: a refund or a class change ends it at once.
    const { chapter, role } = await requireChapterAccess(ctx, conn, conn.chapterId);
    const cid = chapter.id;
    switch (msg.type) {
      case 'rollcall.start': {
        const rc = await startRollCall(ctx, chapter, conn.userId, role, msg.durationSec);
        const view = await rollCallView(ctx, chapter, rc.rollCallId);
        await this.publish(cid, 'all', { type: 'rollcall.started', ...rc, total: view.total });
        this.at(new Date(rc.endsAt), () => this.endRollCall(chapter, rc.rollCallId));
        return;
      }
      case 'rollcall.answer': {
        const a = await answerRollCall(ctx, chapter, conn.userId, role, msg.rollCallId);
        send(conn.socket, { type: 'rollcall.ack', rollCallId: a.rollCallId, answeredAt: a.answeredAt });
        await this.publish(cid, 'staff', { type: 'rollcall.answered', ...a });
        return;
      }
      case 'question.push': {
        const q = await pushQuestion(ctx, chapter, conn.userId, role, msg);
        const forStudents = await questionView(ctx, q, { userId: 0, role: 'student' }, null);
        const forStaff = await questionView(ctx, q, { userId: conn.userId, role }, null);
        await this.publish(cid, 'students', { type: 'question.pushed', question: forStudents });
        await this.publish(cid, 'staff', { type: 'question.pushed', question: forStaff });
        const closesAt = q.closesAt.getTime();
        this.at(q.closesAt, async () => {
          // Closed early by staff (on any instance): that close already announced the results.
          const now = await questionById(ctx, cid, q.id);
          if (now.closesAt.getTime() === closesAt) await this.announceClosed(chapter, q.id);
        });
        return;
      }
      case 'question.answer': {
        const a = await answerQuestion(ctx, chapter, conn.userId, role, msg.questionId, msg.answer);
        send(conn.socket, { type: 'question.ack', ...a });
        const q = await questionById(ctx, cid, msg.questionId);
        await this.publish(cid, 'staff', {
          type: 'question.stats',
          questionId: q.id,
          stats: await questionStats(ctx, q),
        });
        return;
      }
      case 'question.close': {
        if (await closeQuestion(ctx, chapter, conn.userId, role, msg.questionId))
          await this.announceClosed(chapter, msg.questionId);
        else sendError(conn.socket, 'closed', LIVE_ERRORS.questionClosed, msg.type);
        return;
      }
    }
  }

  /** Results to everyone once a question closes, then the updated ranks. */
  private async announceClosed(chapter: ChapterRow, questionId: number) {
    const q = await questionById(this.ctx, chapter.id, questionId);
    await this.publish(chapter.id, 'all', {
      type: 'question.closed',
      questionId,
      correct: q.correct ? q.correct.split(',') : null,
      stats: await questionStats(this.ctx, q),
    });
    await this.publish(chapter.id, 'all', { type: 'ranks', ranks: await rawRanks(this.ctx, chapter) });
  }

  private async endRollCall(chapter: ChapterRow, rollCallId: number) {
    const view = await rollCallView(this.ctx, chapter, rollCallId);
    await this.publish(chapter.id, 'all', {
      type: 'rollcall.ended',
      rollCallId,
      answeredCount: view.answered.length,
      total: view.total,
    });
    await this.publish(chapter.id, 'staff', { type: 'rollcall.result', ...view });
  }

  /** Runs once at `when` on this instance (the one that started the roll call or pushed the question). */
  private at(when: Date, fn: () => Promise<void>) {
    const delay = Math.max(0, when.getTime() - this.ctx.clock.now().getTime()) + 50;
    const t = setTimeout(() => {
      this.timers.delete(t);
      fn().catch((err) => this.ctx.log.error({ err }, 'live timer failed'));
    }, delay);
    t.unref();
    this.timers.add(t);
  }

  async close(): Promise<void> {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    for (const room of this.rooms.values()) for (const c of room.conns) c.socket.close(1001, 'server closing');
    this.rooms.clear();
  }
}
