import { eq, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { chapters, offerings, parentStudents } from '../../db/schema';
import type { Database } from '../../db/client';

/**
 * Who is acting: the signed-in user, their roles, and the relations policies need (pupils bound to a parent,
 * classes taught and tutored). Built once per request by `requireAuth`; the relations are read on first use and
 * then kept for the rest of the request, so a route whose policy needs none costs no query. The subject (whose
 * order, class or homework) is the resource handed to `can`, never the actor: a parent acting for a child is still
 * the parent. A visitor is `null`.
 */
export interface Actor {
  readonly userId: number;
  readonly roles: readonly number[];
  /** The pupils bound to this account (parent_student). */
  boundChildren(): Promise<ReadonlySet<number>>;
  /** Classes (learn_offering ids) this user teaches: the class's teacher, or a session's. */
  classesTaught(): Promise<ReadonlySet<number>>;
  /** Classes this user tutors: the class's tutor, or a session's. */
  classesTutored(): Promise<ReadonlySet<number>>;
  /** The request acting (its id and the caller's address), for the console's audit log; absent outside requests. */
  readonly origin?: { readonly requestId: string; readonly ip: string };
}

/**
 * The acting user's id alone: what a join token or a WebSocket connection carries. Enough for rules whose resource
 * brings the relation (the caller's relation to a class session, worked out from the tables).
 */
export type ActorRef = Pick<Actor, 'userId'>;

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | null = null;
  return () => (value ??= load());
}

async function classesStaffedBy(db: Database, userId: number, as: 'teacher' | 'tutor'): Promise<Set<number>> {
  const [classCol, sessionCol] =
    as === 'teacher' ? [offerings.teacherId, chapters.teacherId] : [offerings.tutorId, chapters.tutorId];
  const rows = await db
    .selectDistinct({ id: offerings.id })
    .from(offerings)
    .leftJoin(chapters, eq(chapters.offeringId, offerings.id))
    .where(or(eq(classCol, userId), eq(sessionCol, userId)));
  return new Set(rows.map((r) => r.id));
}

export function createActor(
  db: Database,
  who: { userId: number; roles: readonly number[] },
  origin?: Actor['origin'],
): Actor {
  return {
    userId: who.userId,
    roles: who.roles,
    ...(origin ? { origin } : {}),
    boundChildren: once(async () => {
      const rows = await db
        .select({ id: parentStudents.studentId })
        .from(parentStudents)
        .where(eq(parentStudents.parentId, who.userId));
      return new Set(rows.map((r) => r.id));
    }),
    classesTaught: once(() => classesStaffedBy(db, who.userId, 'teacher')),
    classesTutored: once(() => classesStaffedBy(db, who.userId, 'tutor')),
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** The acting user of a request, or null for a visitor (routes without `requireAuth` always see a visitor). */
export const actorOf = (request: FastifyRequest): Actor | null => request.actor ?? null;
