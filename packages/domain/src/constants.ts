/** Business constants and limits from spec section 9. */
export const HTTP_TIMEOUT_MS = 10_000;
export const CACHE_EXPIRY_MS = 60_000;
export const DATA_CACHE_UPDATE_MS = 30_000;
export const COUNTDOWN_EXTRA_MS = 10_000;
export const LOOKUP_BATCH_DELAY_MS = 100;
export const NOTIFICATION_DURATION_MS = 3_000;
export const MESSAGE_DURATION_MS = 1_000;
export const TOAST_CLEAR_MS = 3_000;
export const SUBMIT_LOCK_MS = 5_000;
export const QUIZ_END_GRACE_MS = 10_000;
/** Homework stays open this long after its session ends (the answer record's endTime). */
export const HOMEWORK_DUE_AFTER_MS = 7 * 24 * 3600_000;
export const PAGE_SIZE_ALL = -1;
export const MARKET_RECOMMEND_SIZE = 100;
export const GROUPING_EXAM_LIST_SIZE = 10_000;
export const BACK_TO_TOP_THRESHOLD_PX = 500;
export const BACK_TO_TOP_BOTTOM_PX = 90;
export const IMAGE_COMPRESS_THRESHOLD_BYTES = 1024 * 1024;
export const IMAGE_COMPRESS_SCALE = 0.3;
export const IMAGE_COMPRESS_QUALITY = 0.8;
export const APP_VERSION_POLL_MS = 1_000;
export const APP_VERSION_POLL_ATTEMPTS = 10;
export const CONTENT_WIDTH_PX = 1300;
export const HEADER_HEIGHT_PX = 80;
export const DESKTOP_MIN_WIDTH_PX = 1360;
export const BREAKPOINTS_PX = [750, 728, 1024] as const;
export const PAGE_FADE_S = 0.3;
export const STORAGE_KEY_PREFIX = 'salt-classes-';
export const DEFAULT_PORT = 3031;
export const CHUNK_RELOAD_MIN_INTERVAL_MS = 60_000;
export const ACTIVE_INTEGRAL_DELAY_MS = 5_000;

/** Auth limits (platform issue). */
export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_RESEND_INTERVAL_MS = 60_000;
export const SMS_DAILY_LIMIT = 10;
export const SMS_MAX_WRONG_TRIES = 5;
/**
 * Codes one client address may ask for per China day, whatever the numbers: without it one machine could text
 * any number of strangers (one per number per minute). Generous enough for a school or family behind one address.
 */
export const SMS_ADDRESS_DAILY_LIMIT = 30;
/** Codes the whole service sends per hour (all instances): caps what an attack from many addresses can cost. */
export const SMS_HOURLY_BUDGET = 1000;
/**
 * 'phone exists' answers whether a number has an account, so it is rate limited per client address (all
 * instances): enough for a person filling in the register form, too few to sweep number ranges.
 */
export const PHONE_EXIST_PER_MINUTE = 10;
export const PHONE_EXIST_PER_DAY = 100;
/**
 * Wrong passwords for one account from one client address within the window lock that pair (not the account):
 * a stranger guessing from their own address cannot keep the owner, elsewhere, out.
 */
export const LOGIN_MAX_FAILURES = 5;
/**
 * Wrong passwords for one account from all addresses together within the window lock the account for password
 * login everywhere (SMS login and reset by SMS still work): caps guessing spread over many addresses.
 */
export const LOGIN_ACCOUNT_MAX_FAILURES = 20;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
export const ACCOUNT_LOCK_MS = 30 * 60_000;
export const SMS_CODE_TYPES = ['login', 'register', 'reset', 'common'] as const;
export type SmsCodeType = (typeof SMS_CODE_TYPES)[number];

/** User active integral rules: each pays once per user per day. */
export const ACTIVE_INTEGRAL_RULES = ['viewWechatPub', 'viewOfficialWebsites'] as const;
export type ActiveIntegralRule = (typeof ACTIVE_INTEGRAL_RULES)[number];
export const ACTIVE_INTEGRAL_POINTS: Record<ActiveIntegralRule, number> = {
  viewWechatPub: 5,
  viewOfficialWebsites: 5,
};

/** The picture shown for anyone without an avatar of their own (served by the app from its static folder). */
export const DEFAULT_AVATAR = '/static/default-avatar.png';
