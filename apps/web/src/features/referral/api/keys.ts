import { queryRoots } from '../../../lib/api/query-keys';

const root = queryRoots.referral;

/**
 * Query keys of 推荐有礼: my share (code, figures, rules), the friends I referred, my rewards and withdrawals, and a
 * share code looked up by the register form. Receiving a reward changes the figures, rewards and withdrawals: it
 * refreshes the whole root.
 */
export const referralKeys = {
  all: root,
  share: () => [...root, 'share'] as const,
  friends: () => [...root, 'friends'] as const,
  rewards: () => [...root, 'rewards'] as const,
  withdrawals: () => [...root, 'withdrawals'] as const,
  code: (code: string) => [...root, 'code', code] as const,
};
