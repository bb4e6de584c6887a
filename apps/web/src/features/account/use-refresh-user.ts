import { useQueryClient } from '@tanstack/react-query';
import { saveUser, siteState, toSiteUser } from '../../lib/site-store';
import { userInfoQuery } from '../auth';

/** After an edit, the header and every page read the saved user again from the server. */
export function useRefreshUser(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    const info = await queryClient.fetchQuery({ ...userInfoQuery(), staleTime: 0 });
    saveUser(toSiteUser(info, siteState().showMobileTheme));
  };
}
