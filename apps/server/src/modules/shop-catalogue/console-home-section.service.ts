import { eq, sql } from 'drizzle-orm';
import {
  CONSOLE_ERRORS,
  SUBJECT_VALUES,
  arrangeSections,
  subjectLabel,
  type ConsoleHomeSection,
  type ConsoleHomeSectionsSave,
} from '@salt/domain';
import type { Database, Transaction } from '../../db/client';
import { shopHomeSections, spus } from '../../db/schema';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { recordAudit, updateWithVersion } from '../console';

type SectionRow = typeof shopHomeSections.$inferSelect;

/** The stored settings as the audit log keeps them: the order and each subject's title and visibility. */
const auditOf = (rows: SectionRow[]) => ({
  sections: arrangeSections(rows, SUBJECT_VALUES).map((s) => ({
    subject: s.subject,
    title: s.setting?.title ?? null,
    shown: s.shown,
  })),
});

async function onSaleCounts(db: Database | Transaction): Promise<Map<string, number>> {
  const rows = await db
    .select({ subject: spus.subject, n: sql<number>`count(*)::int` })
    .from(spus)
    .where(eq(spus.onSale, true))
    .groupBy(spus.subject);
  return new Map(rows.map((r) => [r.subject, r.n]));
}

/** 首页分区: every subject in display order (hidden ones too), with its setting and the goods on sale in it. */
export async function consoleHomeSections(ctx: AppContext): Promise<ConsoleHomeSection[]> {
  const [rows, counts] = await Promise.all([ctx.db.select().from(shopHomeSections), onSaleCounts(ctx.db)]);
  const stored = new Map(rows.map((r) => [r.subject, r]));
  return arrangeSections(rows, SUBJECT_VALUES).map((s) => {
    const row = stored.get(s.subject);
    return {
      subject: s.subject,
      label: subjectLabel(s.subject),
      title: row?.title ?? null,
      shown: s.shown,
      onSaleCount: counts.get(s.subject) ?? 0,
      version: row?.version ?? 0,
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  });
}

/**
 * Saves the whole arrangement: every subject in the new order, each at the version read (0 = no row yet, so it
 * is inserted; a row someone else created in between is a conflict too). Any stale item: 409, nothing changes.
 * Audited once with the arrangement before and after; the home page shows it at once (catalogue caches dropped
 * on every instance, as banner writes do).
 */
export async function saveHomeSections(
  ctx: AppContext,
  actor: Actor,
  change: ConsoleHomeSectionsSave,
): Promise<ConsoleHomeSection[]> {
  await ctx.db.transaction(async (tx) => {
    const before = await tx.select().from(shopHomeSections).for('update');
    const bySubject = new Map(before.map((r) => [r.subject, r]));
    const now = new Date();
    for (const [sort, item] of change.items.entries()) {
      const fields = { title: item.title ?? null, shown: item.shown, sort, updatedAt: now };
      const row = bySubject.get(item.subject);
      if (item.version === 0) {
        if (row) throw appError(CONSOLE_ERRORS.staleVersion);
        const inserted = await tx
          .insert(shopHomeSections)
          .values({ subject: item.subject, ...fields })
          .onConflictDoNothing()
          .returning({ id: shopHomeSections.id });
        if (inserted.length === 0) throw appError(CONSOLE_ERRORS.staleVersion);
      } else {
        if (!row) throw appError(CONSOLE_ERRORS.staleVersion);
        await updateWithVersion(tx, shopHomeSections, row.id, item.version, fields);
      }
    }
    const after = await tx.select().from(shopHomeSections);
    const first = after.find((r) => r.subject === change.items[0]!.subject)!;
    await recordAudit(tx, actor, {
      action: 'homeSection.arrange',
      entity: 'homeSection',
      entityId: first.id,
      before: auditOf(before),
      after: auditOf(after),
    });
  });
  await ctx.caches.invalidate('catalogue');
  return consoleHomeSections(ctx);
}
