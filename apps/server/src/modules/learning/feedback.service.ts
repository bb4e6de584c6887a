import type { FeedbackRequest } from '@salt/domain';
import { feedbacks } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { assertOwnUploads } from '../file';

/**
 * A pupil's feedback to staff. Its photos must be the sender's own uploads: staff open these in the console, and a
 * link to another host (or someone else's photo) would leak their address or show what the sender never owned.
 */
export async function submitFeedback(ctx: AppContext, userId: number, body: FeedbackRequest): Promise<void> {
  assertOwnUploads(ctx, userId, body.images);
  await ctx.db.insert(feedbacks).values({
    userId,
    category: body.category,
    content: body.content,
    contact: body.contact ?? null,
    images: body.images,
  });
}
