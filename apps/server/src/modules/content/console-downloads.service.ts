import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  CONSOLE_ERRORS,
  type ConsoleClientVersion,
  type ConsoleClientVersionCreate,
  type ConsoleClientVersionUpdate,
  type ConsoleLicenceCreate,
  type ConsoleLicenceImage,
  type ConsoleLicenceReorder,
  type ConsoleLicenceUpdate,
  type ContentPublish,
  LICENCE_IMAGES_MAX,
} from '@salt/domain';
import type { Transaction } from '../../db/client';
import { clientVersions, licenceImages } from '../../db/schema';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { isUniqueViolation } from '../../platform/database-errors';
import { appError } from '../../platform/errors';
import { recordAudit, updateWithVersion } from '../console';
import { clientVersionOf } from './public-content.service';
import { publishRow } from './publish-row';

/**
 * The console's 客户端版本 and 办学资质: releases for the download pages and the school licence images. Audited
 * in the write's transaction; edits at the version read (stale: 409); a platform's version number is unique (409).
 */

type VersionRow = typeof clientVersions.$inferSelect;
const consoleVersionOf = (r: VersionRow): ConsoleClientVersion => ({
  ...clientVersionOf(r),
  published: r.published,
  version: r.version,
  updatedAt: r.updatedAt.toISOString(),
});
const versionAudit = (r: VersionRow) => {
  const { platform, versionName, sizeBytes, releaseDate, url, published } = r;
  return { platform, versionName, sizeBytes, releaseDate, url, published, notesLength: r.notes.length };
};

export async function consoleClientVersions(ctx: AppContext): Promise<ConsoleClientVersion[]> {
  const rows = await ctx.db
    .select()
    .from(clientVersions)
    .orderBy(desc(clientVersions.releaseDate), desc(clientVersions.id));
  return rows.map(consoleVersionOf);
}

/** A second row with the platform's version number answers 409 CONSOLE_CLIENT_VERSION_TAKEN, nothing saved. */
async function uniqueVersion<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (isUniqueViolation(e, 'content_client_version_uq')) throw appError(CONSOLE_ERRORS.clientVersionTaken);
    throw e;
  }
}

async function versionRow(tx: Transaction, id: number) {
  const [row] = await tx.select().from(clientVersions).where(eq(clientVersions.id, id));
  if (!row) throw appError(CONSOLE_ERRORS.recordNotFound);
  return row;
}

export async function createClientVersion(ctx: AppContext, actor: Actor, form: ConsoleClientVersionCreate) {
  return uniqueVersion(() =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx.insert(clientVersions).values(form).returning();
      await recordAudit(tx, actor, {
        action: 'clientVersion.create',
        entity: 'clientVersion',
        entityId: row!.id,
        before: null,
        after: versionAudit(row!),
      });
      return consoleVersionOf(row!);
    }),
  );
}

export async function updateClientVersion(ctx: AppContext, actor: Actor, id: number, form: ConsoleClientVersionUpdate) {
  return uniqueVersion(() =>
    ctx.db.transaction(async (tx) => {
      const before = await versionRow(tx, id);
      const { version, ...fields } = form;
      const saved = await updateWithVersion(tx, clientVersions, id, version, { ...fields, updatedAt: new Date() });
      await recordAudit(tx, actor, {
        action: 'clientVersion.update',
        entity: 'clientVersion',
        entityId: id,
        before: versionAudit(before),
        after: versionAudit(saved),
      });
      return consoleVersionOf(saved);
    }),
  );
}

export async function publishClientVersion(ctx: AppContext, actor: Actor, id: number, change: ContentPublish) {
  return ctx.db.transaction(async (tx) => {
    const before = await versionRow(tx, id);
    const audit = { action: 'clientVersion.publish', entity: 'clientVersion' } as const;
    return consoleVersionOf(await publishRow(tx, actor, { table: clientVersions, id, before, change, audit }));
  });
}

// ---- licence images ---------------------------------------------------------------------------------------------

type LicenceRow = typeof licenceImages.$inferSelect;
const licenceOf = (r: LicenceRow): ConsoleLicenceImage => ({
  id: r.id,
  title: r.title,
  image: r.image,
  sort: r.sort,
  version: r.version,
});

export async function consoleLicenceImages(ctx: AppContext): Promise<ConsoleLicenceImage[]> {
  const rows = await ctx.db.select().from(licenceImages).orderBy(asc(licenceImages.sort), asc(licenceImages.id));
  return rows.map(licenceOf);
}

/** A new image goes last; at most LICENCE_IMAGES_MAX (the rows are locked so two uploads cannot pass it). */
export async function createLicenceImage(ctx: AppContext, actor: Actor, form: ConsoleLicenceCreate) {
  return ctx.db.transaction(async (tx) => {
    const existing = await tx.select().from(licenceImages).for('update');
    if (existing.length >= LICENCE_IMAGES_MAX) throw appError(CONSOLE_ERRORS.licenceFull);
    const sort = existing.reduce((max, r) => Math.max(max, r.sort + 1), 0);
    const [row] = await tx
      .insert(licenceImages)
      .values({ ...form, sort })
      .returning();
    await recordAudit(tx, actor, {
      action: 'licence.create',
      entity: 'licence',
      entityId: row!.id,
      before: null,
      after: { title: row!.title, image: row!.image, sort },
    });
    return licenceOf(row!);
  });
}

export async function updateLicenceImage(ctx: AppContext, actor: Actor, id: number, form: ConsoleLicenceUpdate) {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(licenceImages).where(eq(licenceImages.id, id));
    if (!before) throw appError(CONSOLE_ERRORS.recordNotFound);
    const saved = await updateWithVersion(tx, licenceImages, id, form.version, { title: form.title });
    await recordAudit(tx, actor, {
      action: 'licence.update',
      entity: 'licence',
      entityId: id,
      before: { title: before.title },
      after: { title: saved.title },
    });
    return licenceOf(saved);
  });
}

/**
 * The new order of all images: every one named once, each at the version read (someone else's reorder or rename
 * in between: 409, nothing moved).
 */
export async function reorderLicenceImages(ctx: AppContext, actor: Actor, change: ConsoleLicenceReorder) {
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(licenceImages)
      .orderBy(asc(licenceImages.sort), asc(licenceImages.id))
      .for('update');
    const ids = change.items.map((i) => i.id);
    const sameSet =
      ids.length === rows.length && new Set(ids).size === ids.length && rows.every((r) => ids.includes(r.id));
    if (!sameSet) throw appError(CONSOLE_ERRORS.licenceOrder);
    for (const [sort, item] of change.items.entries())
      await updateWithVersion(tx, licenceImages, item.id, item.version, { sort });
    await recordAudit(tx, actor, {
      action: 'licence.reorder',
      entity: 'licence',
      entityId: ids[0]!,
      before: { order: rows.map((r) => r.id) },
      after: { order: ids },
    });
    const saved = await tx.select().from(licenceImages).where(inArray(licenceImages.id, ids));
    return saved.sort((a, b) => a.sort - b.sort).map(licenceOf);
  });
}

export async function deleteLicenceImage(ctx: AppContext, actor: Actor, id: number, version: number) {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(licenceImages).where(eq(licenceImages.id, id));
    if (!before) throw appError(CONSOLE_ERRORS.recordNotFound);
    const gone = await tx
      .delete(licenceImages)
      .where(and(eq(licenceImages.id, id), eq(licenceImages.version, version)))
      .returning({ id: licenceImages.id });
    if (gone.length === 0) throw appError(CONSOLE_ERRORS.staleVersion);
    await recordAudit(tx, actor, {
      action: 'licence.delete',
      entity: 'licence',
      entityId: id,
      before: { title: before.title, image: before.image, sort: before.sort },
      after: null,
    });
  });
}
