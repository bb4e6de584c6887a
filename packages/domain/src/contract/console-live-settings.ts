import { z } from 'zod';
import { SERVER_MESSAGES } from '../messages';
import { LIVE_ENTRY_LEAD_MAX, LIVE_ROOM_MESSAGES } from '../live-room-rules';

/**
 * 直播间设置 of a class (a sku's offering), edited in the console's 课程 → 编辑 → 直播间: how early pupils may enter
 * the live room, whether they may watch its recordings, whether its teacher may start roll calls and questions.
 */
export const consoleLiveSettingsSchema = z.object({
  skuId: z.number().int(),
  offeringId: z.number().int(),
  className: z.string(),
  /** The media server's stream name (read-only: the push address is built from it). */
  liveRoom: z.string(),
  entryLeadMinutes: z.number().int(),
  playbackOpen: z.boolean(),
  interactionOpen: z.boolean(),
  version: z.number().int(),
});
export type ConsoleLiveSettings = z.infer<typeof consoleLiveSettingsSchema>;

const bool = z.boolean({ error: SERVER_MESSAGES.badRequest });

/** The save: all three settings at the version the form was read at (stale: 409). */
export const consoleLiveSettingsUpdateSchema = z.object({
  entryLeadMinutes: z
    .number({ error: LIVE_ROOM_MESSAGES.entryLead })
    .int({ error: LIVE_ROOM_MESSAGES.entryLead })
    .min(0, { error: LIVE_ROOM_MESSAGES.entryLead })
    .max(LIVE_ENTRY_LEAD_MAX, { error: LIVE_ROOM_MESSAGES.entryLead }),
  playbackOpen: bool,
  interactionOpen: bool,
  version: z.number({ error: SERVER_MESSAGES.badRequest }).int().positive(),
});
export type ConsoleLiveSettingsUpdate = z.infer<typeof consoleLiveSettingsUpdateSchema>;
