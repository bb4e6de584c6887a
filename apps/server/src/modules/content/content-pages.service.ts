import { and, eq, gte, lte } from 'drizzle-orm';
import {
  CONSOLE_ERRORS,
  POINTS_EARN_RULES,
  chinaDay,
  type Campaign,
  type ConsoleCampaign,
  type ConsoleCampaignUpdate,
  type ConsoleOfficialAccount,
  type ConsoleOfficialAccountUpdate,
  type OfficialAccount,
  type PublicCampaign,
  type PublicOfficialAccount,
} from '@salt/domain';
import type { Transaction } from '../../db/client';
import { campaignPage, officialAccount } from '../../db/schema';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { isUniqueViolation } from '../../platform/database-errors';
import { appError } from '../../platform/errors';
import { recordAudit, updateWithVersion } from '../console';
import { ruleOf } from '../points';

/**
 * The two one-row pages of 内容: the campaign (/advert) and the official account (/publicAccount). The console
 * reads the row (version 0 and blank fields when none was saved) and saves it whole at the version read: version 0
 * creates the row, a later version updates it (stale: 409); every save is audited in its transaction.
 */

const CAMPAIGN_KEY = 'current';
const ACCOUNT_KEY = 'wechat';

type CampaignRow = typeof campaignPage.$inferSelect;
type AccountRow = typeof officialAccount.$inferSelect;

const campaignOf = (r: CampaignRow): Campaign => ({
  title: r.title,
  subtitle: r.subtitle,
  body: r.body,
  cover: r.cover,
  ctaText: r.ctaText,
  ctaLink: r.ctaLink,
  startDate: r.startDate,
  endDate: r.endDate,
});
const accountOf = (r: AccountRow): OfficialAccount => ({
  name: r.name,
  wechatId: r.wechatId,
  qrUrl: r.qrUrl,
  qrImage: r.qrImage,
  intro: r.intro,
});
/** The audit keeps what changed, the body by its length (the log is not a second copy of the text). */
const campaignAudit = (r: CampaignRow) => {
  const { title, subtitle, cover, ctaText, ctaLink, startDate, endDate, published } = r;
  return { title, subtitle, cover, ctaText, ctaLink, startDate, endDate, published, bodyLength: r.body.length };
};
const accountAudit = (r: AccountRow) => accountOf(r);

// ---- public ---------------------------------------------------------------------------------------------------

/** The campaign /advert shows: published, and today (China) between its start and end days; else null. */
export async function currentCampaign(ctx: AppContext): Promise<PublicCampaign> {
  const today = chinaDay(ctx.clock.now().getTime());
  const [row] = await ctx.db
    .select()
    .from(campaignPage)
    .where(
      and(
        eq(campaignPage.key, CAMPAIGN_KEY),
        eq(campaignPage.published, true),
        lte(campaignPage.startDate, today),
        gte(campaignPage.endDate, today),
      ),
    );
  return { campaign: row ? campaignOf(row) : null };
}

/**
 * The account and the 盐值 its readers earn (rule viewWechatPub as staff set it in the points console; null when
 * the rule is off or pays nothing, so the page does not promise points).
 */
export async function publicOfficialAccount(ctx: AppContext): Promise<PublicOfficialAccount> {
  const [row] = await ctx.db.select().from(officialAccount).where(eq(officialAccount.key, ACCOUNT_KEY));
  const rule = await ruleOf(ctx.db, 'viewWechatPub');
  const points =
    rule.enabled && rule.amount > 0
      ? { name: POINTS_EARN_RULES.viewWechatPub.name, amount: rule.amount, dailyCap: rule.dailyCap }
      : null;
  return { account: row ? accountOf(row) : null, points };
}

// ---- console --------------------------------------------------------------------------------------------------

export async function consoleCampaign(ctx: AppContext): Promise<ConsoleCampaign> {
  const [row] = await ctx.db.select().from(campaignPage).where(eq(campaignPage.key, CAMPAIGN_KEY));
  if (!row)
    return {
      ...{ title: '', subtitle: '', body: '', cover: '', ctaText: '', ctaLink: '', startDate: '', endDate: '' },
      published: false,
      version: 0,
      updatedAt: null,
    };
  return { ...campaignOf(row), published: row.published, version: row.version, updatedAt: row.updatedAt.toISOString() };
}

export async function consoleOfficialAccount(ctx: AppContext): Promise<ConsoleOfficialAccount> {
  const [row] = await ctx.db.select().from(officialAccount).where(eq(officialAccount.key, ACCOUNT_KEY));
  if (!row) return { name: '', wechatId: '', qrUrl: '', qrImage: '', intro: '', version: 0, updatedAt: null };
  return { ...accountOf(row), version: row.version, updatedAt: row.updatedAt.toISOString() };
}

/**
 * Saves a one-row page at the version read. Version 0: the row is created (someone created it meanwhile: the
 * unique key answers 409 like any stale save); otherwise the row is updated at that version.
 */
async function saveOneRow<R extends { id: number }>(
  ctx: AppContext,
  o: {
    read: (tx: Transaction) => Promise<R | undefined>;
    insert: (tx: Transaction) => Promise<R>;
    update: (tx: Transaction, id: number) => Promise<R>;
    uniqueIndex: string;
    audit: (tx: Transaction, before: R | null, saved: R) => Promise<void>;
  },
  version: number,
): Promise<R> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const before = (await o.read(tx)) ?? null;
      if (version === 0 && before) throw appError(CONSOLE_ERRORS.staleVersion);
      if (version > 0 && !before) throw appError(CONSOLE_ERRORS.recordNotFound);
      const saved = before ? await o.update(tx, before.id) : await o.insert(tx);
      await o.audit(tx, before, saved);
      return saved;
    });
  } catch (e) {
    if (isUniqueViolation(e, o.uniqueIndex)) throw appError(CONSOLE_ERRORS.staleVersion);
    throw e;
  }
}

export async function saveCampaign(ctx: AppContext, actor: Actor, form: ConsoleCampaignUpdate) {
  const { version, ...fields } = form;
  await saveOneRow<CampaignRow>(
    ctx,
    {
      read: async (tx) => (await tx.select().from(campaignPage).where(eq(campaignPage.key, CAMPAIGN_KEY)))[0],
      insert: async (tx) =>
        (
          await tx
            .insert(campaignPage)
            .values({ key: CAMPAIGN_KEY, ...fields })
            .returning()
        )[0]!,
      update: (tx, id) => updateWithVersion(tx, campaignPage, id, version, { ...fields, updatedAt: new Date() }),
      uniqueIndex: 'content_campaign_key_uq',
      audit: (tx, before, saved) =>
        recordAudit(tx, actor, {
          action: 'campaign.update',
          entity: 'campaign',
          entityId: saved.id,
          before: before ? campaignAudit(before) : null,
          after: campaignAudit(saved),
        }),
    },
    version,
  );
  return consoleCampaign(ctx);
}

export async function saveOfficialAccount(ctx: AppContext, actor: Actor, form: ConsoleOfficialAccountUpdate) {
  const { version, ...fields } = form;
  await saveOneRow<AccountRow>(
    ctx,
    {
      read: async (tx) => (await tx.select().from(officialAccount).where(eq(officialAccount.key, ACCOUNT_KEY)))[0],
      insert: async (tx) =>
        (
          await tx
            .insert(officialAccount)
            .values({ key: ACCOUNT_KEY, ...fields })
            .returning()
        )[0]!,
      update: (tx, id) => updateWithVersion(tx, officialAccount, id, version, { ...fields, updatedAt: new Date() }),
      uniqueIndex: 'content_official_account_key_uq',
      audit: (tx, before, saved) =>
        recordAudit(tx, actor, {
          action: 'officialAccount.update',
          entity: 'officialAccount',
          entityId: saved.id,
          before: before ? accountAudit(before) : null,
          after: accountAudit(saved),
        }),
    },
    version,
  );
  return consoleOfficialAccount(ctx);
}
