import { useMutation } from '@tanstack/react-query';
import { BOOT_API_PATHS, type ActiveIntegralRule } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';

/** Daily activity points; silent because a second visit the same day is refused and that is fine. */
export function addActiveIntegral(ruleCode: ActiveIntegralRule, remark: string): Promise<unknown> {
  return apiPost<unknown>(BOOT_API_PATHS.activeIntegral, { ruleCode, remark }, { silent: true, requireToken: true });
}

export const useAddActiveIntegral = () =>
  useMutation({
    mutationFn: (v: { ruleCode: ActiveIntegralRule; remark: string }) => addActiveIntegral(v.ruleCode, v.remark),
  });

/** viewWechatPub when the visit came from the WeChat official account link (fromWxClient=1). */
export function activeRuleFor(search: string): ActiveIntegralRule {
  return new URLSearchParams(search).get('fromWxClient') === '1' ? 'viewWechatPub' : 'viewOfficialWebsites';
}
