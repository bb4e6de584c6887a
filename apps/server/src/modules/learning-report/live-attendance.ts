import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { liveAttendance } from '../../db/schema';

/**
 * A pupil entered a session's live room while it was live: the attendance the learning report counts. Once per
 * pupil and session (the first entry is kept, the latest is updated), whatever the number of reconnects.
 */
export async function recordLiveAttendance(db: Database, userId: number, chapterId: number, at: Date): Promise<void> {
  await db
    .insert(liveAttendance)
    .values({ userId, chapterId, firstJoinedAt: at, lastJoinedAt: at })
    .onConflictDoUpdate({
      target: [liveAttendance.userId, liveAttendance.chapterId],
      set: { lastJoinedAt: sql`greatest(${liveAttendance.lastJoinedAt}, excluded.last_joined_at)` },
    });
}
