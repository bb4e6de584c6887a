import { asc } from 'drizzle-orm';
import { SUBJECT_VALUES, visibleHomeSections } from '@salt/domain';
import type { Database } from '../../db/client';
import { shopHomeSections } from '../../db/schema';

/**
 * The subject sections the home page may show, in the order staff arranged (console 首页分区; home-section-rules),
 * with their titles. The caller still leaves out a section with no goods on sale.
 */
export async function homeSectionOrder(db: Database): Promise<{ subject: string; title: string }[]> {
  const rows = await db
    .select({
      subject: shopHomeSections.subject,
      title: shopHomeSections.title,
      sort: shopHomeSections.sort,
      shown: shopHomeSections.shown,
    })
    .from(shopHomeSections)
    .orderBy(asc(shopHomeSections.sort));
  return visibleHomeSections(rows, SUBJECT_VALUES);
}
