import '../lib/antd-mobile-render';
import { useEffect, type ReactNode } from 'react';
import { Button, ErrorBlock } from 'antd-mobile';
import { openLoginDialog, useSiteStore } from '../lib/site-store';
import './need-login.css';

interface Props {
  children: ReactNode;
  /** Under 请先登录: what logging in opens ('登录后查看您的订单', '登录后开始题库练习'). */
  prompt: string;
  /** The page's own frame around the card (its column and palette). */
  className?: string;
  /** The page's own button look. */
  buttonClassName?: string;
}

/**
 * The /m-shop frame is public (people browse logged out), but carts, orders, coupons, tests, practice and the
 * wrong notebook are personal: such a page asks for login in place (the login dialog opens at once) and renders
 * once a token exists.
 */
export function NeedLogin({ children, prompt, className, buttonClassName }: Props) {
  const token = useSiteStore((s) => s.token);
  useEffect(() => {
    if (!token) openLoginDialog('login');
  }, [token]);
  if (token) return <>{children}</>;
  return (
    <div className={className}>
      <div className="need-login" data-testid="need-login">
        <ErrorBlock status="default" title="请先登录" description={prompt} />
        <Button color="primary" shape="rounded" className={buttonClassName} onClick={() => openLoginDialog('login')}>
          立即登录
        </Button>
      </div>
    </div>
  );
}
