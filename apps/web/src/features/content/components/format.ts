import type { ClientVersion } from '@salt/domain';

/** Installer size as the download pages print it: megabytes with one decimal (86.4 MB). */
export const sizeInMb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** 2026-10-28 → 2026年10月28日 */
export const releaseDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return `${y}年${m}月${d}日`;
};

export const versionOf = (list: ClientVersion[] | undefined, platform: ClientVersion['platform']) =>
  list?.find((v) => v.platform === platform);
