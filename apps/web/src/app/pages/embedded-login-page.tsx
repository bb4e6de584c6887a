import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { postToHost } from '../../lib/native-bridge';
import { openLoginDialog, useSiteStore, type LoginDialogType } from '../../lib/site-store';

const TYPES: LoginDialogType[] = ['login', 'sms', 'register', 'reset', 'perfectName'];

/**
 * /html/login.html: the login dialog as a page of its own, for hosts that embed it (native apps, iframes).
 * `?type=` picks the form; when the dialog closes it tells the host whether the user is now logged in.
 */
export function EmbeddedLoginPage() {
  const [params] = useSearchParams();
  const open = useSiteStore((s) => s.showLoginDialog);
  const user = useSiteStore((s) => s.user);
  const requested = params.get('type') as LoginDialogType | null;
  const type = requested && TYPES.includes(requested) ? requested : 'login';

  useEffect(() => openLoginDialog(type), [type]);

  useEffect(() => {
    if (open) return;
    const message = { type: user ? 'loginSuccess' : 'loginClosed', userId: user?.sysUser.userId ?? null };
    if (window.parent !== window) window.parent.postMessage(message, window.location.origin);
    postToHost(message.type, { userId: message.userId });
  }, [open, user]);

  return null;
}
