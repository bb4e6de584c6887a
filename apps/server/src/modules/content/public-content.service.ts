import { asc, desc, eq } from 'drizzle-orm';
import {
  CLIENT_PLATFORMS,
  CONSOLE_ERRORS,
  type Agreement,
  type AgreementKey,
  type ClientPlatform,
  type ClientVersion,
  type HelpArticle,
  type LicenceImage,
} from '@salt/domain';
import type { Database } from '../../db/client';
import { agreements, clientVersions, helpArticles, licenceImages } from '../../db/schema';
import { appError } from '../../platform/errors';

/** What pupils and visitors see of 内容: published rows only, in the order the console set. */

export async function publishedHelpArticles(db: Database): Promise<HelpArticle[]> {
  return db
    .select({ id: helpArticles.id, title: helpArticles.title, content: helpArticles.body })
    .from(helpArticles)
    .where(eq(helpArticles.published, true))
    .orderBy(asc(helpArticles.sort), asc(helpArticles.id));
}

export async function agreementOf(db: Database, key: AgreementKey): Promise<Agreement> {
  const [row] = await db.select().from(agreements).where(eq(agreements.key, key));
  if (!row) throw appError(CONSOLE_ERRORS.recordNotFound);
  return { key, title: row.title, body: row.body, updatedAt: row.updatedAt.toISOString() };
}

export const clientVersionOf = (r: typeof clientVersions.$inferSelect): ClientVersion => ({
  id: r.id,
  platform: r.platform as ClientPlatform,
  versionName: r.versionName,
  sizeBytes: r.sizeBytes,
  releaseDate: r.releaseDate,
  url: r.url,
  notes: r.notes,
});

/**
 * The newest published release of each platform (latest release date, then the latest row), in the order of
 * CLIENT_PLATFORMS; a platform with nothing published is left out (the download pages say 敬请期待).
 */
export async function latestClientVersions(db: Database): Promise<ClientVersion[]> {
  const rows = await db
    .selectDistinctOn([clientVersions.platform])
    .from(clientVersions)
    .where(eq(clientVersions.published, true))
    .orderBy(clientVersions.platform, desc(clientVersions.releaseDate), desc(clientVersions.id));
  const order = (p: string) => CLIENT_PLATFORMS.indexOf(p as ClientPlatform);
  return rows
    .filter((r) => order(r.platform) >= 0)
    .sort((a, b) => order(a.platform) - order(b.platform))
    .map(clientVersionOf);
}

export async function licenceImageList(db: Database): Promise<LicenceImage[]> {
  return db
    .select({ id: licenceImages.id, title: licenceImages.title, image: licenceImages.image })
    .from(licenceImages)
    .orderBy(asc(licenceImages.sort), asc(licenceImages.id));
}
