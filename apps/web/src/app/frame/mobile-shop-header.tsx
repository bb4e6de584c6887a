import { NavBar } from 'antd-mobile';
import { useMatches, useNavigate } from 'react-router';
import { routeTitleOf } from '../../components/route-title';

/** Mobile page header with a back arrow; falls back to the shop root when there is no history to go back to. */
export function MobileShopHeader({ fallback = '/m-shop' }: { fallback?: string }) {
  const navigate = useNavigate();
  const title = routeTitleOf(useMatches());
  const onBack = () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate(fallback);
  };
  return (
    <header className="mobile-shop-header">
      <NavBar onBack={onBack}>{title}</NavBar>
    </header>
  );
}
