import { eq } from 'drizzle-orm';
import { oauthClients } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { badClient, parseBasicHeader, safeEqual } from '../../platform/auth/basic-client';
import { sha256Hex } from '../../platform/auth/opaque-token';

/**
 * Checks the Basic client header that login, register and refresh carry. Client rows change almost never,
 * so each instance keeps them for a minute instead of querying on every login.
 */
const cache = new Map<string, { secretHash: string; at: number }>();
const TTL_MS = 60_000;

export async function authenticateClient(ctx: AppContext, header: string | undefined): Promise<string> {
  const parsed = parseBasicHeader(header);
  if (!parsed || parsed.clientId.length > 64) throw badClient();
  let entry = cache.get(parsed.clientId);
  if (!entry || Date.now() - entry.at > TTL_MS) {
    const [row] = await ctx.db
      .select({ secretHash: oauthClients.secretHash })
      .from(oauthClients)
      .where(eq(oauthClients.clientId, parsed.clientId))
      .limit(1);
    if (!row) throw badClient();
    entry = { secretHash: row.secretHash, at: Date.now() };
    cache.set(parsed.clientId, entry);
  }
  if (!safeEqual(sha256Hex(parsed.secret), entry.secretHash)) throw badClient();
  return parsed.clientId;
}
