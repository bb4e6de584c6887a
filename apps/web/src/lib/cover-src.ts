import { BOOT_API_PATHS, fillPath } from '@salt/domain';
import { withApiPrefix } from './api/client';

/** Goods without an uploaded cover get the server's generated one, so no card or order line is ever blank. */
export function coverSrc(spuId: number, coverUrl: string | null): string {
  return coverUrl || withApiPrefix(fillPath(BOOT_API_PATHS.spuCover, { id: spuId }));
}
