/**
 * Home page banners (console 首页轮播): which show, in what order. A banner shows while it is enabled, inside its
 * window (either end may be open) and while its goods is on sale; the home page shows the first few by `sort`
 * (then newest), and falls back to the recommended goods when none shows, so the hero is never empty.
 */
export const HOME_BANNER_LIMIT = 5;

/**
 * Where a banner shows: the shop's home page or the points mall's index (/yanzhi). One table and one console page
 * serve both, so staff manage every carousel in one place; each page reads only its own placement.
 */
export const BANNER_PLACEMENTS = ['shop', 'points-mall'] as const;
export type BannerPlacement = (typeof BANNER_PLACEMENTS)[number];
export const BANNER_PLACEMENT_LABELS: Readonly<Record<BannerPlacement, string>> = {
  shop: '商城首页',
  'points-mall': '盐值商城',
};

export const BANNER_MESSAGES = {
  title: '请输入标题（不超过 40 个字）',
  subtitle: '副标题不超过 80 个字',
  goods: '请选择要推广的课程',
  image: '图片须为本站上传的图片',
  window: '请输入正确的展示时间',
  endAfterStart: '结束时间须晚于开始时间',
  goodsNotFound: '所选课程不存在',
  placement: '请选择展示位置',
} as const;

export type BannerState = 'showing' | 'scheduled' | 'ended' | 'disabled' | 'offSale';
export const BANNER_STATE_LABELS: Readonly<Record<BannerState, string>> = {
  showing: '展示中',
  scheduled: '未开始',
  ended: '已结束',
  disabled: '已停用',
  offSale: '课程已下架',
};

/** Where a banner stands at `now`: only `showing` banners reach the home page. */
export function bannerState(
  b: { enabled: boolean; startsAt: Date | null; endsAt: Date | null; goodsOnSale: boolean },
  now: Date,
): BannerState {
  if (!b.enabled) return 'disabled';
  if (b.endsAt && b.endsAt <= now) return 'ended';
  if (b.startsAt && b.startsAt > now) return 'scheduled';
  if (!b.goodsOnSale) return 'offSale';
  return 'showing';
}
