import { and, asc, eq } from 'drizzle-orm';
import {
  CONSOLE_ERRORS,
  type AgreementKey,
  type ConsoleAgreement,
  type ConsoleAgreementUpdate,
  type ConsoleHelpArticle,
  type ConsoleHelpCreate,
  type ConsoleHelpUpdate,
  type ContentPublish,
} from '@salt/domain';
import type { Database, Transaction } from '../../db/client';
import { agreements, helpArticles } from '../../db/schema';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { recordAudit, updateWithVersion } from '../console';
import { publishRow } from './publish-row';

/**
 * The console's 帮助文章 and 协议. Every write records its audit row (the body by its length: the log is for who
 * changed what, not a second copy of the text) in its own transaction; edits carry the version read (stale: 409).
 */

type HelpRow = typeof helpArticles.$inferSelect;
const helpOf = (r: HelpRow): ConsoleHelpArticle => ({
  id: r.id,
  title: r.title,
  body: r.body,
  sort: r.sort,
  published: r.published,
  version: r.version,
  updatedAt: r.updatedAt.toISOString(),
});
const helpAudit = (r: Pick<HelpRow, 'title' | 'body' | 'sort' | 'published'>) => ({
  title: r.title,
  bodyLength: r.body.length,
  sort: r.sort,
  published: r.published,
});

export async function consoleHelpArticles(ctx: AppContext): Promise<ConsoleHelpArticle[]> {
  const rows = await ctx.db.select().from(helpArticles).orderBy(asc(helpArticles.sort), asc(helpArticles.id));
  return rows.map(helpOf);
}

export async function createHelpArticle(ctx: AppContext, actor: Actor, form: ConsoleHelpCreate) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(helpArticles).values(form).returning();
    await recordAudit(tx, actor, {
      action: 'help.create',
      entity: 'helpArticle',
      entityId: row!.id,
      before: null,
      after: helpAudit(row!),
    });
    return helpOf(row!);
  });
}

async function helpRow(db: Database | Transaction, id: number) {
  const [row] = await db.select().from(helpArticles).where(eq(helpArticles.id, id));
  if (!row) throw appError(CONSOLE_ERRORS.recordNotFound);
  return row;
}

export async function updateHelpArticle(ctx: AppContext, actor: Actor, id: number, form: ConsoleHelpUpdate) {
  return ctx.db.transaction(async (tx) => {
    const before = await helpRow(tx, id);
    const { version, ...fields } = form;
    const saved = await updateWithVersion(tx, helpArticles, id, version, { ...fields, updatedAt: new Date() });
    await recordAudit(tx, actor, {
      action: 'help.update',
      entity: 'helpArticle',
      entityId: id,
      before: helpAudit(before),
      after: helpAudit(saved),
    });
    return helpOf(saved);
  });
}

export async function publishHelpArticle(ctx: AppContext, actor: Actor, id: number, change: ContentPublish) {
  return ctx.db.transaction(async (tx) => {
    const before = await helpRow(tx, id);
    const audit = { action: 'help.publish', entity: 'helpArticle' } as const;
    return helpOf(await publishRow(tx, actor, { table: helpArticles, id, before, change, audit }));
  });
}

/** Deletes the article as read: edited meanwhile → 409 and it stays. */
export async function deleteHelpArticle(ctx: AppContext, actor: Actor, id: number, version: number) {
  await ctx.db.transaction(async (tx) => {
    const before = await helpRow(tx, id);
    const gone = await tx
      .delete(helpArticles)
      .where(and(eq(helpArticles.id, id), eq(helpArticles.version, version)))
      .returning({ id: helpArticles.id });
    if (gone.length === 0) throw appError(CONSOLE_ERRORS.staleVersion);
    await recordAudit(tx, actor, {
      action: 'help.delete',
      entity: 'helpArticle',
      entityId: id,
      before: helpAudit(before),
      after: null,
    });
  });
}

// ---- agreements -------------------------------------------------------------------------------------------------

type AgreementRow = typeof agreements.$inferSelect;
const agreementOf = (r: AgreementRow): ConsoleAgreement => ({
  id: r.id,
  key: r.key as AgreementKey,
  title: r.title,
  body: r.body,
  version: r.version,
  updatedAt: r.updatedAt.toISOString(),
});

export async function consoleAgreements(ctx: AppContext): Promise<ConsoleAgreement[]> {
  const rows = await ctx.db.select().from(agreements).orderBy(asc(agreements.id));
  return rows.map(agreementOf);
}

export async function updateAgreement(
  ctx: AppContext,
  actor: Actor,
  key: AgreementKey,
  form: ConsoleAgreementUpdate,
): Promise<ConsoleAgreement> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(agreements).where(eq(agreements.key, key));
    if (!before) throw appError(CONSOLE_ERRORS.recordNotFound);
    const saved = await updateWithVersion(tx, agreements, before.id, form.version, {
      title: form.title,
      body: form.body,
      updatedAt: new Date(),
    });
    await recordAudit(tx, actor, {
      action: 'agreement.update',
      entity: 'agreement',
      entityId: before.id,
      before: { key, title: before.title, bodyLength: before.body.length },
      after: { key, title: saved.title, bodyLength: saved.body.length },
    });
    return agreementOf(saved);
  });
}
