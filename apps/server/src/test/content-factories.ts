import type { Database } from '../db/client';
import { clientVersions, helpArticles, licenceImages } from '../db/schema';

/** 内容 rows for tests: help articles, client releases and licence images, each at version 1. */
export async function helpArticleFactory(db: Database, o: { title?: string; published?: boolean; sort?: number } = {}) {
  const [row] = await db
    .insert(helpArticles)
    .values({
      title: o.title ?? '如何请假？',
      body: '在学习中心的课次列表点击“请假”。',
      sort: o.sort ?? 0,
      published: o.published ?? true,
    })
    .returning();
  return row!;
}

let releases = 0;
export async function clientVersionFactory(
  db: Database,
  o: {
    platform?: 'windows' | 'mac' | 'android' | 'ios';
    versionName?: string;
    published?: boolean;
    releaseDate?: string;
  } = {},
) {
  releases++;
  const [row] = await db
    .insert(clientVersions)
    .values({
      platform: o.platform ?? 'windows',
      versionName: o.versionName ?? `9.${releases}.${process.pid % 1000}`,
      sizeBytes: 90_000_000,
      releaseDate: o.releaseDate ?? '2026-06-01',
      url: 'https://download.example.com/setup.exe',
      notes: '',
      published: o.published ?? true,
    })
    .returning();
  return row!;
}

export async function licenceImageFactory(db: Database, o: { title?: string; sort?: number } = {}) {
  const [row] = await db
    .insert(licenceImages)
    .values({ title: o.title ?? '办学许可证', image: '/uploads/images/demo/school-licence.png', sort: o.sort ?? 0 })
    .returning();
  return row!;
}

/** The permission matrix's content rows: one per console write, so no write sees another's version. */
export async function contentPermissionRows(db: Database) {
  return {
    helpEdit: (await helpArticleFactory(db)).id,
    helpPublish: (await helpArticleFactory(db)).id,
    helpDelete: (await helpArticleFactory(db)).id,
    versionEdit: (await clientVersionFactory(db)).id,
    versionPublish: (await clientVersionFactory(db)).id,
    licenceEdit: (await licenceImageFactory(db, { sort: 0 })).id,
    licenceDelete: (await licenceImageFactory(db, { sort: 1 })).id,
  };
}
