import { and, asc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { skus, spus } from '../../db/schema';

export interface SuggestedClass {
  spuId: number;
  title: string;
  subject: string;
  grade: string;
  /** level_txt value of the class suggested (the asked level, else the cheapest class's). */
  level: string | null;
  /** The cheapest class with seats left, fen. */
  priceFen: number;
}

/**
 * Goods on sale with a class that still has seats, for a subject and grade, and when asked only classes of one
 * level (a placement result names the level it reached). One row per goods with its cheapest matching class;
 * the shop's display order. Exams recommend these under a report (weakest knowledge points, placement level).
 */
export async function suggestClasses(
  db: Database,
  q: { subject: string; grade: string; level?: string | null; limit: number },
): Promise<SuggestedClass[]> {
  const spuFilter: SQL[] = [eq(spus.onSale, true), eq(spus.subject, q.subject), eq(spus.grade, q.grade)];
  const goods = await db
    .select({ id: spus.id, title: spus.title, subject: spus.subject, grade: spus.grade })
    .from(spus)
    .where(and(...spuFilter))
    .orderBy(asc(spus.sort), asc(spus.id));
  if (goods.length === 0) return [];
  const classes = await db
    .select({ spuId: skus.spuId, priceFen: skus.priceFen, level: skus.level })
    .from(skus)
    .where(
      and(
        inArray(
          skus.spuId,
          goods.map((g) => g.id),
        ),
        gt(skus.stock, 0),
        q.level ? eq(skus.level, q.level) : undefined,
      ),
    )
    .orderBy(asc(skus.priceFen), asc(skus.id));
  const cheapest = new Map<number, { priceFen: number; level: string | null }>();
  for (const c of classes) if (!cheapest.has(c.spuId)) cheapest.set(c.spuId, c);
  return goods
    .filter((g) => cheapest.has(g.id))
    .slice(0, Math.max(0, q.limit))
    .map((g) => ({ spuId: g.id, title: g.title, subject: g.subject, grade: g.grade, ...cheapest.get(g.id)! }));
}
