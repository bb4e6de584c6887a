import { create } from 'zustand';
import {
  TOAST_CLEAR_MS,
  roleCodeOf,
  type DictItem,
  type DictType,
  type RoleCode,
  type ServiceTime,
  type TeacherBrief,
  type TutorBrief,
  type UserInfo,
} from '@salt/domain';
import { readItem, removeItem, storageKey, writeItem } from './storage';
import { currentMobileTheme, currentHostKind, type HostKind } from './device';

/** The stored user: the server's user info plus the two fields the product derives from it. */
export interface SiteUser extends UserInfo {
  role: RoleCode;
  userDevice: 'mobile' | 'pc';
}

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

export type Dictionaries = Partial<Record<DictType, DictItem[]>>;
export interface Crumb {
  title: string;
  path?: string;
}
export type LoginDialogType = 'login' | 'sms' | 'register' | 'reset' | 'perfectName';

/** Site-wide state: every field of spec section 3, so pages written later read them from one place. */
export interface SiteState {
  user: SiteUser | null;
  token: Tokens | null;
  rememberUser: boolean;
  openId: string | null;
  wxBound: boolean;
  dic: Dictionaries;
  teacherMap: Record<number, TeacherBrief>;
  tutorMap: Record<number, TutorBrief>;
  crumbsData: Crumb[];
  showMenu: boolean;
  serviceTime: ServiceTime | null;
  showMobileTheme: boolean;
  client: HostKind;
  showLoginDialog: boolean;
  loginDialogType: LoginDialogType;
  showCenterDialog: boolean;
  deptValue: string;
  courseGoods: unknown[];
  courseGoodsNew: unknown[];
  indexInfo: Record<string, unknown> | null;
  downloadInfo: Record<string, unknown> | null;
  jsapiConfig: Record<string, unknown> | null;
  wxApiInit: boolean;
  socketInit: boolean;
  loadingPercent: number;
  registerSuccess: boolean;
  pageTitle: string;
  toastTitle: string;
  pageLoading: boolean;
  /** 0 none yet, 1 logged in this visit, 2 logged out this visit: lets pages react to the transition. */
  loginSuccessStatus: number;
  levelTxt: DictItem[];
  set: (patch: Partial<SiteState>) => void;
}

const TOKEN_KEY = 'token';
const USER_KEY = 'user';
const REMEMBER_KEY = 'remember-user';
const DEPT_KEY = 'dept-value';

/** Tokens live in localStorage when the user asked to be remembered, otherwise only for the tab session. */
export function readTokens(): Tokens | null {
  return readItem<Tokens>(TOKEN_KEY, 'local') ?? readItem<Tokens>(TOKEN_KEY, 'session');
}

export function toSiteUser(info: UserInfo, mobile: boolean): SiteUser {
  return { ...info, role: roleCodeOf(info.roles), userDevice: mobile ? 'mobile' : 'pc' };
}

export const useSiteStore = create<SiteState>((set) => ({
  user: readItem<SiteUser>(USER_KEY),
  token: readTokens(),
  rememberUser: readItem<boolean>(REMEMBER_KEY) ?? true,
  openId: readItem<string>('open-id'),
  wxBound: false,
  dic: {},
  teacherMap: {},
  tutorMap: {},
  crumbsData: [],
  showMenu: false,
  serviceTime: null,
  showMobileTheme: currentMobileTheme(),
  client: currentHostKind(),
  showLoginDialog: false,
  loginDialogType: 'login',
  showCenterDialog: false,
  deptValue: readItem<string>(DEPT_KEY) ?? '',
  courseGoods: [],
  courseGoodsNew: [],
  indexInfo: null,
  downloadInfo: null,
  jsapiConfig: null,
  wxApiInit: false,
  socketInit: false,
  loadingPercent: 0,
  registerSuccess: false,
  pageTitle: '',
  toastTitle: '',
  pageLoading: false,
  loginSuccessStatus: 0,
  levelTxt: [],
  set: (patch) => set(patch),
}));

export const siteState = () => useSiteStore.getState();

const NO_ITEMS: DictItem[] = [];
/** One dictionary's items; a stable empty array when absent, as a fresh `[]` would re-render forever. */
export function useDict(type: DictType): DictItem[] {
  return useSiteStore((s) => s.dic[type] ?? NO_ITEMS);
}

export function saveTokens(tokens: Tokens, remember = siteState().rememberUser): void {
  removeItem(TOKEN_KEY, remember ? 'session' : 'local');
  writeItem(TOKEN_KEY, tokens, remember ? 'local' : 'session');
  useSiteStore.setState({ token: tokens });
}

export function saveUser(user: SiteUser): void {
  writeItem(USER_KEY, user);
  useSiteStore.setState({ user, wxBound: user.sysUser.wxBound });
}

export function setRememberUser(remember: boolean): void {
  writeItem(REMEMBER_KEY, remember);
  useSiteStore.setState({ rememberUser: remember });
}

export function setDeptValue(deptValue: string): void {
  writeItem(DEPT_KEY, deptValue);
  useSiteStore.setState({ deptValue });
}

/** Logout clears the user and tokens; the remembered username and region stay for the next login. */
export function clearSession(): void {
  removeItem(TOKEN_KEY, 'local');
  removeItem(TOKEN_KEY, 'session');
  removeItem(USER_KEY);
  useSiteStore.setState({ user: null, token: null, wxBound: false, loginSuccessStatus: 2 });
}

export function openLoginDialog(type: LoginDialogType = 'login'): void {
  useSiteStore.setState({ showLoginDialog: true, loginDialogType: type });
}

export function closeLoginDialog(): void {
  useSiteStore.setState({ showLoginDialog: false });
}

let toastTimer: ReturnType<typeof setTimeout> | undefined;
/** Full-screen toast; the frame clears it after TOAST_CLEAR_MS. */
export function showToast(title: string, clearAfterMs = TOAST_CLEAR_MS): void {
  clearTimeout(toastTimer);
  useSiteStore.setState({ toastTitle: title });
  toastTimer = setTimeout(() => useSiteStore.setState({ toastTitle: '' }), clearAfterMs);
}

/** Shows the '加载中...' overlay for the duration of a piece of work that blocks the whole page. */
export async function withPageLoading<T>(work: Promise<T>): Promise<T> {
  useSiteStore.setState({ pageLoading: true });
  try {
    return await work;
  } finally {
    useSiteStore.setState({ pageLoading: false });
  }
}

/**
 * Another tab that logs in, out or refreshes writes localStorage; following it here keeps this tab from
 * presenting a refresh token the server has already rotated (which would end the session everywhere).
 */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === storageKey(TOKEN_KEY)) useSiteStore.setState({ token: readTokens() });
    if (e.key === storageKey(USER_KEY)) useSiteStore.setState({ user: readItem<SiteUser>(USER_KEY) });
  });
}
