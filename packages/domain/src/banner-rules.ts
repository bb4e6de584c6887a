/**
 * Home page banners (console 首页轮播): which show, in what order. A banner shows while it is enabled, inside its
 * window (either end may be open) and while its goods is on sale; the home page shows the first few by `sort`
 * (then newest), and falls back to the recommended goods when none shows, so the hero is never empty.
 */
export const HOME_BANNER_LIMIT = 5;

export const BANNER_MESSAGES = {
  title: '请输入标题（不超过 40 个字）',
  subtitle: '副标题不超过 80 个字',
  goods: '请选择要推广的课程',
  image: '图片须为本站上传的图片',
  window: '请输入正确的展示时间',
  endAfterStart: '结束时间须晚于开始时间',
  goodsNotFound: '所选课程不存在',
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
