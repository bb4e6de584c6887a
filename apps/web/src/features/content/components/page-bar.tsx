import { Link } from 'react-router';

/** The thin top bar of the frameless landing pages (/advert, /publicAccount): the brand, a way home. */
export function PageBar() {
  return (
    <header className="lp-bar">
      <Link to="/" className="lp-bar__brand">
        盐课堂
      </Link>
      <Link to="/" className="lp-bar__home">
        返回首页
      </Link>
    </header>
  );
}
