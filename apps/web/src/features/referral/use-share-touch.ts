import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { openLoginDialog, siteState } from '../../lib/site-store';
import { captureShareTouch } from './share-touch';

/**
 * The app shell's share-link catcher: any page opened with `?share=CODE` records the first touch, and a visitor
 * who is not logged in is offered registration (the register form fills the code in).
 */
export function useShareTouch(): void {
  const { search } = useLocation();
  useEffect(() => {
    if (!captureShareTouch(search)) return;
    if (!siteState().token) openLoginDialog('register');
  }, [search]);
}
